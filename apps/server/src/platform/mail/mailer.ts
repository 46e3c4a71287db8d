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
  /** When that code expires (ISO 8601): past it the mail is dropped, never delivered. */
  expiresAt?: string;
};

/** When a code made now expires, for its mail's `expiresAt`. */
export const codeExpiresAt = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

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
  /** Mails sent at once: the SMTP pool's connections (maxConnections in SMTP_URL, default 5). */
  readonly concurrency: number;
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

const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  // A pool reuses its connections for bursts (SMTP servers often delay each new connection).
  // The provider's limits are SMTP_URL's own query (nodemailer's pool options: maxConnections,
  // rateLimit, rateDelta); a dead server gives up well within a job's expiry (decision 0056).
  const pooled = new URL(smtpUrl);
  pooled.searchParams.set('pool', 'true');
  for (const [option, value] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!pooled.searchParams.has(option)) pooled.searchParams.set(option, String(value));
  }
  const concurrency = Number(pooled.searchParams.get('maxConnections') ?? 5);
  const transport: Transporter = nodemailer.createTransport(pooled.toString());
  return {
    destination: `SMTP ${url.protocol}//${url.host}`,
    concurrency: Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 5,
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
    concurrency: 10,
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
