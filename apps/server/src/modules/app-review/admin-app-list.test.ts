import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/accounts';
import { application } from '../../db/schema/apps';
import { developerStatusChange } from '../../db/schema/developers';
import { INVALID_NEXT_TOKEN_MESSAGE } from '../../db/keyset-cursor';
import { seedApplication, seedVersion, verifiedDeveloper } from '../../test/app-fixtures';
import { codeOf, seedUser, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { DEVELOPER_NOT_FOUND_MESSAGE } from '../developer-review/services/decide-developer-account';
import { REVIEW_OPERATIONS as OPS } from '../../test/app-review-operations';

type Item = {
  appId: string;
  appName: string;
  status: string;
  shortDescription: string;
  metadata: { updatedAt: string };
  developer: { userId: string; name: string; email: string };
};
type Page = { items: Item[]; nextToken: string | null };

describe.each(testTargets())('admin app list, counts and developer view [%s]', (target) => {
  const t = useTestApp(target);
  let boss: SignedInUser;
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie = boss.cookie) =>
    gqlWith(t.app, query, variables, cookie);
  const list = async (variables: Record<string, unknown>) =>
    dataOf<Page>(await gql(OPS.list, variables), 'listAllApplications');
  const namesOf = (page: Page) => page.items.map((item) => item.appName);

  /** Two developers' apps in every status, each changed a minute after the one before. */
  async function seedStore() {
    boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const ada = await verifiedDeveloper(t.app, db(), { email: email('ada'), name: 'Ada Lovelace' });
    const linus = await verifiedDeveloper(t.app, db(), {
      email: email('linus'),
      name: 'Linus 100%_Sure',
    });
    const specs = [
      [ada, 'Comet Chase', 'DRAFT', 'Chase comets across space'],
      [ada, 'Pixel Farm', 'SUBMITTED', 'Grow pixels on a tiny farm'],
      [linus, 'Kernel Panic', 'LIVE', 'A puzzle about 100% uptime'],
      [linus, 'Snake_Case', 'SUSPENDED', 'The classic snake game'],
      [ada, 'Star Hopper', 'REJECTED', 'Hop between the stars'],
      [linus, 'Tux Racer', 'LIVE', 'Slide down snowy hills'],
      [ada, 'Moon Base', 'SUBMITTED', 'Build a base on the moon'],
    ] as const;
    const base = Date.parse('2026-11-01T10:00:00Z');
    for (const [i, [dev, appName, status, shortDescription]] of specs.entries()) {
      await seedApplication(db(), dev.id, {
        appName,
        status,
        shortDescription,
        updatedAt: new Date(base + i * 60_000),
      });
    }
    return { ada, linus };
  }

  it('lists every app newest change first with its developer; status and excludeStatus filter', async () => {
    const { ada } = await seedStore();
    const all = await list({});
    expect(namesOf(all)).toEqual([
      'Moon Base',
      'Tux Racer',
      'Star Hopper',
      'Snake_Case',
      'Kernel Panic',
      'Pixel Farm',
      'Comet Chase',
    ]);
    expect(all.nextToken).toBeNull();
    expect(all.items[0]?.developer).toEqual({
      userId: ada.id,
      name: 'Ada Lovelace',
      email: ada.email,
    });
    expect(namesOf(await list({ excludeStatus: 'SUBMITTED' }))).toEqual([
      'Tux Racer',
      'Star Hopper',
      'Snake_Case',
      'Kernel Panic',
      'Comet Chase',
    ]);
    expect(namesOf(await list({ status: 'LIVE' }))).toEqual(['Tux Racer', 'Kernel Panic']);
    // The review queue: the app waiting longest first.
    expect(namesOf(await list({ status: 'SUBMITTED' }))).toEqual(['Pixel Farm', 'Moon Base']);
    expect(namesOf(await list({ status: 'LIVE', excludeStatus: 'LIVE' }))).toEqual([]);
  });

  it('serves the review queue oldest submission first, page after page, ties by id', async () => {
    boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const at = sql`'2026-11-02T10:00:00.123456Z'::timestamptz`;
    for (let i = 0; i < 10; i += 1) {
      await seedApplication(db(), dev.id, {
        appName: `Waiting ${i}`,
        status: i % 4 === 3 ? 'LIVE' : 'SUBMITTED',
        // Submitted in reverse of their seeding, some at the same moment.
        updatedAt: i < 4 ? at : new Date(Date.parse('2026-11-02T09:00:00Z') - i * 60_000),
      });
    }
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: Page = await list({ limit: 2, nextToken, status: 'SUBMITTED' });
      seen.push(...page.items.map((item) => item.appId));
      nextToken = page.nextToken;
    } while (nextToken);
    const expected = await db()
      .select({ id: application.id })
      .from(application)
      .where(sql`${application.status} = 'SUBMITTED'`)
      .orderBy(sql`${application.updatedAt} asc, ${application.id} asc`);
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(seen).toHaveLength(8);
    // A search of the queue keeps its order.
    const searched = await list({ status: 'SUBMITTED', search: 'waiting' });
    expect(searched.items.map((item) => item.appId)).toEqual(seen);
  });

  it('searches app name, short description and developer name, case-insensitively, with LIKE characters taken literally', async () => {
    await seedStore();
    expect(namesOf(await list({ search: 'STAR' }))).toEqual(['Star Hopper']);
    expect(namesOf(await list({ search: 'comets' }))).toEqual(['Comet Chase']);
    expect(namesOf(await list({ search: '  snake  ' }))).toEqual(['Snake_Case']);
    expect(namesOf(await list({ search: 'lovelace' }))).toEqual([
      'Moon Base',
      'Star Hopper',
      'Pixel Farm',
      'Comet Chase',
    ]);
    expect(namesOf(await list({ search: 'lovelace', excludeStatus: 'SUBMITTED' }))).toEqual([
      'Star Hopper',
      'Comet Chase',
    ]);
    // '%' and '_' match themselves: '100%' is in a description and in Linus's name.
    expect(namesOf(await list({ search: '100%' }))).toEqual([
      'Tux Racer',
      'Snake_Case',
      'Kernel Panic',
    ]);
    expect(namesOf(await list({ search: 'e_c' }))).toEqual(['Snake_Case']);
    expect(namesOf(await list({ search: '%_Sure', status: 'LIVE' }))).toEqual([
      'Tux Racer',
      'Kernel Panic',
    ]);
    expect(namesOf(await list({ search: 'no such thing' }))).toEqual([]);
    expect(namesOf(await list({ search: '   ' }))).toHaveLength(7);
  });

  it('pages by keyset without gaps or repeats, even when apps share a timestamp', async () => {
    boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const at = sql`'2026-11-02T10:00:00.123456Z'::timestamptz`;
    for (let i = 0; i < 12; i += 1) {
      await seedApplication(db(), dev.id, {
        appName: `Same ${i}`,
        status: i % 3 === 0 ? 'SUBMITTED' : 'LIVE',
        updatedAt: i < 8 ? at : new Date(Date.parse('2026-11-02T11:00:00Z') + i),
      });
    }
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list({ limit: 3, nextToken, excludeStatus: 'SUBMITTED' });
      seen.push(...page.items.map((item) => item.appId));
      nextToken = page.nextToken;
      pages += 1;
    } while (nextToken);
    const expected = await db()
      .select({ id: application.id })
      .from(application)
      .where(sql`${application.status} <> 'SUBMITTED'`)
      .orderBy(sql`${application.updatedAt} desc, ${application.id} desc`);
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(seen).toHaveLength(8);
    expect(pages).toBe(3);
    expect((await list({})).items).toHaveLength(12);
  });

  it('searches beyond the newest rows it first walks, and pages a common term in order', async () => {
    boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev'), name: 'Plain Name' });
    // 1,200 apps: every 8th is a "Comet" app, and three "Nebula" apps older than all the rest.
    await db().execute(sql`
      insert into application (developer_id, app_name, bundle_identifier, status, updated_at)
      select ${dev.id},
        case when n > 1197 then 'Nebula ' || n when n % 8 = 0 then 'Comet ' || n else 'Other ' || n end,
        'com.walk.app' || n, case when n % 5 = 0 then 'SUBMITTED' else 'LIVE' end,
        timestamptz '2026-11-01T00:00:00Z' - make_interval(secs => n)
      from generate_series(1, 1200) n`);
    const expected = async (term: string) =>
      (
        await db()
          .select({ id: application.id })
          .from(application)
          .where(
            sql`${application.appName} ilike ${`%${term}%`} and ${application.status} <> 'SUBMITTED'`,
          )
          .orderBy(sql`${application.updatedAt} desc, ${application.id} desc`)
      ).map((row) => row.id);
    const pagedIds = async (search: string, limit: number) => {
      const ids: string[] = [];
      let nextToken: string | null = null;
      do {
        const page: Page = await list({ search, limit, nextToken, excludeStatus: 'SUBMITTED' });
        ids.push(...page.items.map((item) => item.appId));
        nextToken = page.nextToken;
      } while (nextToken);
      return ids;
    };
    const nebula = await expected('nebula');
    expect(nebula).toHaveLength(2);
    expect(await pagedIds('NEBULA', 100)).toEqual(nebula);
    const comets = await expected('comet');
    expect(comets.length).toBeGreaterThan(100);
    expect(await pagedIds('comet', 100)).toEqual(comets);
    expect(await pagedIds('comet', 7)).toEqual(comets);
  });

  it('refuses a bad limit or nextToken', async () => {
    await seedStore();
    for (const limit of [0, 101, -5]) {
      const result = await gql(OPS.list, { limit });
      expect(codeOf(result)).toBe('VALIDATION_FAILED');
      expect(messageOf(result)).toBe('The limit must be a whole number from 1 to 100.');
    }
    for (const nextToken of ['garbage', Buffer.from('{"c":"x","u":"y"}').toString('base64url')]) {
      const result = await gql(OPS.list, { nextToken });
      expect(codeOf(result)).toBe('INVALID_NEXT_TOKEN');
      expect(messageOf(result)).toBe(INVALID_NEXT_TOKEN_MESSAGE);
    }
    expect(codeOf(await gql(OPS.list, { search: 'x'.repeat(161) }))).toBe('VALIDATION_FAILED');
  });

  it('answers 100 apps per page by default', async () => {
    boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    await db().execute(sql`
      insert into application (developer_id, app_name, bundle_identifier, status)
      select ${dev.id}, 'Bulk ' || n, 'com.bulk.app' || n, 'LIVE' from generate_series(1, 101) n`);
    const page = await list({});
    expect(page.items).toHaveLength(100);
    expect(page.nextToken).not.toBeNull();
  });

  it('counts every status exactly, all but SUBMITTED, and LIVE apps changed since a moment', async () => {
    await seedStore();
    const since = '2026-11-01T10:05:00.000Z';
    const result = await gql(OPS.counts, { since });
    const byStatus = async (status: string) =>
      (
        await db()
          .select()
          .from(application)
          .where(eq(application.status, status as never))
      ).length;
    expect(dataOf(result, 'getAdminApplicationCounts')).toEqual({
      draft: await byStatus('DRAFT'),
      submitted: await byStatus('SUBMITTED'),
      live: await byStatus('LIVE'),
      suspended: await byStatus('SUSPENDED'),
      rejected: await byStatus('REJECTED'),
      totalExceptSubmitted: 5,
      // Tux Racer changed at 10:05 exactly (inclusive); Kernel Panic at 10:02.
      liveSince: 1,
    });
    expect(dataOf(result, 'getAdminApplicationCounts')).toMatchObject({
      draft: 1,
      submitted: 2,
      live: 2,
      suspended: 1,
      rejected: 1,
    });
    const badDate = await gql(OPS.counts, { since: 'yesterday' });
    expect(badDate.status).toBe(400);
    expect(messageOf(badDate)).toContain('DateTime must be an ISO 8601 string');
    // A second time goes through the compiled (JIT) query: still the caller's mistake.
    const again = await gql(OPS.counts, { since: 'not a date' });
    expect(again.status).toBe(400);
    expect(messageOf(again)).toContain('DateTime must be an ISO 8601 string');
  });

  it('keeps the counts and getAdminStats exact after a review', async () => {
    await seedStore();
    const [pending] = await db()
      .select()
      .from(application)
      .where(eq(application.appName, 'Moon Base'));
    await seedVersion(db(), pending!.id);
    const stats = `{ getAdminStats { totalApps pendingReview publishedApps } }`;
    const countsNow = async () =>
      dataOf(
        await gql(OPS.counts, { since: new Date(Date.now() - 60_000).toISOString() }),
        'getAdminApplicationCounts',
      );
    expect(dataOf(await gql(stats, {}), 'getAdminStats')).toEqual({
      totalApps: 7,
      pendingReview: 2,
      publishedApps: 2,
    });
    expect(await countsNow()).toMatchObject({ submitted: 2, live: 2, liveSince: 0 });
    dataOf(await gql(OPS.approve, { appId: pending!.id }), 'approveApplication');
    expect(dataOf(await gql(stats, {}), 'getAdminStats')).toEqual({
      totalApps: 7,
      pendingReview: 1,
      publishedApps: 3,
    });
    expect(await countsNow()).toMatchObject({
      submitted: 1,
      live: 3,
      liveSince: 1,
      totalExceptSubmitted: 6,
    });
  });

  it('shows an admin a developer: profile, verification history oldest first with the deciding admin, app count', async () => {
    const { ada } = await seedStore();
    await db().update(user).set({ name: 'Grace Reviewer' }).where(eq(user.id, boss.id));
    await db()
      .insert(developerStatusChange)
      .values([
        {
          userId: ada.id,
          changedBy: ada.id,
          fromStatus: null,
          toStatus: 'pending',
          notes: 'Onboarding completed',
          changedAt: new Date('2026-10-01T09:00:00Z'),
        },
        {
          userId: ada.id,
          changedBy: boss.id,
          fromStatus: 'pending',
          toStatus: 'verified',
          notes: 'Welcome',
          changedAt: new Date('2026-10-02T09:00:00Z'),
        },
      ]);
    const view = dataOf(await gql(OPS.developer, { userId: ada.id }), 'getDeveloperForAdmin');
    expect(view).toEqual({
      profile: {
        userId: ada.id,
        email: ada.email,
        personalInfo: { firstName: 'Grace', lastName: `Hopper ${ada.id}` },
        developerStatus: { status: 'verified' },
      },
      statusHistory: [
        {
          fromStatus: null,
          toStatus: 'pending',
          notes: 'Onboarding completed',
          changedAt: '2026-10-01T09:00:00.000Z',
          changedByName: null,
        },
        {
          fromStatus: 'pending',
          toStatus: 'verified',
          notes: 'Welcome',
          changedAt: '2026-10-02T09:00:00.000Z',
          changedByName: 'Grace Reviewer',
        },
      ],
      applicationCount: 4,
    });
    await seedUser(db(), 'no-profile');
    for (const userId of ['no-profile', 'nobody-at-all']) {
      const missing = await gql(OPS.developer, { userId });
      expect(codeOf(missing)).toBe('NOT_FOUND');
      expect(messageOf(missing)).toBe(DEVELOPER_NOT_FOUND_MESSAGE);
    }
  });

  it("gives the app's developer its developer field but not its review history", async () => {
    const { ada } = await seedStore();
    const [own] = await db()
      .select()
      .from(application)
      .where(eq(application.appName, 'Comet Chase'));
    const withDeveloper = await gql(OPS.getWithDeveloper, { appId: own!.id }, ada.cookie);
    expect(dataOf(withDeveloper, 'getApplication')).toEqual({
      appId: own!.id,
      developer: { userId: ada.id, name: 'Ada Lovelace', email: ada.email },
    });
    const history = await gql(OPS.getWithHistory, { appId: own!.id }, ada.cookie);
    expect(codeOf(history)).toBe('FORBIDDEN');
    expect(messageOf(history)).toBe('Admin access required.');
    expect(dataOf(await gql(OPS.getWithHistory, { appId: own!.id }), 'getApplication')).toEqual({
      appId: own!.id,
      reviewHistory: [],
    });
  });
});
