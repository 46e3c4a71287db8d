import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authPost } from '../../test/auth-requests';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { VERIFICATION_MAIL_SUBJECT } from './code-mails';
import { SEND_MAIL_JOB } from './mail-queue';

const PASSWORD = 'Analytical#1843';

// Durable mail (decision 0016): a mail is recorded with the change that causes it and delivered
// from the durable job queue, so neither a mail server outage nor a crash after the commit loses
// it.
describe.each(testTargets())('mail delivery [%s]', (target) => {
  const t = useTestApp(target, { mail: true, sharedApp: false });
  let counter = 0;
  const freshEmail = () => `mail${(counter += 1)}-${target}@example.com`;
  // Each sign-up from its own address: better-auth allows 10 a minute per address.
  const addressOf = (email: string) => `198.51.100.${/^mail(\d+)-/.exec(email)?.[1] ?? '1'}`;

  const mailsTo = (email: string) =>
    t.mail.mails.filter(
      (mail) => mail.to.includes(email) && mail.subject === VERIFICATION_MAIL_SUBJECT,
    );

  async function jobStates(): Promise<{ state: string; due: boolean }[]> {
    const result = await t.db.execute(
      sql.raw(
        `select state::text as state, start_after <= now() as due from ${JOB_SCHEMA}.job where name = '${SEND_MAIL_JOB}'`,
      ),
    );
    return (result as unknown as { rows: { state: string; due: boolean }[] }).rows;
  }

  async function signUp(app: Awaited<ReturnType<typeof t.appWith>>, email: string) {
    const response = await authPost(
      app,
      '/sign-up/email',
      { name: 'Ada Lovelace', email, password: PASSWORD },
      { ip: addressOf(email) },
    );
    expect(response.status).toBe(200);
  }

  it('delivers every mail queued during a mail server outage once it is back, each exactly once', async () => {
    const app = await t.appWith();
    await t.mail.stop();
    const emails = Array.from({ length: 10 }, freshEmail);
    try {
      for (const email of emails) await signUp(app, email);
      await t.drainJobs();
      expect(
        t.mail.mails.filter((mail) => emails.some((email) => mail.to.includes(email))),
      ).toEqual([]);
      // Every attempt failed and waits to be retried later (backoff), none is lost.
      const states = await jobStates();
      expect(states).toHaveLength(10);
      expect(states.every((job) => job.state === 'retry' && !job.due)).toBe(true);
    } finally {
      await t.mail.resume();
    }
    // The backoff elapses (moved forward rather than waited for). A second into the past: the
    // queue takes jobs whose start_after is before now(), and the next statement can run within
    // the same millisecond, which the embedded database's clock does not tell apart.
    await t.db.execute(
      sql.raw(
        `update ${JOB_SCHEMA}.job set start_after = now() - interval '1 second' where state = 'retry'`,
      ),
    );
    await t.drainJobs();
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
    expect((await jobStates()).every((job) => job.state === 'completed')).toBe(true);
    // Ten sign-ups hash ten passwords: slow on a busy machine.
  }, 90_000);

  it('delivers a mail committed by a server that died before sending it, from the next server', async () => {
    // The first server commits the sign-up and its mail, then never runs a job again.
    const crashed = await t.appWith({}, undefined, { runJobs: false });
    const email = freshEmail();
    await signUp(crashed, email);
    await crashed.close();
    expect(mailsTo(email)).toEqual([]);

    // A server starts its workers when it is ready (listening, or its first request).
    await (await t.appWith()).ready();
    // Its worker takes the job on its own (a busy machine may need a few polls).
    await t.mail.waitFor(email, { timeoutMs: 20_000 });
    await t.drainJobs();
    expect(mailsTo(email)).toHaveLength(1);
  }, 60_000);

  it('delivers each mail exactly once with two servers on one database', async () => {
    const first = await t.appWith();
    const second = await t.appWith();
    // Both workers are polling before the mails are queued.
    await Promise.all([first.ready(), second.ready()]);
    const emails = Array.from({ length: 12 }, freshEmail);
    await Promise.all(emails.map((email, index) => signUp(index % 2 ? first : second, email)));
    await t.drainJobs();
    // Give a late duplicate the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  }, 90_000);
});
