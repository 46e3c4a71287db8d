import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { developerProfile, developerStatusChange } from '../../db/schema/developers';
import {
  codeOf,
  literal,
  seedDeveloperProfile,
  seedUser,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import {
  APPROVAL_MAIL_SUBJECT,
  REJECTION_MAIL_SUBJECT,
} from '../../platform/mail/developer-review-mails';
import { INVALID_NEXT_TOKEN_MESSAGE } from './pending-developers-cursor';

const SUPPORT = 'help@vmu.example';

const PROFILE_FIELDS = `userId email
  personalInfo { firstName lastName address city postalCode country }
  businessInfo { accountType companyName legalName }
  onboardingData { appName appDescription completedSteps }
  developerStatus { status verifiedAt verificationNotes lastStatusChange }
  metadata { createdAt updatedAt profileVersion }`;

const approve = (userId: string, notes?: string | null) =>
  `mutation { approveDeveloperAccount(userId: ${literal(userId)}${
    notes === undefined ? '' : `, notes: ${literal(notes)}`
  }) { ${PROFILE_FIELDS} } }`;
const reject = (userId: string, notes: string) =>
  `mutation { rejectDeveloperAccount(userId: ${literal(userId)}, notes: ${literal(notes)}) { ${PROFILE_FIELDS} } }`;
const list = (args = '') =>
  `{ listPendingDevelopers${args ? `(${args})` : ''} { items { userId email } nextToken } }`;
const STATS = `{ getAdminStats { totalApps pendingReview publishedApps totalDevelopers pendingDevelopers } }`;

type Page = { items: { userId: string; email: string }[]; nextToken: string | null };

describe.each(testTargets())('developer review [%s]', (target) => {
  const t = useTestApp(target, { mail: true, env: { SUPPORT_EMAIL: SUPPORT } });
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  const admin = () => signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
  const developer = (name = 'Ada Lovelace') =>
    signedInUser(t.app, db(), { email: email('dev'), name });

  /** A signed-in developer whose onboarding is complete and pending review. */
  async function pendingDeveloper(): Promise<SignedInUser> {
    const dev = await developer();
    await seedDeveloperProfile(db(), dev.id, { firstName: 'Ada', lastName: 'Lovelace' });
    return dev;
  }

  const gql = (query: string, cookie?: string) => graphqlRequest(t.app, query, cookie);
  const rowOf = async (userId: string) =>
    (await db().select().from(developerProfile).where(eq(developerProfile.userId, userId)))[0];
  const historyOf = (userId: string) =>
    db()
      .select()
      .from(developerStatusChange)
      .where(eq(developerStatusChange.userId, userId))
      .orderBy(asc(developerStatusChange.changedAt));
  const snapshot = async () => ({
    profiles: await db().select().from(developerProfile).orderBy(asc(developerProfile.userId)),
    history: await db().select().from(developerStatusChange),
  });

  describe('authorization', () => {
    it('refuses every admin operation to signed-out callers and developers, changing nothing', async () => {
      const reviewed = await pendingDeveloper();
      const dev = await developer('Mallory Intruder');
      const before = await snapshot();
      const decisionSubjects = [APPROVAL_MAIL_SUBJECT, REJECTION_MAIL_SUBJECT];
      const decisionMails = () => t.mail.mails.filter((m) => decisionSubjects.includes(m.subject));
      const mailsBefore = decisionMails().length;
      const operations = [
        STATS,
        list(),
        // Bad input too: authorization comes before parsing, so nothing leaks through messages.
        list('limit: 0, nextToken: "garbage"'),
        approve(reviewed.id),
        approve(reviewed.id, 'self-approved'),
        reject(reviewed.id, 'Not good enough'),
        reject(reviewed.id, '   '),
      ];
      for (const operation of operations) {
        const anonymous = await gql(operation);
        expect(codeOf(anonymous), operation).toBe('UNAUTHENTICATED');
        expect(anonymous.status).toBe(401);
        const forbidden = await gql(operation, dev.cookie);
        expect(codeOf(forbidden), operation).toBe('FORBIDDEN');
        expect(forbidden.body.errors?.[0]?.message).toBe('Admin access required.');
        expect(forbidden.status).toBe(403);
        // Not even the developer's own profile can be approved by them.
        const own = await gql(approve(reviewed.id), reviewed.cookie);
        expect(codeOf(own)).toBe('FORBIDDEN');
      }
      expect(await snapshot()).toEqual(before);
      // Mail is queued with the change: run the queue so a wrongly queued mail would show.
      await t.drainJobs();
      expect(decisionMails()).toHaveLength(mailsBefore);
    });
  });

  describe('approve', () => {
    it('verifies a pending developer with the default note, records history and mails them', async () => {
      const boss = await admin();
      const dev = await pendingDeveloper();
      const before = await rowOf(dev.id);
      const since = t.mail.mails.length;

      const result = await gql(approve(dev.id), boss.cookie);
      expect(result.body.errors).toBeUndefined();
      const profile = (result.body.data as { approveDeveloperAccount: Record<string, unknown> })
        .approveDeveloperAccount;
      const today = new Date().toISOString().slice(0, 10);
      expect(profile).toMatchObject({
        userId: dev.id,
        email: dev.email,
        developerStatus: { status: 'verified', verificationNotes: `Approved by admin on ${today}` },
        metadata: { profileVersion: (before?.profileVersion ?? 0) + 1 },
      });

      const row = await rowOf(dev.id);
      expect(row).toMatchObject({
        developerStatus: 'verified',
        verificationNotes: `Approved by admin on ${today}`,
        profileVersion: (before?.profileVersion ?? 0) + 1,
      });
      expect(row?.verifiedAt).toBeInstanceOf(Date);
      expect(row?.lastStatusChange?.getTime()).toBe(row?.verifiedAt?.getTime());
      expect(row?.updatedAt.getTime()).toBe(row?.verifiedAt?.getTime());

      expect(await historyOf(dev.id)).toEqual([
        expect.objectContaining({
          changedBy: boss.id,
          fromStatus: 'pending',
          toStatus: 'verified',
          notes: `Approved by admin on ${today}`,
        }),
      ]);

      const sent = await t.mail.waitFor(dev.email, { since, subject: APPROVAL_MAIL_SUBJECT });
      expect(sent.subject).toBe(APPROVAL_MAIL_SUBJECT);
      expect(sent.text).toContain('Hello Ada Lovelace,');
      expect(sent.text).toContain('http://localhost:3000/dashboard');
      expect(sent.text).not.toContain('A note from our review team');
    });

    it('keeps the admin notes (trimmed) and puts them in the mail', async () => {
      const boss = await admin();
      const dev = await pendingDeveloper();
      const since = t.mail.mails.length;
      const result = await gql(approve(dev.id, '  Welcome aboard <3  '), boss.cookie);
      expect(result.body.errors).toBeUndefined();
      expect((await rowOf(dev.id))?.verificationNotes).toBe('Welcome aboard <3');
      expect((await historyOf(dev.id))[0]?.notes).toBe('Welcome aboard <3');
      const sent = await t.mail.waitFor(dev.email, { since, subject: APPROVAL_MAIL_SUBJECT });
      expect(sent.text).toContain('Welcome aboard <3');
      expect(sent.html).toContain('Welcome aboard &#60;3');
    });

    it('treats blank notes as none', async () => {
      const boss = await admin();
      const dev = await pendingDeveloper();
      expect((await gql(approve(dev.id, '   '), boss.cookie)).body.errors).toBeUndefined();
      expect((await rowOf(dev.id))?.verificationNotes).toMatch(/^Approved by admin on \d{4}-/);
    });
  });

  describe('reject', () => {
    it('rejects with the reason, records history and mails the reason with reply-to support', async () => {
      const boss = await admin();
      const dev = await pendingDeveloper();
      const since = t.mail.mails.length;
      const result = await gql(reject(dev.id, '  The address is incomplete.  '), boss.cookie);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data).toMatchObject({
        rejectDeveloperAccount: {
          developerStatus: {
            status: 'rejected',
            verifiedAt: null,
            verificationNotes: 'The address is incomplete.',
          },
        },
      });
      expect(await rowOf(dev.id)).toMatchObject({
        developerStatus: 'rejected',
        verifiedAt: null,
        verificationNotes: 'The address is incomplete.',
      });
      expect(await historyOf(dev.id)).toEqual([
        expect.objectContaining({
          changedBy: boss.id,
          fromStatus: 'pending',
          toStatus: 'rejected',
          notes: 'The address is incomplete.',
        }),
      ]);
      const sent = await t.mail.waitFor(dev.email, { since, subject: REJECTION_MAIL_SUBJECT });
      expect(sent.subject).toBe(REJECTION_MAIL_SUBJECT);
      expect(sent.replyTo).toBe(SUPPORT);
      expect(sent.text).toContain('The address is incomplete.');
      expect(sent.text).toContain('http://localhost:3000/onboarding/developer-details');
    });

    it.each([
      ['blank', '   ', 'Please provide a reason for rejection.'],
      ['too long', 'x'.repeat(1001), 'Rejection reason must be 1000 characters or less'],
    ])('refuses a %s reason and changes nothing', async (_label, reason, message) => {
      const boss = await admin();
      const dev = await pendingDeveloper();
      const before = await snapshot();
      const decisions = () => t.mail.mails.filter((m) => m.subject === REJECTION_MAIL_SUBJECT);
      const since = decisions().length;
      const result = await gql(reject(dev.id, reason), boss.cookie);
      expect(result.body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'VALIDATION_FAILED' },
      });
      expect(await snapshot()).toEqual(before);
      // Mail is queued with the change: run the queue so a wrongly queued mail would show.
      await t.drainJobs();
      expect(decisions()).toHaveLength(since);
    });

    it('puts a rejected developer back in the queue when they resubmit step 3', async () => {
      const boss = await admin();
      const dev = await pendingDeveloper();
      await gql(reject(dev.id, 'Please use your legal name.'), boss.cookie);
      const pageOf = async () =>
        ((await gql(list(), boss.cookie)).body.data as { listPendingDevelopers: Page })
          .listPendingDevelopers.items;
      expect(await pageOf()).toEqual([]);

      const resubmitted = await gql(
        `mutation { updateOnboardingProgress(step: developerDetails, data: {
          firstName: "Augusta Ada", lastName: "King", address: "12 St James Square",
          city: "London", postalCode: "SW1Y 4JH" }) { userId } }`,
        dev.cookie,
      );
      expect(resubmitted.body.errors).toBeUndefined();
      expect(await pageOf()).toEqual([{ userId: dev.id, email: dev.email }]);
      expect((await historyOf(dev.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
        ['pending', 'rejected'],
        ['rejected', 'pending'],
      ]);
    });
  });

  describe('decisions on a developer that is not pending', () => {
    it('answers NOT_FOUND without a profile', async () => {
      const boss = await admin();
      const noProfile = await developer();
      for (const operation of [approve(noProfile.id), reject('no-such-user', 'Reason')]) {
        const result = await gql(operation, boss.cookie);
        expect(result.body.errors?.[0]).toMatchObject({
          message: 'Developer account not found.',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    });

    it('refuses an admin deciding their own developer account, changing nothing', async () => {
      const boss = await admin();
      await seedDeveloperProfile(db(), boss.id, { firstName: 'Self', lastName: 'Reviewer' });
      const before = await snapshot();
      for (const operation of [approve(boss.id), reject(boss.id, 'Reason')]) {
        const result = await gql(operation, boss.cookie);
        expect(result.body.errors?.[0]).toMatchObject({
          message: 'You cannot review your own developer account.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each(['verified', 'rejected', null] as const)(
      'answers ALREADY_REVIEWED for a %s developer and changes nothing',
      async (status) => {
        const boss = await admin();
        const dev = await developer();
        await seedDeveloperProfile(db(), dev.id, { developerStatus: status });
        const before = await snapshot();
        for (const operation of [approve(dev.id), reject(dev.id, 'Reason')]) {
          const result = await gql(operation, boss.cookie);
          expect(result.body.errors?.[0]).toMatchObject({
            message: 'This developer account has already been reviewed.',
            extensions: { code: 'ALREADY_REVIEWED' },
          });
        }
        expect(await snapshot()).toEqual(before);
      },
    );

    it.each([
      ['approve and reject', (id: string) => [approve(id, 'Looks good'), reject(id, 'Looks bad')]],
      ['approve and approve', (id: string) => [approve(id, 'First'), approve(id, 'Second')]],
    ])('lets exactly one of two admins deciding at once win (%s)', async (_label, operations) => {
      const [first, second] = [await admin(), await admin()];
      const dev = await pendingDeveloper();
      const [a, b] = operations(dev.id);
      const results = await Promise.all([gql(a ?? '', first.cookie), gql(b ?? '', second.cookie)]);
      const codes = results.map((r) => codeOf(r) ?? 'OK').sort();
      expect(codes).toEqual(['ALREADY_REVIEWED', 'OK']);
      const history = await historyOf(dev.id);
      expect(history).toHaveLength(1);
      const winner = results.findIndex((r) => codeOf(r) === undefined);
      expect(history[0]?.changedBy).toBe([first, second][winner]?.id);
      const row = await rowOf(dev.id);
      expect(row?.developerStatus).toBe(history[0]?.toStatus);
      expect(row?.verificationNotes).toBe(history[0]?.notes);
    });
  });

  describe('listPendingDevelopers', () => {
    // Microsecond and identical timestamps: a cursor keeping only milliseconds would repeat or
    // skip rows; ties are broken by user id.
    const SEEDED: [string, string][] = [
      ['p6', '2026-01-02 00:00:00+00'],
      ['p7', '2026-01-01 00:00:00.001+00'],
      ['p5', '2026-01-01 00:00:00.000999+00'],
      ['p4', '2026-01-01 00:00:00.000002+00'],
      ['p2', '2026-01-01 00:00:00.000002+00'],
      ['p1', '2026-01-01 00:00:00.000002+00'],
      ['p3', '2026-01-01 00:00:00.000001+00'],
    ];
    const ORDER = ['p3', 'p1', 'p2', 'p4', 'p5', 'p7', 'p6'];

    async function seedQueue() {
      for (const [id, createdAt] of SEEDED) {
        await seedUser(db(), id);
        await seedDeveloperProfile(db(), id);
        await db().execute(
          sql`update developer_profile set created_at = ${createdAt}::timestamptz where user_id = ${id}`,
        );
      }
      // Not pending: never listed, wherever their created_at falls.
      for (const [id, status] of [
        ['v1', 'verified'],
        ['r1', 'rejected'],
        ['n1', null],
      ] as const) {
        await seedUser(db(), id);
        await seedDeveloperProfile(db(), id, {
          developerStatus: status,
          createdAt: new Date('2026-01-01T00:00:00.000Z'),
        });
      }
    }

    const page = async (cookie: string, args: string) => {
      const result = await gql(list(args), cookie);
      expect(result.body.errors).toBeUndefined();
      return (result.body.data as { listPendingDevelopers: Page }).listPendingDevelopers;
    };

    it('pages oldest first with a keyset cursor, every developer exactly once', async () => {
      const boss = await admin();
      await seedQueue();
      const expected = (
        await db()
          .select({ userId: developerProfile.userId })
          .from(developerProfile)
          .where(eq(developerProfile.developerStatus, 'pending'))
          .orderBy(asc(developerProfile.createdAt), asc(developerProfile.userId))
      ).map((r) => r.userId);
      expect(expected).toEqual(ORDER);

      const pages: string[][] = [];
      let token: string | null = null;
      do {
        const args: string = `limit: 3${token ? `, nextToken: ${literal(token)}` : ''}`;
        const current: Page = await page(boss.cookie, args);
        pages.push(current.items.map((item) => item.userId));
        token = current.nextToken;
      } while (token && pages.length < 10);
      expect(pages).toEqual([['p3', 'p1', 'p2'], ['p4', 'p5', 'p7'], ['p6']]);
    });

    it('returns full profiles with the email and no nextToken on an exact last page', async () => {
      const boss = await admin();
      await seedQueue();
      const all = await page(boss.cookie, 'limit: 7');
      expect(all.items.map((i) => i.userId)).toEqual(ORDER);
      expect(all.items[0]?.email).toBe('p3@example.com');
      expect(all.nextToken).toBeNull();
      const result = await gql(
        `{ listPendingDevelopers { items { ${PROFILE_FIELDS} } nextToken } }`,
        boss.cookie,
      );
      expect(result.body.data).toMatchObject({
        listPendingDevelopers: {
          nextToken: null,
          items: expect.arrayContaining([
            expect.objectContaining({
              userId: 'p3',
              personalInfo: expect.objectContaining({ firstName: 'Grace', city: 'Arlington' }),
              developerStatus: expect.objectContaining({ status: 'pending' }),
              onboardingData: expect.objectContaining({ appName: 'Compiler' }),
            }),
          ]),
        },
      });
    });

    it('uses the default limit of 50', async () => {
      const boss = await admin();
      for (let i = 0; i < 51; i += 1) {
        const id = `d${String(i).padStart(2, '0')}`;
        await seedUser(db(), id);
        await seedDeveloperProfile(db(), id);
      }
      const first = await page(boss.cookie, '');
      expect(first.items).toHaveLength(50);
      expect(first.nextToken).not.toBeNull();
      const rest = await page(boss.cookie, `nextToken: ${literal(first.nextToken)}`);
      expect(rest.items).toHaveLength(1);
      expect(rest.nextToken).toBeNull();
    });

    it.each([
      ['not base64url', '"%%%"'],
      ['not a cursor', literal(Buffer.from('{"c":1}').toString('base64url'))],
      ['empty', '""'],
    ])('refuses a nextToken that is %s with INVALID_NEXT_TOKEN', async (_label, token) => {
      const boss = await admin();
      const result = await gql(list(`nextToken: ${token}`), boss.cookie);
      expect(result.body.errors?.[0]).toMatchObject({
        message: INVALID_NEXT_TOKEN_MESSAGE,
        extensions: { code: 'INVALID_NEXT_TOKEN' },
      });
    });

    it.each([0, -3, 101])('refuses limit %i with VALIDATION_FAILED', async (limit) => {
      const boss = await admin();
      const result = await gql(list(`limit: ${limit}`), boss.cookie);
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'The limit must be a whole number from 1 to 100.',
        extensions: { code: 'VALIDATION_FAILED' },
      });
    });

    it('accepts limits 1 and 100', async () => {
      const boss = await admin();
      await seedQueue();
      expect((await page(boss.cookie, 'limit: 1')).items.map((i) => i.userId)).toEqual(['p3']);
      expect((await page(boss.cookie, 'limit: 100')).items).toHaveLength(7);
    });
  });
});
