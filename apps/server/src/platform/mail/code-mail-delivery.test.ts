import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testTargets, type TestDatabase } from '../../test/harness';
import { createJobQueue } from '../jobs/job-queue';
import { resetCodeMail, verificationCodeMail } from './code-mails';
import type { Mailer, MailMessage } from './mailer';
import { queueMail, sendMailJob } from './mail-queue';

// One-time codes before notices, and never after they expire (decision 0056).

const silentLog = { info() {}, warn() {}, error() {} };

describe.each(testTargets())('the mail queue puts codes first and never late [%s]', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database.dispose();
  });

  /** A started queue that delivers mail to a list; its idle worker waits, runDue runs the jobs. */
  async function mailQueue() {
    const sent: MailMessage[] = [];
    let arrived: () => void = () => {};
    const fiveSent = new Promise<void>((resolve) => (arrived = resolve));
    const mailer: Mailer = {
      destination: 'a list',
      concurrency: 1,
      send: async (message) => {
        sent.push(message);
        if (sent.length === 5) arrived();
      },
      close: async () => {},
    };
    const jobs = createJobQueue({
      database: database.handle,
      definitions: [
        sendMailJob(mailer, { preferencesOf: async () => null, log: silentLog }),
      ] as never[],
      log: silentLog,
      pollingIntervalSeconds: 600,
    });
    await jobs.start();
    return { jobs, sent, fiveSent };
  }

  const notice = (to: string): MailMessage => ({
    kind: 'account-deleted',
    to,
    subject: 'A notice',
    text: 'text',
    html: '<p>html</p>',
  });

  it('delivers a one-time code before the notices queued ahead of it', async () => {
    const { jobs, sent, fiveSent } = await mailQueue();
    // Committed together (unseen by the idle worker), the code last.
    await database.handle.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        await queueMail(jobs, notice(`bulk${n}-${target}@example.com`), { tx });
      }
      await queueMail(jobs, verificationCodeMail(`code-${target}@example.com`, '123456', 10), {
        tx,
      });
    });
    // One more notice wakes the worker, which takes the queue's jobs one at a time.
    await queueMail(jobs, notice(`bulk4-${target}@example.com`));
    await fiveSent;
    await jobs.stop();
    const [first, ...rest] = sent.map((mail) => mail.to);
    expect(first).toBe(`code-${target}@example.com`);
    expect(rest.sort()).toEqual(
      ['bulk1', 'bulk2', 'bulk3', 'bulk4'].map((name) => `${name}-${target}@example.com`),
    );
  });

  it('drops the mail of a code that expired while it waited, and delivers one still valid', async () => {
    const { jobs, sent } = await mailQueue();
    const expired = resetCodeMail(
      `late-${target}@example.com`,
      '654321',
      'http://localhost/reset-password',
    );
    await queueMail(jobs, { ...expired, expiresAt: new Date(Date.now() - 1000).toISOString() });
    await queueMail(jobs, verificationCodeMail(`valid-${target}@example.com`, '111111', 10));
    await jobs.runDue();
    await jobs.stop();
    expect(sent.map((mail) => mail.to)).toEqual([`valid-${target}@example.com`]);
  });

  it('gives every code mail its expiry', () => {
    for (const mail of [
      verificationCodeMail('a@example.com', '123456', 10),
      resetCodeMail('a@example.com', '123456', 'http://localhost/reset-password'),
    ]) {
      expect(Date.parse(mail.expiresAt!)).toBeGreaterThan(Date.now());
    }
  });
});
