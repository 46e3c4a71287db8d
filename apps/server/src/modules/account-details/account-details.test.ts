import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_NOT_DEVELOPER_MESSAGE } from '../developers/require-developer-viewer';
import {
  BACK_TO_REVIEW_NOT_CONFIRMED,
  COMPANY_NAME_REQUIRED,
  STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE,
} from '@vmu/domain';
import { developerProfile, developerStatusChange } from '../../db/schema/developers';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { BACK_IN_REVIEW_MAIL_SUBJECT } from '../../platform/mail/account-details-mails';
import { VERIFIED_COUNTRY_ON_PROFILE_MESSAGE } from '../developers/services/update-onboarding-progress';
import { readPayoutAccount } from '../payouts/services/payout-account';
import { PROFILE_NOT_VERIFIED_MESSAGE } from './require-profile-developer';

// Personal and business details on /profile (issue 20, decision 0044): the onboarding's rules,
// only for a verified developer, and a seller's legal name or country back to staff review.

const PROFILE_FIELDS = `userId developerStatus { status verificationNotes }
  personalInfo { firstName lastName address city postalCode country }
  businessInfo { accountType companyName legalName } businessName`;
const SAVE = `mutation Save($input: AccountDetailsInput!, $confirmReview: Boolean!) {
  updateAccountDetails(input: $input, confirmReview: $confirmReview) {
    sentToReview profile { ${PROFILE_FIELDS} } } }`;
const PENDING = `query { listPendingDevelopers { items { userId } } }`;

type Saved = {
  sentToReview: boolean;
  profile: {
    developerStatus: { status: string; verificationNotes: string | null };
    personalInfo: Record<string, string>;
    businessInfo: { accountType: string; companyName: string | null; legalName: string };
    businessName: string;
  };
};

const details = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'FR',
  accountType: 'individual',
  companyName: null,
  legalName: 'Ada Lovelace',
};

describe.each(testTargets())('account details [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const save = (who: SignedInUser | null, input: object, confirmReview = false) =>
    gqlWith(t.app, SAVE, { input: { ...details, ...input }, confirmReview }, who?.cookie);
  const statusOf = async (userId: string) =>
    (
      await t.db
        .select({ status: developerProfile.developerStatus })
        .from(developerProfile)
        .where(eq(developerProfile.userId, userId))
    )[0]?.status;

  /** A verified developer in France who can charge (an active sandbox account). */
  async function seller() {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('seller') });
    await t.db
      .update(developerProfile)
      .set({ legalName: 'Ada Lovelace' })
      .where(eq(developerProfile.userId, dev.id));
    await seedSandboxAccount(t.db, dev.id, 'active');
    return dev;
  }

  it('refuses visitors, store accounts, staff and developers not verified yet', async () => {
    expect(codeOf(await save(null, {}))).toBe('UNAUTHENTICATED');
    const customer = await signedInUser(t.app, t.db, { email: email('buyer'), role: 'customer' });
    expect(messageOf(await save(customer, {}))).toBe(STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    expect(messageOf(await save(admin, {}))).toBe(ADMIN_NOT_DEVELOPER_MESSAGE);
    const pending = await signedInUser(t.app, t.db, { email: email('pending') });
    await seedDeveloperProfile(t.db, pending.id);
    const refused = await save(pending, {});
    expect(codeOf(refused)).toBe('ACCOUNT_NOT_VERIFIED');
    expect(messageOf(refused)).toBe(PROFILE_NOT_VERIFIED_MESSAGE);
  });

  it("saves a developer's details with the onboarding's rules, and refuses bad input unchanged", async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev'), country: 'US' });
    const empty = await save(dev, { firstName: '  ' });
    expect(codeOf(empty)).toBe('VALIDATION_FAILED');
    expect(messageOf(empty)).toBe('First name is required');
    expect(messageOf(await save(dev, { country: 'XX' }))).toBe('Please select a country');
    expect(messageOf(await save(dev, { accountType: 'business' }))).toBe(COMPANY_NAME_REQUIRED);
    expect(messageOf(await save(dev, { legalName: 'x'.repeat(201) }))).toBe(
      'Legal name must be 200 characters or less',
    );
    const [untouched] = await t.db
      .select()
      .from(developerProfile)
      .where(eq(developerProfile.userId, dev.id));
    expect(untouched?.firstName).toBe('Grace');

    // Not a seller (no payment account): country and legal name change without a review.
    const saved = dataOf<Saved>(
      await save(dev, {
        firstName: ' Ada ',
        accountType: 'business',
        companyName: 'Engines Ltd',
        legalName: 'Engines Limited',
      }),
      'updateAccountDetails',
    );
    expect(saved.sentToReview).toBe(false);
    expect(saved.profile.developerStatus.status).toBe('verified');
    expect(saved.profile.personalInfo).toMatchObject({ firstName: 'Ada', country: 'FR' });
    expect(saved.profile.businessInfo).toEqual({
      accountType: 'business',
      companyName: 'Engines Ltd',
      legalName: 'Engines Limited',
    });
    expect(saved.profile.businessName).toBe('Engines Ltd');

    // Back to an individual: the company name is not kept, as the onboarding does.
    const individual = dataOf<Saved>(
      await save(dev, { companyName: 'Engines Ltd' }),
      'updateAccountDetails',
    );
    expect(individual.profile.businessInfo.companyName).toBeNull();
    expect(individual.profile.businessName).toBe('Ada Lovelace');
  });

  it("sends a seller's legal name change back to review in the same transaction, after a confirm", async () => {
    const dev = await seller();
    const admin = await signedInUser(t.app, t.db, { email: email('staff'), role: 'admin' });

    const unconfirmed = await save(dev, { legalName: 'Ada King' });
    expect(codeOf(unconfirmed)).toBe('REVIEW_CONFIRMATION_REQUIRED');
    expect(messageOf(unconfirmed)).toBe(BACK_TO_REVIEW_NOT_CONFIRMED);
    expect(await statusOf(dev.id)).toBe('verified');

    // Other details change without a review, and without a confirm.
    expect(
      dataOf<Saved>(await save(dev, { city: 'Lyon' }), 'updateAccountDetails').sentToReview,
    ).toBe(false);

    const since = t.mail.mails.length;
    const saved = dataOf<Saved>(
      await save(dev, { city: 'Lyon', legalName: 'Ada King', country: 'DE' }, true),
      'updateAccountDetails',
    );
    expect(saved.sentToReview).toBe(true);
    expect(saved.profile.developerStatus).toEqual({
      status: 'pending',
      verificationNotes:
        'The developer changed their legal name from "Ada Lovelace" to "Ada King" and country from "FR" to "DE"; waiting for staff review.',
    });
    const history = await t.db
      .select()
      .from(developerStatusChange)
      .where(eq(developerStatusChange.userId, dev.id));
    expect(history).toMatchObject([
      { fromStatus: 'verified', toStatus: 'pending', changedBy: dev.id },
    ]);
    // The staff's queue lists the account again.
    const queue = dataOf<{ items: { userId: string }[] }>(
      await gqlWith(t.app, PENDING, {}, admin.cookie),
      'listPendingDevelopers',
    );
    expect(queue.items.map((item) => item.userId)).toContain(dev.id);
    // Meanwhile payouts are held (the payout job leaves them due); the apps stay in the store.
    expect((await readPayoutAccount(t.db, dev.id, 'sandbox')).blocker?.code).toBe(
      'ACCOUNT_IN_REVIEW',
    );
    // The mail is required (money): it goes even with email notifications off.
    await t.db
      .update(developerProfile)
      .set({ emailNotifications: false })
      .where(eq(developerProfile.userId, dev.id));
    await t.drainJobs();
    const mail = await t.mail.waitFor(dev.email, { since, subject: BACK_IN_REVIEW_MAIL_SUBJECT });
    expect(mail.text).toContain('You changed your legal name and country on your profile.');

    // A pending developer is back in the onboarding's hands: the profile refuses them.
    expect(codeOf(await save(dev, { city: 'Berlin' }))).toBe('ACCOUNT_NOT_VERIFIED');
  });

  it('records the mail with the status change, so a crash after the commit cannot lose it', async () => {
    const dev = await seller();
    // A server that dies right after committing: its jobs are queued and never run by it.
    const dying = await t.appWith({}, undefined, { runJobs: false });
    const saved = await gqlWith(
      dying,
      SAVE,
      { input: { ...details, legalName: 'Ada King' }, confirmReview: true },
      dev.cookie,
    );
    expect(dataOf<Saved>(saved, 'updateAccountDetails').sentToReview).toBe(true);
    const since = t.mail.mails.length;
    // Any other server on the database delivers it.
    await t.drainJobs();
    await t.mail.waitFor(dev.email, { since, subject: BACK_IN_REVIEW_MAIL_SUBJECT });
  });

  it("keeps a verified developer's country change to the profile, not the onboarding's step", async () => {
    const dev = await seller();
    const step = await gqlWith(
      t.app,
      `mutation { updateOnboardingProgress(step: country, data: { country: "DE" }) { userId } }`,
      {},
      dev.cookie,
    );
    expect(codeOf(step)).toBe('VERIFIED_COUNTRY_ON_PROFILE');
    expect(messageOf(step)).toBe(VERIFIED_COUNTRY_ON_PROFILE_MESSAGE);
    expect(await statusOf(dev.id)).toBe('verified');
  });

  it('never sends a verified developer who cannot charge to review', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('free') });
    await seedSandboxAccount(t.db, dev.id, 'onboarding');
    const saved = dataOf<Saved>(
      await save(dev, { legalName: 'Ada King', country: 'GB' }),
      'updateAccountDetails',
    );
    expect(saved.sentToReview).toBe(false);
    expect(await statusOf(dev.id)).toBe('verified');
  });

  it('decides two saves at once from each other, so the review is opened once', async () => {
    const dev = await seller();
    const results = await Promise.all([
      save(dev, { legalName: 'Ada King' }, true),
      save(dev, { legalName: 'Ada Byron' }, true),
    ]);
    // The first under the lock goes to review; the second finds a pending account.
    expect(results.map((result) => codeOf(result) ?? 'ok').sort()).toEqual([
      'ACCOUNT_NOT_VERIFIED',
      'ok',
    ]);
    const history = await t.db
      .select()
      .from(developerStatusChange)
      .where(eq(developerStatusChange.userId, dev.id));
    expect(history).toHaveLength(1);
  });
});
