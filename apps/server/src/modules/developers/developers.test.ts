import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/accounts';
import { developerProfile, developerStatusChange } from '../../db/schema/developers';
import { VIEWER_QUERY } from '../../test/auth-requests';
import { signedInUser } from '../../test/developer-fixtures';
import { graphqlRequest, signUp, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { ONBOARDING_SUBMITTED_NOTE } from './services/update-onboarding-progress';

const PASSWORD = 'Analytical#1843';

const PROFILE_QUERY = `{ getDeveloperProfile {
  userId email
  personalInfo { firstName lastName address city postalCode country }
  businessInfo { accountType companyName legalName }
  onboardingData { appName appDescription completedSteps completedAt country
    appDetails { appName appDescription }
    developerDetails { firstName lastName address city postalCode companyName country } }
  developerStatus { status verifiedAt verificationNotes lastStatusChange }
  accountType businessName ageVerified
  metadata { createdAt updatedAt profileVersion }
} }`;

type StepData = Record<string, string | null>;

const saveStep = (step: string, data: StepData) =>
  `mutation { updateOnboardingProgress(step: ${step}, data: ${toLiteral(data)}) {
    userId
    onboardingData { appName appDescription completedSteps completedAt country
      appDetails { appName appDescription }
      developerDetails { firstName lastName address city postalCode companyName country } }
    metadata { createdAt updatedAt profileVersion }
  } }`;

function toLiteral(data: StepData): string {
  const fields = Object.entries(data).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `{ ${fields.join(', ')} }`;
}

const DETAILS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 St James Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
};

describe.each(testTargets())('developer onboarding [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;

  /** A signed-in user whose email is verified (the code flow has its own tests). */
  async function verifiedUser(name = 'Ada Lovelace') {
    const email = `dev${(counter += 1)}-${target}@example.com`;
    return signedInUser(t.app, t.db, { name, email });
  }

  async function gql(query: string, cookie?: string) {
    return graphqlRequest(t.app, query, cookie);
  }

  async function ok<T>(query: string, cookie: string): Promise<T> {
    const result = await gql(query, cookie);
    expect(result.body.errors).toBeUndefined();
    return result.body.data as T;
  }

  const profileOf = async (cookie: string) =>
    (await ok<{ getDeveloperProfile: Record<string, unknown> | null }>(PROFILE_QUERY, cookie))
      .getDeveloperProfile;

  const rowOf = async (userId: string) =>
    (await t.db.select().from(developerProfile).where(eq(developerProfile.userId, userId)))[0];

  it('refuses signed-out callers with UNAUTHENTICATED', async () => {
    for (const query of [PROFILE_QUERY, saveStep('country', { country: 'DE' })]) {
      const result = await gql(query);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await t.db.select().from(developerProfile)).toHaveLength(0);
  });

  it('refuses users with an unverified email with EMAIL_NOT_VERIFIED', async () => {
    const signed = await signUp(t.app, {
      name: 'Ada Lovelace',
      email: `unverified-${target}@example.com`,
      password: PASSWORD,
    });
    for (const query of [PROFILE_QUERY, saveStep('country', { country: 'DE' })]) {
      const result = await gql(query, signed.cookie);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    }
    expect(await t.db.select().from(developerProfile)).toHaveLength(0);
  });

  it('answers null before any step is saved', async () => {
    const { cookie } = await verifiedUser();
    expect(await profileOf(cookie)).toBeNull();
  });

  it('creates the profile on the first step with the defaults', async () => {
    const { cookie, email, id } = await verifiedUser('Ada Lovelace');
    const saved = await ok<{ updateOnboardingProgress: Record<string, unknown> }>(
      saveStep('appDetails', { appName: ' Orbit ', appDescription: null }),
      cookie,
    );
    expect(saved.updateOnboardingProgress).toMatchObject({
      userId: id,
      onboardingData: {
        appName: 'Orbit',
        appDescription: null,
        completedSteps: ['appDetails'],
        completedAt: null,
        country: null,
        appDetails: { appName: 'Orbit', appDescription: null },
        developerDetails: null,
      },
      metadata: { profileVersion: 2 },
    });
    const profile = await profileOf(cookie);
    expect(profile).toMatchObject({
      userId: id,
      email,
      personalInfo: { firstName: null, country: 'US' },
      businessInfo: { accountType: 'individual', companyName: null, legalName: 'Ada Lovelace' },
      developerStatus: { status: null, verifiedAt: null, lastStatusChange: null },
      accountType: 'individual',
      businessName: null,
      ageVerified: false,
    });
  });

  it('takes the legal name from the email prefix when the user has no name', async () => {
    const { cookie, id, email } = await verifiedUser();
    await t.db.update(user).set({ name: ' ' }).where(eq(user.id, id));
    await ok(saveStep('country', { country: 'DE' }), cookie);
    expect((await rowOf(id))?.legalName).toBe(email.split('@')[0]);
  });

  it.each([
    ['country', { country: null }, 'Please select a country'],
    ['country', { country: '' }, 'Please select a country'],
    ['country', { country: 'ZZ' }, 'Please select a country'],
    ['appDetails', { appName: '   ' }, 'App name is required'],
    ['appDetails', { appName: 'x'.repeat(51) }, 'App name must be 50 characters or less'],
    [
      'appDetails',
      { appName: 'Orbit', appDescription: 'x'.repeat(201) },
      'Description must be 200 characters or less',
    ],
    ['developerDetails', { ...DETAILS, firstName: '' }, 'First name is required'],
    ['developerDetails', { ...DETAILS, lastName: ' ' }, 'Last name is required'],
    ['developerDetails', { ...DETAILS, address: null }, 'Address is required'],
    ['developerDetails', { ...DETAILS, city: '' }, 'City is required'],
    ['developerDetails', { ...DETAILS, postalCode: '' }, 'Postal code is required'],
  ])('refuses bad %s data %j with "%s" and changes nothing', async (step, data, message) => {
    const { cookie, id } = await verifiedUser();
    await ok(saveStep('country', { country: 'DE' }), cookie);
    const before = await rowOf(id);
    const result = await gql(saveStep(step, data), cookie);
    expect(result.body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'VALIDATION_FAILED' },
    });
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses bad data on the first step without creating a profile', async () => {
    const { cookie } = await verifiedUser();
    const result = await gql(saveStep('country', { country: '' }), cookie);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(await profileOf(cookie)).toBeNull();
  });

  it('is idempotent when a step is re-sent, and overwrites its data when it changes', async () => {
    const { cookie, id } = await verifiedUser();
    await ok(saveStep('country', { country: 'DE' }), cookie);
    const first = await rowOf(id);
    await ok(saveStep('country', { country: 'DE' }), cookie);
    expect(await rowOf(id)).toEqual(first);

    await ok(saveStep('country', { country: 'FR' }), cookie);
    const changed = await rowOf(id);
    expect(changed?.completedSteps).toEqual(['country']);
    expect(changed?.country).toBe('FR');
    // The currency starts from the country, not USD (decision 0057): the euro in Germany and
    // France, the pound once the developer says they are in the United Kingdom.
    expect(first?.currency).toBe('EUR');
    await ok(saveStep('country', { country: 'GB' }), cookie);
    expect((await rowOf(id))?.currency).toBe('GBP');
    expect(changed?.profileVersion).toBe((first?.profileVersion ?? 0) + 1);
  });

  it('completes onboarding on step 3: pending, age verified, business name, one history row', async () => {
    const { cookie, id } = await verifiedUser();
    const viewerOf = async () =>
      (await ok<{ viewer: Record<string, unknown> }>(VIEWER_QUERY, cookie)).viewer;
    expect(await viewerOf()).toMatchObject({
      onboardingCompleted: false,
      developerStatus: null,
      accountType: null,
      ageVerified: false,
    });

    await ok(saveStep('country', { country: 'GB' }), cookie);
    await ok(saveStep('appDetails', { appName: 'Orbit', appDescription: 'A tiny game' }), cookie);
    expect((await viewerOf()).onboardingCompleted).toBe(false);
    const done = await ok<{
      updateOnboardingProgress: {
        onboardingData: { completedSteps: string[]; completedAt: string };
      };
    }>(saveStep('developerDetails', { ...DETAILS, companyName: '' }), cookie);
    expect(done.updateOnboardingProgress.onboardingData.completedSteps).toEqual([
      'country',
      'appDetails',
      'developerDetails',
    ]);
    expect(Number.isNaN(Date.parse(done.updateOnboardingProgress.onboardingData.completedAt))).toBe(
      false,
    );

    expect(await profileOf(cookie)).toMatchObject({
      personalInfo: { ...DETAILS, country: 'GB' },
      businessInfo: { accountType: 'individual', companyName: null },
      onboardingData: {
        country: 'GB',
        appDetails: { appName: 'Orbit', appDescription: 'A tiny game' },
        developerDetails: { ...DETAILS, companyName: null, country: 'GB' },
      },
      developerStatus: { status: 'pending', verifiedAt: null },
      businessName: 'Ada Lovelace',
      ageVerified: true,
    });
    expect(await viewerOf()).toMatchObject({
      onboardingCompleted: true,
      accountVerified: false,
      developerStatus: 'pending',
      accountType: 'individual',
      businessName: 'Ada Lovelace',
      ageVerified: true,
    });

    const history = await t.db
      .select()
      .from(developerStatusChange)
      .where(eq(developerStatusChange.userId, id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      changedBy: id,
      fromStatus: null,
      toStatus: 'pending',
      notes: ONBOARDING_SUBMITTED_NOTE,
    });
    const row = await rowOf(id);
    expect(history[0]?.changedAt).toEqual(row?.lastStatusChange);

    // Re-sending step 3 keeps the first completion time and writes no second history row;
    // a company name makes it a business account named after the company.
    await ok(saveStep('developerDetails', { ...DETAILS, companyName: null }), cookie);
    expect(await rowOf(id)).toEqual(row);
    await ok(saveStep('developerDetails', { ...DETAILS, companyName: 'Engines Ltd' }), cookie);
    const again = await rowOf(id);
    expect(again?.completedAt).toEqual(row?.completedAt);
    expect(again).toMatchObject({ businessName: 'Engines Ltd', accountType: 'business' });
    const historyAfter = await t.db
      .select()
      .from(developerStatusChange)
      .where(eq(developerStatusChange.userId, id));
    expect(historyAfter).toHaveLength(1);
  });

  it('keeps both of two steps saved at once, and creates one profile', async () => {
    const { cookie, id } = await verifiedUser();
    const results = await Promise.all([
      gql(saveStep('country', { country: 'DE' }), cookie),
      gql(saveStep('appDetails', { appName: 'Orbit' }), cookie),
    ]);
    for (const result of results) expect(result.body.errors).toBeUndefined();
    expect((await rowOf(id))?.completedSteps).toEqual(['country', 'appDetails']);
  });

  it('keeps each developer to their own profile', async () => {
    const ada = await verifiedUser('Ada Lovelace');
    const grace = await verifiedUser('Grace Hopper');
    await ok(saveStep('country', { country: 'DE' }), ada.cookie);
    expect(await profileOf(grace.cookie)).toBeNull();
    await ok(saveStep('country', { country: 'FR' }), grace.cookie);
    expect((await rowOf(ada.id))?.country).toBe('DE');
    expect((await rowOf(grace.id))?.country).toBe('FR');
  });
});
