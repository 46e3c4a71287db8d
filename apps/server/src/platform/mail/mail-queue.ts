import type { Database } from '../../db/client';
import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

export const SEND_MAIL_JOB = 'send-mail';

/**
 * Every mail the app sends is a job (decision 0016): recorded in the transaction of the change
 * that causes it, delivered by whichever server takes it, retried with backoff while the mail
 * server is away.
 */
export function queueMail(
  jobs: JobQueue,
  message: MailMessage,
  options: { tx?: Database } = {},
): Promise<void> {
  return jobs.enqueue(SEND_MAIL_JOB, message, options);
}

export function sendMailJob(mailer: Mailer): JobDefinition<MailMessage> {
  return {
    name: SEND_MAIL_JOB,
    handle: (message) => mailer.send(message),
    // 5 s doubling over 12 retries: about 5.7 hours of outage before a mail is given up.
    retryLimit: 12,
    retryDelaySeconds: 5,
    // nodemailer gives up on a dead connection well before this; then the attempt is retried.
    expireInSeconds: 10 * 60,
  };
}
