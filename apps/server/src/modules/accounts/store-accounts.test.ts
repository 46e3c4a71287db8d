import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE } from '@vmu/domain';
import { user } from '../../db/schema/accounts';
import { developerProfile } from '../../db/schema/developers';
import { codeOf, signedInUser } from '../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../test/harness';
import { requestUpload } from '../../test/upload-requests';
import { useTestApp } from '../../test/use-test-app';
import { NOT_A_STORE_ACCOUNT_MESSAGE } from './services/become-developer';

const BECOME_DEVELOPER = 'mutation { becomeDeveloper { role onboardingCompleted } }';

// Store accounts (role customer, decision 0038) buy and download; the developer areas are not
// theirs.
describe.each(testTargets())('store accounts [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const account = (role: 'customer' | 'developer' | 'admin') =>
    signedInUser(t.app, t.db, { email: `${role}${(counter += 1)}-${target}@example.com`, role });
  const gql = (query: string, cookie?: string) => graphqlRequest(t.app, query, cookie);
  const roleOf = async (id: string) =>
    (await t.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

  it('refuses every developer area to a store account, saying what it is, and stores nothing', async () => {
    const fan = await account('customer');
    const calls = [
      `mutation { createDeveloperProfile(email: "${fan.email}") { userId } }`,
      `mutation { updateOnboardingProgress(step: appDetails, data: { appName: "Orbit" }) { userId } }`,
      '{ listDeveloperApplications { nextToken } }',
      `{ getPaymentEligibility { eligible } }`,
    ];
    for (const query of calls) {
      const result = await gql(query, fan.cookie);
      expect(codeOf(result), query).toBe('STORE_ACCOUNT');
      expect(result.body.errors?.[0]?.message).toBe(STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);
      expect(result.status).toBe(403);
    }
    const upload = await requestUpload(t.app, fan.cookie, {
      fileName: 'icon.png',
      fileSize: 100,
      fileType: 'image/png',
      assetType: 'icon',
      appId: 'x',
    });
    expect(upload.status).toBe(403);
    expect(upload.body.error).toBe(STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);
    expect(
      await t.db.select().from(developerProfile).where(eq(developerProfile.userId, fan.id)),
    ).toHaveLength(0);
    expect((await gql('{ viewer { role } }', fan.cookie)).body.data).toEqual({
      viewer: { role: 'CUSTOMER' },
    });
  });

  it('makes a store account a developer once, who may then onboard', async () => {
    const fan = await account('customer');
    const became = await gql(BECOME_DEVELOPER, fan.cookie);
    expect(became.body.data).toEqual({
      becomeDeveloper: { role: 'DEVELOPER', onboardingCompleted: false },
    });
    expect(await roleOf(fan.id)).toBe('developer');
    const again = await gql(BECOME_DEVELOPER, fan.cookie);
    expect(codeOf(again)).toBe('NOT_A_STORE_ACCOUNT');
    expect(again.body.errors?.[0]?.message).toBe(NOT_A_STORE_ACCOUNT_MESSAGE);
    const onboarding = await gql(
      `mutation { updateOnboardingProgress(step: appDetails, data: { appName: "Orbit" }) { userId } }`,
      fan.cookie,
    );
    expect(onboarding.body.errors).toBeUndefined();
  });

  it('never changes a developer or an admin, and asks for a session', async () => {
    const dev = await account('developer');
    const admin = await account('admin');
    for (const someone of [dev, admin]) {
      expect(codeOf(await gql(BECOME_DEVELOPER, someone.cookie))).toBe('NOT_A_STORE_ACCOUNT');
    }
    expect(await roleOf(dev.id)).toBe('developer');
    expect(await roleOf(admin.id)).toBe('admin');
    expect(codeOf(await gql(BECOME_DEVELOPER))).toBe('UNAUTHENTICATED');
  });

  it('changes the role once when pressed twice at the same time', async () => {
    const fan = await account('customer');
    const results = await Promise.all([
      gql(BECOME_DEVELOPER, fan.cookie),
      gql(BECOME_DEVELOPER, fan.cookie),
    ]);
    expect(results.filter((result) => !result.body.errors)).toHaveLength(1);
    expect(await roleOf(fan.id)).toBe('developer');
  });
});
