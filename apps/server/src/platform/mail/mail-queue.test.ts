import { describe, expect, it, vi } from 'vitest';
import { deletedAccountEmail } from '@vmu/domain';
import type { JobQueue } from '../jobs/job-queue';
import type { MailMessage } from './mailer';
import { queueMail, SEND_MAIL_JOB } from './mail-queue';

// Whichever action would mail an account, a deleted account's placeholder address is never
// queued: the guard is the queue's own, so a new mail cannot forget it (decision 0058).

const mail = (to: string): MailMessage => ({
  kind: 'account-suspended',
  to,
  subject: 'Your account',
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('queueMail', () => {
  it("queues a mail to a real address and never one to a deleted account's placeholder", async () => {
    const enqueue = vi.fn(async () => undefined);
    const jobs = { enqueue } as unknown as JobQueue;
    await queueMail(jobs, mail('ada@example.com'));
    await queueMail(jobs, mail(deletedAccountEmail('u1')));
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith(SEND_MAIL_JOB, mail('ada@example.com'), {});
  });
});
