import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DELETED_ACCOUNT_MESSAGE,
  DELETED_ACCOUNT_NAME,
  DEVELOPER_DELETED_MESSAGE,
  deletedAccountEmail,
} from '@vmu/domain';
import { user } from '../../db/schema/accounts';
import { auditEvent } from '../../db/schema/audit-log';
import { JOB_SCHEMA } from '../../platform/jobs/job-queue';
import { SEND_MAIL_JOB } from '../../platform/mail/mail-queue';
import { seedApplication, seedVersion, verifiedDeveloper } from '../../test/app-fixtures';
import { REVIEW_OPERATIONS as REVIEW } from '../../test/app-review-operations';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

// No staff action reaches a deleted account (decision 0058): its account actions, its developer
// review and its apps' moderation are refused with ACCOUNT_DELETED, change nothing, record
// nothing and mail nobody.

const ACCOUNT_ACTIONS = {
  grantAdmin: `mutation($userId: ID!) { grantAdmin(userId: $userId, reason: "Joins") { id role } }`,
  revokeAdmin: `mutation($userId: ID!) { revokeAdmin(userId: $userId, reason: "Left") { id role } }`,
  suspendAccount: `mutation($userId: ID!) { suspendAccount(userId: $userId, reason: "Spam") { id } }`,
  restoreAccount: `mutation($userId: ID!) {
    restoreAccount(userId: $userId, reason: "Appeal", restoreApps: true) { id } }`,
  approveDeveloperAccount: `mutation($userId: ID!) { approveDeveloperAccount(userId: $userId) { userId } }`,
  rejectDeveloperAccount: `mutation($userId: ID!) {
    rejectDeveloperAccount(userId: $userId, notes: "No registration") { userId } }`,
} as const;

describe.each(testTargets())('staff and deleted accounts [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, who: SignedInUser) =>
    gqlWith(t.app, query, variables, who.cookie);
  const staff = () =>
    signedInUser(t.app, t.db, { email: email('staff'), name: 'Grace Hopper', role: 'admin' });

  /** What deleting one's own account leaves of the row (decision 0047). */
  const markDeleted = (userId: string) =>
    t.db
      .update(user)
      .set({
        name: DELETED_ACCOUNT_NAME,
        email: deletedAccountEmail(userId),
        deletedAt: sql`now()`,
      })
      .where(eq(user.id, userId));

  const auditRows = async () => (await t.db.select().from(auditEvent)).length;
  async function mailsToPlaceholders(): Promise<number> {
    const result = await t.db.execute(
      sql.raw(
        `select count(*)::int as n from ${JOB_SCHEMA}.job where name = '${SEND_MAIL_JOB}' and data->>'to' like '%@deleted.invalid'`,
      ),
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  it('refuses every account action and developer decision on a deleted account, changing nothing', async () => {
    const grace = await staff();
    const suspendedThenDeleted = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    dataOf(
      await gql(ACCOUNT_ACTIONS.suspendAccount, { userId: suspendedThenDeleted.id }, grace),
      'suspendAccount',
    );
    const developer = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const pending = await signedInUser(t.app, t.db, { email: email('pending') });
    await seedDeveloperProfile(t.db, pending.id, { developerStatus: 'pending' });
    const formerAdmin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    for (const account of [suspendedThenDeleted, developer, pending, formerAdmin]) {
      await markDeleted(account.id);
    }
    const before = { audit: await auditRows(), users: await t.db.select().from(user) };

    const attempts: [keyof typeof ACCOUNT_ACTIONS, SignedInUser][] = [
      ['grantAdmin', developer],
      ['suspendAccount', developer],
      ['restoreAccount', suspendedThenDeleted],
      ['revokeAdmin', formerAdmin],
      ['approveDeveloperAccount', pending],
      ['rejectDeveloperAccount', pending],
    ];
    for (const [action, account] of attempts) {
      const result = await gql(ACCOUNT_ACTIONS[action], { userId: account.id }, grace);
      expect(codeOf(result), action).toBe('ACCOUNT_DELETED');
      expect(messageOf(result), action).toBe(DELETED_ACCOUNT_MESSAGE);
    }
    expect(await auditRows()).toBe(before.audit);
    expect(await t.db.select().from(user)).toEqual(before.users);
    expect(await mailsToPlaceholders()).toBe(0);

    // The account's page says it was deleted.
    const page = dataOf<{ user: { deletedAt: string | null } }>(
      await gql(
        `query($userId: ID!) { adminUser(userId: $userId) { user { deletedAt } } }`,
        { userId: developer.id },
        grace,
      ),
      'adminUser',
    );
    expect(page.user.deletedAt).not.toBeNull();
  });

  it("refuses to moderate a deleted account's apps", async () => {
    const grace = await staff();
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const suspended = await seedApplication(t.db, dev.id, { status: 'SUSPENDED', appName: 'Gone' });
    const rejected = await seedApplication(t.db, dev.id, { status: 'SUBMITTED', appName: 'Left' });
    await seedVersion(t.db, rejected.id, { reviewStatus: 'PENDING' });
    await markDeleted(dev.id);
    const before = await auditRows();
    for (const [query, variables] of [
      [REVIEW.restore, { appId: suspended.id }],
      [REVIEW.approve, { appId: rejected.id }],
      [REVIEW.reject, { appId: rejected.id, reason: 'Broken' }],
    ] as const) {
      const result = await gql(query, variables, grace);
      expect(codeOf(result)).toBe('ACCOUNT_DELETED');
      expect(messageOf(result)).toBe(DEVELOPER_DELETED_MESSAGE);
    }
    expect(await auditRows()).toBe(before);
    expect(await mailsToPlaceholders()).toBe(0);
  });
});
