import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailKind } from '@vmu/domain';

export type MailMessage = {
  /**
   * What the mail is about, from the domain's list (notifications/mail-kinds.ts): it decides
   * whether the recipient's "Email notifications" preference may silence it.
   */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of the (no-reply) sender. */
  replyTo?: string;
  /** The one-time code the mail carries, printed in outbox mode so nobody needs a mail server. */
  code?: string;
};

/** One outbox file: what a developer (or a test) reads instead of a real mailbox. */
export type OutboxMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  sentAt: string;
};

export type MailLog = { info(message: string): void };

export type Mailer = {
  /** Where mail goes, safe to log. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLog;
};

/** SMTP through nodemailer when SMTP_URL is set; otherwise one JSON file per mail in the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from, options.log);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  // A pool reuses one connection for bursts (SMTP servers often delay each new connection).
  const pooled = new URL(smtpUrl);
  pooled.searchParams.set('pool', 'true');
  const transport: Transporter = nodemailer.createTransport(pooled.toString());
  return {
    destination: `SMTP ${url.protocol}//${url.host}`,
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

function createOutboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  return {
    destination: `outbox ${outboxDir}`,
    async send(message) {
      const sentAt = new Date().toISOString();
      const mail: OutboxMail = {
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        sentAt,
      };
      await fs.mkdir(outboxDir, { recursive: true });
      // Colons are not allowed in Windows file names; the name still sorts by time.
      const name = `${sentAt.replace(/:/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
      await fs.writeFile(path.join(outboxDir, name), `${JSON.stringify(mail, null, 2)}\n`);
      if (message.code)
        log.info(`Mail to ${message.to}: ${message.subject} (code ${message.code})`);
    },
    async close() {},
  };
}
