import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/accounts';
import { developerProfile } from '../../db/schema/developers';
import {
  codeOf,
  literal,
  seedDeveloperProfile,
  signedInUser,
  TEST_PASSWORD,
} from '../../test/developer-fixtures';
import { graphqlRequest, signUp, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { ADMIN_NOT_DEVELOPER_MESSAGE } from '../shared/guards/require-developer-viewer';

const PROFILE_FIELDS = `userId email
  personalInfo { firstName lastName address city postalCode country }
  businessInfo { accountType companyName legalName }
  onboardingData { appName appDescription completedSteps completedAt }
  developerStatus { status verifiedAt verificationNotes lastStatusChange }
  accountType businessName ageVerified
  metadata { profileVersion }`;

const create = (args: string) =>
  `mutation { createDeveloperProfile(${args}) { ${PROFILE_FIELDS} } }`;
const updateProfile = (args: string) =>
  `mutation { updateUserProfile(${args}) { id accountType businessName developerStatus ageVerified } }`;
const OWN_PROFILE = `{ getDeveloperProfile { ${PROFILE_FIELDS} } }`;

describe.each(testTargets())('developer profile mutations [%s]', (target) => {
  const t = useTestApp(target, { env: { SUPPORT_EMAIL: 'help@vmu.example' } });
  let counter = 0;
  const db = () => t.db;
  const developer = (name = 'Ada Lovelace') =>
    signedInUser(t.app, db(), { email: `dev${(counter += 1)}-${target}@example.com`, name });
  const gql = (query: string, cookie?: string) => graphqlRequest(t.app, query, cookie);
  const rowOf = async (userId: string) =>
    (await db().select().from(developerProfile).where(eq(developerProfile.userId, userId)))[0];
  const allRows = () => db().select().from(developerProfile).orderBy(asc(developerProfile.userId));

  it('answers supportEmail to anyone', async () => {
    expect((await gql('{ supportEmail }')).body).toEqual({
      data: { supportEmail: 'help@vmu.example' },
    });
  });

  describe('createDeveloperProfile', () => {
    it('refuses signed-out callers and unverified emails', async () => {
      expect(codeOf(await gql(create('email: "a@example.com"')))).toBe('UNAUTHENTICATED');
      const email = `unverified-${target}@example.com`;
      const signed = await signUp(t.app, { name: 'Ada', email, password: TEST_PASSWORD });
      expect(codeOf(await gql(create(`email: ${literal(email)}`), signed.cookie))).toBe(
        'EMAIL_NOT_VERIFIED',
      );
      expect(await allRows()).toHaveLength(0);
    });

    it('creates the profile with the defaults and no completed step', async () => {
      const dev = await developer('Ada Lovelace');
      const result = await gql(create(`email: ${literal(dev.email.toUpperCase())}`), dev.cookie);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data).toEqual({
        createDeveloperProfile: {
          userId: dev.id,
          email: dev.email,
          personalInfo: {
            firstName: null,
            lastName: null,
            address: null,
            city: null,
            postalCode: null,
            country: 'US',
          },
          businessInfo: { accountType: 'individual', companyName: null, legalName: 'Ada Lovelace' },
          onboardingData: {
            appName: null,
            appDescription: null,
            completedSteps: [],
            completedAt: null,
          },
          developerStatus: {
            status: null,
            verifiedAt: null,
            verificationNotes: null,
            lastStatusChange: null,
          },
          accountType: 'individual',
          businessName: null,
          ageVerified: false,
          metadata: { profileVersion: 1 },
        },
      });
      expect((await gql(OWN_PROFILE, dev.cookie)).body.data).toEqual({
        getDeveloperProfile: (result.body.data as Record<string, unknown>).createDeveloperProfile,
      });
    });

    it('takes the given details, trimmed', async () => {
      const dev = await developer();
      const result = await gql(
        create(`email: ${literal(dev.email)},
          personalInfo: { firstName: " Grace ", lastName: "Hopper ", address: " 1 Navy Way",
            city: "Arlington", postalCode: " 22202 ", country: "DE" },
          businessInfo: { accountType: business, companyName: " Navy Labs ", legalName: " Grace B. Hopper " },
          onboardingData: { appName: " Compiler ", appDescription: "  " }`),
        dev.cookie,
      );
      expect(result.body.errors).toBeUndefined();
      expect(await rowOf(dev.id)).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        address: '1 Navy Way',
        city: 'Arlington',
        postalCode: '22202',
        country: 'DE',
        accountType: 'business',
        companyName: 'Navy Labs',
        legalName: 'Grace B. Hopper',
        appName: 'Compiler',
        appDescription: null,
        businessName: 'Navy Labs',
        completedSteps: [],
        developerStatus: null,
      });
    });

    it('takes the legal name from the email prefix when the user has no name', async () => {
      const dev = await developer();
      await db().update(user).set({ name: ' ' }).where(eq(user.id, dev.id));
      expect((await gql(create(`email: ${literal(dev.email)}`), dev.cookie)).body.errors).toBe(
        undefined,
      );
      expect((await rowOf(dev.id))?.legalName).toBe(dev.email.split('@')[0]);
    });

    it.each([
      [
        'another email',
        'email: "someone-else@example.com"',
        'The email does not match your account.',
      ],
      ['an unknown country', 'personalInfo: { country: "ZZ" }', 'Please select a country'],
      ['a blank app name', 'onboardingData: { appName: "  " }', 'App name is required'],
      [
        'a description without an app name',
        'onboardingData: { appDescription: "Tools" }',
        'App name is required',
      ],
      [
        'a long app name',
        `onboardingData: { appName: ${literal('x'.repeat(51))} }`,
        'App name must be 50 characters or less',
      ],
      [
        'a long description',
        `onboardingData: { appName: "Orbit", appDescription: ${literal('x'.repeat(201))} }`,
        'Description must be 200 characters or less',
      ],
    ])('refuses %s with VALIDATION_FAILED and creates nothing', async (_label, args, message) => {
      const dev = await developer();
      const withEmail = args.startsWith('email:') ? args : `email: ${literal(dev.email)}, ${args}`;
      const result = await gql(create(withEmail), dev.cookie);
      expect(result.body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'VALIDATION_FAILED' },
      });
      expect(await allRows()).toHaveLength(0);
    });

    it('refuses a second profile with PROFILE_EXISTS, also when two calls race', async () => {
      const dev = await developer();
      const args = `email: ${literal(dev.email)}, personalInfo: { firstName: "First" }`;
      const results = await Promise.all([
        gql(create(args), dev.cookie),
        gql(create(args), dev.cookie),
      ]);
      expect(results.map((r) => codeOf(r) ?? 'OK').sort()).toEqual(['OK', 'PROFILE_EXISTS']);
      const again = await gql(create(`email: ${literal(dev.email)}`), dev.cookie);
      expect(again.status).toBe(409);
      expect(again.body.errors?.[0]).toMatchObject({
        message: 'You already have a developer profile.',
        extensions: { code: 'PROFILE_EXISTS' },
      });
      expect(await allRows()).toHaveLength(1);
      expect((await rowOf(dev.id))?.firstName).toBe('First');
    });
  });

  describe('updateUserProfile', () => {
    it('refuses signed-out callers and users without a profile', async () => {
      expect(codeOf(await gql(updateProfile('accountType: business')))).toBe('UNAUTHENTICATED');
      const dev = await developer();
      const result = await gql(updateProfile('accountType: business'), dev.cookie);
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'Complete onboarding first.',
        extensions: { code: 'NOT_FOUND' },
      });
    });

    it('changes account type and business name, returns the fresh viewer, and is idempotent', async () => {
      const dev = await developer();
      await seedDeveloperProfile(db(), dev.id, { firstName: 'Ada', lastName: 'Lovelace' });
      const before = await rowOf(dev.id);
      const args = 'accountType: business, businessName: "  Analytical Engines  "';
      const result = await gql(updateProfile(args), dev.cookie);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data).toEqual({
        updateUserProfile: {
          id: dev.id,
          accountType: 'business',
          businessName: 'Analytical Engines',
          developerStatus: 'pending',
          ageVerified: true,
        },
      });
      const after = await rowOf(dev.id);
      expect(after?.profileVersion).toBe((before?.profileVersion ?? 0) + 1);

      expect((await gql(updateProfile(args), dev.cookie)).body.errors).toBeUndefined();
      expect(await rowOf(dev.id)).toEqual(after);

      await gql(updateProfile('businessName: null'), dev.cookie);
      expect((await rowOf(dev.id))?.businessName).toBe('Ada Lovelace');
    });

    it.each([
      ['a', 'Business name must be at least 2 characters'],
      ['   x   ', 'Business name must be at least 2 characters'],
      ['x'.repeat(101), 'Business name must be 100 characters or less'],
    ])('refuses business name %j', async (name, message) => {
      const dev = await developer();
      await seedDeveloperProfile(db(), dev.id);
      const before = await rowOf(dev.id);
      const result = await gql(updateProfile(`businessName: ${literal(name)}`), dev.cookie);
      expect(result.body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'VALIDATION_FAILED' },
      });
      expect(await rowOf(dev.id)).toEqual(before);
    });

    it('refuses a developer status change but accepts the current status', async () => {
      const dev = await developer();
      await seedDeveloperProfile(db(), dev.id, { developerStatus: 'pending' });
      const before = await rowOf(dev.id);
      const result = await gql(
        updateProfile('developerStatus: verified, accountType: business'),
        dev.cookie,
      );
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'Only staff can change a developer status.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await rowOf(dev.id)).toEqual(before);
      expect((await gql(updateProfile('developerStatus: pending'), dev.cookie)).body.errors).toBe(
        undefined,
      );
      expect(await rowOf(dev.id)).toEqual(before);
    });

    it('confirms age once and refuses to withdraw it', async () => {
      const dev = await developer();
      await seedDeveloperProfile(db(), dev.id, { ageVerified: false });
      expect((await gql(updateProfile('ageVerified: false'), dev.cookie)).body.errors).toBe(
        undefined,
      );
      expect((await rowOf(dev.id))?.ageVerified).toBe(false);
      await gql(updateProfile('ageVerified: true'), dev.cookie);
      expect((await rowOf(dev.id))?.ageVerified).toBe(true);
      const result = await gql(updateProfile('ageVerified: false'), dev.cookie);
      expect(result.body.errors?.[0]).toMatchObject({
        message: 'Age confirmation cannot be withdrawn.',
        extensions: { code: 'VALIDATION_FAILED' },
      });
      expect((await rowOf(dev.id))?.ageVerified).toBe(true);
    });
  });

  // Admins never onboard (decision 0018): an admin who onboarded through the API became a pending
  // developer.
  describe('admins', () => {
    it('refuses every onboarding and developer-profile mutation to an admin and stores nothing', async () => {
      const admin = await signedInUser(t.app, db(), {
        email: `admin${(counter += 1)}-${target}@example.com`,
        role: 'admin',
      });
      const mutations = [
        create(`email: ${literal(admin.email)}`),
        `mutation { updateOnboardingProgress(step: appDetails, data: { appName: "Orbit" }) { userId } }`,
        `mutation { updateOnboardingProgress(step: developerDetails, data: { firstName: "Ada", lastName: "Lovelace", address: "12 St James Square", city: "London", postalCode: "SW1Y 4JH" }) { userId } }`,
        updateProfile('accountType: business'),
        updateProfile('ageVerified: true'),
      ];
      for (const mutation of mutations) {
        const result = await gql(mutation, admin.cookie);
        expect(codeOf(result), mutation).toBe('ADMIN_NOT_DEVELOPER');
        expect(result.body.errors?.[0]?.message).toBe(ADMIN_NOT_DEVELOPER_MESSAGE);
        expect(result.status).toBe(403);
      }
      expect(await rowOf(admin.id)).toBeUndefined();
      const [stored] = await db()
        .select({ role: user.role })
        .from(user)
        .where(eq(user.id, admin.id));
      expect(stored?.role).toBe('admin');
    });
  });

  describe('isolation between developers', () => {
    it("leaves A's profile untouched by B's calls and shows B only their own", async () => {
      const a = await developer('Ada Lovelace');
      const b = await developer('Mallory Intruder');
      await seedDeveloperProfile(db(), a.id, { firstName: 'Ada', lastName: 'Lovelace' });
      const before = await rowOf(a.id);

      // B has no userId to pass: every developer operation works on the caller's own row.
      expect(codeOf(await gql(create(`email: ${literal(a.email)}`), b.cookie))).toBe(
        'VALIDATION_FAILED',
      );
      expect(codeOf(await gql(updateProfile('accountType: business'), b.cookie))).toBe('NOT_FOUND');
      expect((await gql(OWN_PROFILE, b.cookie)).body.data).toEqual({ getDeveloperProfile: null });

      expect((await gql(create(`email: ${literal(b.email)}`), b.cookie)).body.errors).toBe(
        undefined,
      );
      await gql(updateProfile('accountType: business, businessName: "Mallory Inc"'), b.cookie);
      await gql(
        `mutation { updateOnboardingProgress(step: country, data: { country: "FR" }) { userId } }`,
        b.cookie,
      );
      const own = (await gql(OWN_PROFILE, b.cookie)).body.data as {
        getDeveloperProfile: { userId: string; email: string; businessName: string };
      };
      expect(own.getDeveloperProfile).toMatchObject({
        userId: b.id,
        email: b.email,
        businessName: 'Mallory Inc',
      });
      expect(await rowOf(a.id)).toEqual(before);
    });
  });
});
