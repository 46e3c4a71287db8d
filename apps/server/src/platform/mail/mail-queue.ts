import { deliversMail, isDeletedAccountEmail, isRequiredMail } from '@vmu/domain';
import type { Database } from '../../db/client';
import type { JobDefinition, JobLog, JobQueue } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

export const SEND_MAIL_JOB = 'send-mail';

/** One-time codes go before notices waiting in the queue (decision 0056). */
export const CODE_MAIL_PRIORITY = 10;

/**
 * Every mail the app sends is a job (decision 0016): recorded in the transaction of the change
 * that causes it, delivered by whichever server takes it, retried with backoff while the mail
 * server is away.
 */
export async function queueMail(
  jobs: JobQueue,
  message: MailMessage,
  options: { tx?: Database } = {},
): Promise<void> {
  // A deleted account keeps a placeholder address that reaches nobody (decision 0047): nothing
  // is queued to it, whichever action would have mailed the account (decision 0058).
  if (isDeletedAccountEmail(message.to)) return;
  await jobs.enqueue(SEND_MAIL_JOB, message, {
    ...options,
    ...(message.code ? { priority: CODE_MAIL_PRIORITY } : {}),
  });
}

/** The "Email notifications" choice of the account at an address; null when it has none. */
export type MailPreferencesOf = (to: string) => Promise<{ emailNotifications: boolean } | null>;

export function sendMailJob(
  mailer: Mailer,
  recipients: { preferencesOf: MailPreferencesOf; log: JobLog },
): JobDefinition<MailMessage> {
  return {
    name: SEND_MAIL_JOB,
    // The preference is read when the mail is delivered, not when it is queued: a developer who
    // turns notifications off is not mailed by jobs already waiting (a retry after an outage
    // included), and security and money mails never wait for the lookup (decision 0044).
    handle: async (message) => {
      if (isDeletedAccountEmail(message.to)) return;
      // A code that expired in the queue is useless to its reader and would only confuse them.
      if (message.expiresAt && Date.parse(message.expiresAt) <= Date.now()) {
        recipients.log.warn(
          { kind: message.kind, expiresAt: message.expiresAt },
          'mail not sent: its code expired before it could be delivered',
        );
        return;
      }
      if (
        !isRequiredMail(message.kind) &&
        !deliversMail(message.kind, await recipients.preferencesOf(message.to))
      ) {
        recipients.log.info(
          { kind: message.kind },
          'mail not sent: the recipient turned email notifications off',
        );
        return;
      }
      await mailer.send(message);
    },
    // 5 s doubling over 12 retries: about 5.7 hours of outage before a mail is given up.
    retryLimit: 12,
    retryDelaySeconds: 5,
    // As many at once as the mail server's pool takes; nodemailer gives up on a dead connection
    // (its timeouts in mailer.ts) within the default expiry, and the attempt is retried.
    concurrency: mailer.concurrency,
  };
}
