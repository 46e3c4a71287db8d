import { APP_STATUSES, DEVELOPER_STATUSES } from '@vmu/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { application } from '../../db/schema/apps';
import { seedDeveloperProfile, seedUser, signedInUser } from '../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const STATS = `{ getAdminStats { totalApps pendingReview pendingNewApps pendingUpdates publishedApps totalDevelopers pendingDevelopers } }`;

describe.each(testTargets())('getAdminStats [%s]', (target) => {
  const t = useTestApp(target);
  const db = () => t.db;

  const countOf = async (query: ReturnType<typeof sql>) => {
    const result = await db().execute(query);
    return Number((result as unknown as { rows: { count: number | string }[] }).rows[0]?.count);
  };

  it('answers zeros on an empty store', async () => {
    const boss = await signedInUser(t.app, db(), { email: `boss-${target}@x.test`, role: 'admin' });
    const result = await graphqlRequest(t.app, STATS, boss.cookie);
    expect(result.body).toEqual({
      data: {
        getAdminStats: {
          totalApps: 0,
          pendingReview: 0,
          pendingNewApps: 0,
          pendingUpdates: 0,
          publishedApps: 0,
          totalDevelopers: 0,
          pendingDevelopers: 0,
        },
      },
    });
  });

  it('counts apps per status and developers per status as the database does', async () => {
    const boss = await signedInUser(t.app, db(), { email: `boss-${target}@x.test`, role: 'admin' });
    // Developers in each status, twice over, plus profiles with no status yet.
    const statuses = [...DEVELOPER_STATUSES, ...DEVELOPER_STATUSES, 'verified', null, null];
    for (const [i, status] of statuses.entries()) {
      await seedUser(db(), `dev${i}`);
      await seedDeveloperProfile(db(), `dev${i}`, { developerStatus: status as never });
    }
    // Apps in every status, spread over several developers, some statuses more than once.
    const appStatuses = [...APP_STATUSES, 'SUBMITTED', 'LIVE', 'LIVE', 'DRAFT'] as const;
    await db()
      .insert(application)
      .values(
        appStatuses.map((status, i) => ({
          developerId: `dev${i % 4}`,
          appName: `App ${i}`,
          bundleIdentifier: `com.example.app${i}`,
          status,
        })),
      );

    const result = await graphqlRequest(t.app, STATS, boss.cookie);
    expect(result.body.errors).toBeUndefined();
    const expected = {
      totalApps: await countOf(sql`select count(*) from application`),
      // No updates in review here: store-figures.test.ts counts those too.
      pendingReview: await countOf(
        sql`select count(*) from application where status = 'SUBMITTED'`,
      ),
      pendingNewApps: await countOf(
        sql`select count(*) from application where status = 'SUBMITTED'`,
      ),
      pendingUpdates: 0,
      publishedApps: await countOf(sql`select count(*) from application where status = 'LIVE'`),
      totalDevelopers: await countOf(
        sql`select count(*) from developer_profile where developer_status = 'verified'`,
      ),
      pendingDevelopers: await countOf(
        sql`select count(*) from developer_profile where developer_status = 'pending'`,
      ),
    };
    expect(expected).toEqual({
      totalApps: 9,
      pendingReview: 2,
      pendingNewApps: 2,
      pendingUpdates: 0,
      publishedApps: 3,
      totalDevelopers: 3,
      pendingDevelopers: 2,
    });
    expect(result.body.data).toEqual({ getAdminStats: expected });
  });

  it('refuses application rows outside the known statuses and visibilities', async () => {
    await seedUser(db(), 'dev');
    await expect(
      db().execute(
        sql`insert into application (developer_id, app_name, bundle_identifier, status) values ('dev', 'X', 'com.x', 'PUBLISHED')`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`insert into application (developer_id, app_name, bundle_identifier, visibility) values ('dev', 'X', 'com.x', 'UNLISTED')`,
      ),
    ).rejects.toThrow();
    await db().insert(application).values({
      developerId: 'dev',
      appName: 'X',
      bundleIdentifier: 'com.x',
    });
    const [row] = await db().select().from(application);
    expect(row).toMatchObject({ status: 'DRAFT', visibility: 'PRIVATE' });
  });
});
