import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  to: string[];
  from: string | undefined;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
};

export type MailCapture = {
  smtpUrl: string;
  mails: CapturedMail[];
  /**
   * Resolves with the next mail to `to` (with `subject`, when given) that arrives after `since`
   * mails, or fails after a timeout. Mail goes through the job queue, so a sign-up's code mail
   * retried after a failed attempt may arrive late: tests waiting for a decision name it.
   */
  waitFor(
    to: string,
    options?: { since?: number; subject?: string; timeoutMs?: number },
  ): Promise<CapturedMail>;
  /** A mail server outage: connections are refused until `resume()`, on the same port. */
  stop(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
};

/** A real SMTP server on loopback, so tests exercise nodemailer exactly as production does. */
export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      // stop() drops the senders' pooled connections at once, as a crashed mail server would.
      closeTimeout: 50,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks)).then(
            (email) => {
              mails.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
                from: email.from && 'address' in email.from ? email.from.address : undefined,
                replyTo: email.replyTo?.[0]?.address,
                subject: email.subject ?? '',
                text: email.text ?? '',
                html: email.html ?? '',
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  let server: SMTPServer | undefined = createServer();
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const { port } = listening.server.address() as AddressInfo;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, { since = 0, subject, timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails
          .slice(since)
          .find(
            (mail) =>
              mail.to.includes(to.toLowerCase()) &&
              (subject === undefined || mail.subject === subject),
          );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop,
    async resume() {
      if (server) return;
      const resumed = createServer();
      await new Promise<void>((resolve) => resumed.listen(port, '127.0.0.1', resolve));
      server = resumed;
    },
    close: stop,
  };
}

/** The six-digit code on its own line of a code mail. */
export function codeFrom(mail: CapturedMail): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}
