import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { application, applicationVersion } from '../../db/schema/apps';
import { applicationReviewEvent } from '../../db/schema/review';
import { appReviewMailSubject } from '../../platform/mail/app-review-mails';
import { seedApplication, seedVersion, verifiedDeveloper } from '../../test/app-fixtures';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../apps/application-errors';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { OWN_APPLICATION_MESSAGE } from './review-errors';
import { APP_REJECTION_REASON_REQUIRED, APP_REJECTION_REASON_TOO_LONG } from '@vmu/domain';
import { REVIEW_OPERATIONS as OPS } from '../../test/app-review-operations';

const SUPPORT = 'help@vmu.example';

type Reviewed = {
  appId: string;
  status: string;
  visibility: string;
  rejectionReason: string | null;
  versions: { reviewStatus: string; reviewNotes: string | null; approvedAt: string | null }[];
  metadata: { updatedAt: string };
  developer: { userId: string; name: string; email: string };
  reviewHistory: {
    action: string;
    fromStatus: string;
    toStatus: string;
    reason: string | null;
    actorId: string;
    actorName: string;
    actorEmail: string;
    createdAt: string;
  }[];
};

describe.each(testTargets())('app review transitions [%s]', (target) => {
  const t = useTestApp(target, { mail: true, env: { SUPPORT_EMAIL: SUPPORT } });
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);
  const admin = (name = 'Grace Admin') =>
    signedInUser(t.app, db(), { email: email('admin'), role: 'admin', name });

  /** A verified developer's app in `status`, with a pending version when SUBMITTED. */
  async function appIn(
    status: 'DRAFT' | 'SUBMITTED' | 'LIVE' | 'SUSPENDED' | 'REJECTED',
    owner?: SignedInUser,
    overrides: Parameters<typeof seedApplication>[2] = {},
  ) {
    const dev =
      owner ?? (await verifiedDeveloper(t.app, db(), { email: email('dev'), name: 'Ada Dev' }));
    const row = await seedApplication(db(), dev.id, {
      status,
      appName: 'Space Chase',
      visibility: status === 'LIVE' ? 'PUBLIC' : 'PRIVATE',
      ...overrides,
    });
    if (status === 'SUBMITTED') await seedVersion(db(), row.id, { reviewStatus: 'PENDING' });
    return { dev, row };
  }

  const rowOf = async (appId: string) =>
    (await db().select().from(application).where(eq(application.id, appId)))[0];
  const eventsOf = (appId: string) =>
    db()
      .select()
      .from(applicationReviewEvent)
      .where(eq(applicationReviewEvent.applicationId, appId))
      .orderBy(asc(applicationReviewEvent.createdAt));
  const snapshot = async () => ({
    apps: await db().select().from(application).orderBy(asc(application.id)),
    versions: await db().select().from(applicationVersion).orderBy(asc(applicationVersion.id)),
    events: await db().select().from(applicationReviewEvent),
  });

  it('approve: SUBMITTED to LIVE and PUBLIC, the version approved, the old reason cleared, audited and mailed', async () => {
    const boss = await admin();
    const { dev, row } = await appIn('SUBMITTED', undefined, { rejectionReason: 'Old reason' });
    const since = t.mail.mails.length;
    const result = await gql(OPS.approve, { appId: row.id }, boss.cookie);
    const approved = dataOf<Reviewed>(result, 'approveApplication');
    expect(approved).toMatchObject({
      appId: row.id,
      status: 'LIVE',
      visibility: 'PUBLIC',
      rejectionReason: null,
      developer: { userId: dev.id, name: 'Ada Dev', email: dev.email },
    });
    expect(approved.versions).toEqual([
      expect.objectContaining({ reviewStatus: 'APPROVED', approvedAt: expect.any(String) }),
    ]);
    expect(new Date(approved.metadata.updatedAt).getTime()).toBeGreaterThan(
      row.updatedAt.getTime(),
    );
    expect(approved.reviewHistory).toEqual([
      {
        id: expect.any(String),
        action: 'APPROVE',
        fromStatus: 'SUBMITTED',
        toStatus: 'LIVE',
        reason: null,
        actorId: boss.id,
        actorName: 'Grace Admin',
        actorEmail: boss.email,
        createdAt: approved.metadata.updatedAt,
      },
    ]);
    expect(await eventsOf(row.id)).toHaveLength(1);
    const sent = await t.mail.waitFor(dev.email, {
      since,
      subject: appReviewMailSubject('approve', 'Space Chase'),
    });
    expect(sent.subject).toBe(appReviewMailSubject('approve', 'Space Chase'));
    expect(sent.replyTo).toBe(SUPPORT);
    expect(sent.text).toContain('Hello Ada Dev,');
  });

  it('reject: SUBMITTED to REJECTED with the trimmed reason on the app and the version, mailed with the reason', async () => {
    const boss = await admin();
    const { dev, row } = await appIn('SUBMITTED');
    const since = t.mail.mails.length;
    const result = await gql(
      OPS.reject,
      { appId: row.id, reason: '  The icon is blurry <fix it>.  ' },
      boss.cookie,
    );
    const rejected = dataOf<Reviewed>(result, 'rejectApplication');
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      visibility: 'PRIVATE',
      rejectionReason: 'The icon is blurry <fix it>.',
    });
    expect(rejected.versions).toEqual([
      expect.objectContaining({
        reviewStatus: 'REJECTED',
        reviewNotes: 'The icon is blurry <fix it>.',
        approvedAt: null,
      }),
    ]);
    expect(await eventsOf(row.id)).toEqual([
      expect.objectContaining({
        actorId: boss.id,
        action: 'REJECT',
        fromStatus: 'SUBMITTED',
        toStatus: 'REJECTED',
        reason: 'The icon is blurry <fix it>.',
      }),
    ]);
    const sent = await t.mail.waitFor(dev.email, {
      since,
      subject: appReviewMailSubject('reject', 'Space Chase'),
    });
    expect(sent.subject).toBe(appReviewMailSubject('reject', 'Space Chase'));
    expect(sent.replyTo).toBe(SUPPORT);
    expect(sent.text).toContain('The icon is blurry <fix it>.');
    expect(sent.text).toContain(`http://localhost:3000/apps/create?edit=${row.id}`);
    expect(sent.html).toContain('The icon is blurry &#60;fix it&#62;.');
  });

  it.each([
    ['blank', '  \n\t ', APP_REJECTION_REASON_REQUIRED],
    ['empty', '', APP_REJECTION_REASON_REQUIRED],
    ['too long', 'x'.repeat(1001), APP_REJECTION_REASON_TOO_LONG],
  ])('refuses a %s rejection reason and changes nothing', async (_label, reason, message) => {
    const boss = await admin();
    const { row } = await appIn('SUBMITTED');
    const before = await snapshot();
    const mailsBefore = t.mail.mails.length;
    const result = await gql(OPS.reject, { appId: row.id, reason }, boss.cookie);
    expect(result.body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect(await snapshot()).toEqual(before);
    // Mail is queued with the change: run the queue so a wrongly queued mail would show.
    await t.drainJobs();
    expect(t.mail.mails).toHaveLength(mailsBefore);
  });

  it('suspend (with a reason) and restore: LIVE to SUSPENDED and PRIVATE and back to LIVE and PUBLIC', async () => {
    const boss = await admin();
    const { dev, row } = await appIn('LIVE', undefined, { rejectionReason: null });
    const since = t.mail.mails.length;
    const suspended = dataOf<Reviewed>(
      await gql(OPS.suspend, { appId: row.id, reason: '  Crashes on start  ' }, boss.cookie),
      'suspendApplication',
    );
    expect(suspended).toMatchObject({ status: 'SUSPENDED', visibility: 'PRIVATE' });
    const suspendMail = await t.mail.waitFor(dev.email, {
      since,
      subject: appReviewMailSubject('suspend', 'Space Chase'),
    });
    expect(suspendMail.subject).toBe(appReviewMailSubject('suspend', 'Space Chase'));
    expect(suspendMail.text).toContain('Crashes on start');

    const afterSuspend = t.mail.mails.length;
    const restored = dataOf<Reviewed>(
      await gql(OPS.restore, { appId: row.id }, boss.cookie),
      'restoreApplication',
    );
    expect(restored).toMatchObject({ status: 'LIVE', visibility: 'PUBLIC', rejectionReason: null });
    expect(
      restored.reviewHistory.map((e) => [e.action, e.fromStatus, e.toStatus, e.reason]),
    ).toEqual([
      ['RESTORE', 'SUSPENDED', 'LIVE', null],
      ['SUSPEND', 'LIVE', 'SUSPENDED', 'Crashes on start'],
    ]);
    const restoreMail = await t.mail.waitFor(dev.email, {
      since: afterSuspend,
      subject: appReviewMailSubject('restore', 'Space Chase'),
    });
    expect(restoreMail.subject).toBe(appReviewMailSubject('restore', 'Space Chase'));
  });

  it('a suspension without a reason records none', async () => {
    const boss = await admin();
    const { row } = await appIn('LIVE');
    for (const reason of [undefined, null, '   ']) {
      await db().update(application).set({ status: 'LIVE' }).where(eq(application.id, row.id));
      const result = await gql(OPS.suspend, { appId: row.id, reason }, boss.cookie);
      expect(dataOf<Reviewed>(result, 'suspendApplication').status).toBe('SUSPENDED');
    }
    expect((await eventsOf(row.id)).map((e) => e.reason)).toEqual([null, null, null]);
  });

  it('refuses steps the lifecycle does not allow from the current status with ALREADY_REVIEWED, changing nothing', async () => {
    const boss = await admin();
    // The message says what state the app is in (decision 0019), not just that it was 'reviewed'.
    const cases = [
      [
        'approve',
        'DRAFT',
        'This app is a draft and has not been submitted for review. Only apps under review can be approved.',
      ],
      ['approve', 'LIVE', 'This app is published. Only apps under review can be approved.'],
      [
        'approve',
        'REJECTED',
        'This app is rejected and waits for its developer to change it and submit it again. Only apps under review can be approved.',
      ],
      ['reject', 'LIVE', 'This app is published. Only apps under review can be rejected.'],
      [
        'reject',
        'DRAFT',
        'This app is a draft and has not been submitted for review. Only apps under review can be rejected.',
      ],
      [
        'suspend',
        'SUBMITTED',
        'This app is under review and has not been published yet. Only published apps can be suspended.',
      ],
      ['suspend', 'SUSPENDED', 'This app is suspended. Only published apps can be suspended.'],
      ['restore', 'LIVE', 'This app is published. Only suspended apps can be restored.'],
      [
        'restore',
        'DRAFT',
        'This app is a draft and has not been submitted for review. Only suspended apps can be restored.',
      ],
    ] as const;
    for (const [step, status, message] of cases) {
      const { row } = await appIn(status);
      const before = await snapshot();
      const mailsBefore = t.mail.mails.length;
      const result = await gql(OPS[step], { appId: row.id, reason: 'Because' }, boss.cookie);
      expect(codeOf(result), `${step} ${status}`).toBe('ALREADY_REVIEWED');
      expect(messageOf(result)).toBe(message);
      expect(result.status).toBe(409);
      expect(await snapshot()).toEqual(before);
      // Mail is queued with the change: run the queue so a wrongly queued mail would show.
      await t.drainJobs();
      expect(t.mail.mails).toHaveLength(mailsBefore);
    }
  });

  it('answers NOT_FOUND for a missing app or an id that is not an app id', async () => {
    const boss = await admin();
    for (const appId of ['0b6f2c1e-3f5d-4a52-9d4e-6f1f7f0f3a11', 'not-a-uuid', "'; drop table x"]) {
      const result = await gql(OPS.approve, { appId }, boss.cookie);
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(messageOf(result)).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    }
  });

  it('refuses an admin moderating their own app (four eyes), changing nothing', async () => {
    const boss = await admin();
    const { row } = await appIn('SUBMITTED', boss);
    const before = await snapshot();
    for (const step of ['approve', 'reject'] as const) {
      const result = await gql(OPS[step], { appId: row.id, reason: 'Mine' }, boss.cookie);
      expect(codeOf(result)).toBe('FORBIDDEN');
      expect(messageOf(result)).toBe(OWN_APPLICATION_MESSAGE);
    }
    expect(await snapshot()).toEqual(before);
    // Another admin may.
    const other = await admin('Other Admin');
    expect(
      dataOf<Reviewed>(
        await gql(OPS.approve, { appId: row.id }, other.cookie),
        'approveApplication',
      ).status,
    ).toBe('LIVE');
  });

  it('20 parallel approve and reject calls on one app: exactly one wins, one audit row, one mail', async () => {
    const admins = [await admin('First Admin'), await admin('Second Admin')];
    const { dev, row } = await appIn('SUBMITTED');
    const since = t.mail.mails.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? gql(OPS.approve, { appId: row.id }, admins[i % 4 < 2 ? 0 : 1]!.cookie)
          : gql(
              OPS.reject,
              { appId: row.id, reason: `Reason ${i}` },
              admins[i % 4 < 2 ? 0 : 1]!.cookie,
            ),
      ),
    );
    const winners = results.filter((r) => !r.body.errors);
    const losers = results.filter((r) => r.body.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(codeOf(loser)).toBe('ALREADY_REVIEWED');
      expect(messageOf(loser)).toMatch(/^This app is (published|rejected and waits)/);
    }
    const events = await eventsOf(row.id);
    expect(events).toHaveLength(1);
    const final = await rowOf(row.id);
    expect(final?.status).toBe(events[0]?.toStatus);
    const versions = await db()
      .select()
      .from(applicationVersion)
      .where(eq(applicationVersion.applicationId, row.id));
    expect(versions.map((v) => v.reviewStatus)).toEqual([
      final?.status === 'LIVE' ? 'APPROVED' : 'REJECTED',
    ]);
    await t.mail.waitFor(dev.email, { since });
    // Give any (wrong) second mail the chance to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.mails.slice(since).filter((m) => m.to.includes(dev.email))).toHaveLength(1);
  });

  it('the action stands when the mail cannot be sent (queued, the failed attempt logged and retried later)', async () => {
    const lines: string[] = [];
    const logStream = {
      write: (line: string) => lines.push(line),
    } as unknown as NodeJS.WritableStream;
    // The queue is the database's: the suite's shared app would deliver the mail itself if
    // its worker polled first (it did, once in CI). Only the app without mail runs jobs here.
    await t.app.jobs.stop();
    onTestFinished(() => t.rebuildApp());
    // Nothing listens on port 9 (discard), so every mail fails to send.
    const noMail = await t.appWith({ SMTP_URL: 'smtp://127.0.0.1:9' }, logStream);
    const boss = await signedInUser(noMail, db(), { email: email('admin'), role: 'admin' });
    const dev = await verifiedDeveloper(noMail, db(), { email: email('dev') });
    const { row } = await appIn('SUBMITTED', dev);
    const result = await gqlWith(noMail, OPS.approve, { appId: row.id }, boss.cookie);
    expect(dataOf<Reviewed>(result, 'approveApplication').status).toBe('LIVE');
    expect((await rowOf(row.id))?.status).toBe('LIVE');
    // The mail is a job (decision 0016): its attempt fails and it waits to be retried.
    await noMail.jobs.runDue();
    expect(lines.join('')).toContain('job failed; it will be retried');
  });
});
