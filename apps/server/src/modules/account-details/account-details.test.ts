import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_NOT_DEVELOPER_MESSAGE } from '../shared/guards/require-developer-viewer';
import {
  BACK_TO_REVIEW_NOT_CONFIRMED,
  COMPANY_NAME_REQUIRED,
  COUNTRY_FIXED_BY_PAYMENT_ACCOUNT,
  STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE,
} from '@vmu/domain';
import { auditEvent } from '../../db/schema/audit-log';
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
import { requestPurchase, seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { BACK_IN_REVIEW_MAIL_SUBJECT } from '../../platform/mail/account-details-mails';
import { VERIFIED_DETAILS_ON_PROFILE_MESSAGE } from '../developers/services/update-onboarding-progress';
import { readPayoutAccount } from '../payouts/services/payout-account';
import { PROFILE_NOT_VERIFIED_MESSAGE } from '../shared/guards/require-profile-developer';

// Personal and business details on /profile (decisions 0044 and 0057): the onboarding's rules,
// only for a verified developer, and any detail staff verified back to staff review.

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

  /** The details as the profile holds them, to change one at a time. */
  async function savedDetailsOf(userId: string) {
    const [row] = await t.db
      .select()
      .from(developerProfile)
      .where(eq(developerProfile.userId, userId));
    if (!row) throw new Error('no profile');
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      address: row.address,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
      accountType: row.accountType,
      companyName: row.companyName,
      legalName: row.legalName,
    };
  }

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

    // Saving the same details changes nothing and asks nothing.
    const same = dataOf<Saved>(
      await save(dev, await savedDetailsOf(dev.id)),
      'updateAccountDetails',
    );
    expect(same.sentToReview).toBe(false);
    expect(same.profile.developerStatus.status).toBe('verified');
  });

  it('sends a US developer who moves to the UK back to review before they can sell, and audits it', async () => {
    // Verified in a country without paid apps: the move would otherwise let them sell at once.
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('mover'), country: 'US' });
    const current = await savedDetailsOf(dev.id);
    const unconfirmed = await save(dev, { ...current, country: 'GB' });
    expect(codeOf(unconfirmed)).toBe('REVIEW_CONFIRMATION_REQUIRED');
    expect(await statusOf(dev.id)).toBe('verified');

    const saved = dataOf<Saved>(
      await save(dev, { ...current, country: 'GB' }, true),
      'updateAccountDetails',
    );
    expect(saved.sentToReview).toBe(true);
    expect(saved.profile.developerStatus.status).toBe('pending');
    // Staff's earlier verification is kept: /pending-verification tells an account back in
    // review (pending, verified before) that its paid sales and payouts are paused.
    const review = dataOf<{ developerStatus: { status: string; verifiedAt: string | null } }>(
      await gqlWith(
        t.app,
        'query { getDeveloperProfile { developerStatus { status verifiedAt } } }',
        {},
        dev.cookie,
      ),
      'getDeveloperProfile',
    );
    expect(review.developerStatus).toEqual({ status: 'pending', verifiedAt: expect.any(String) });
    // The currency was the United States' default, so it follows the country (decision 0057).
    const [moved] = await t.db
      .select({ currency: developerProfile.currency })
      .from(developerProfile)
      .where(eq(developerProfile.userId, dev.id));
    expect(moved?.currency).toBe('GBP');
    const [audited] = await t.db.select().from(auditEvent).where(eq(auditEvent.targetId, dev.id));
    expect(audited).toMatchObject({
      action: 'CHANGE_VERIFIED_DETAILS',
      actorId: dev.id,
      targetType: 'USER',
      details: { country: 'US → GB' },
    });
    expect(audited?.reason).toContain('country from "US" to "GB"');
  });

  it.each([
    ['company name', { accountType: 'business', companyName: 'Engines Ltd' }],
    ['address', { address: '1 Analytical Way' }],
    ['first name', { firstName: 'Augusta' }],
  ])('sends a change of the %s staff verified back to review', async (_label, change) => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('detail'), country: 'US' });
    const current = await savedDetailsOf(dev.id);
    expect(codeOf(await save(dev, { ...current, ...change }))).toBe('REVIEW_CONFIRMATION_REQUIRED');
    const saved = dataOf<Saved>(
      await save(dev, { ...current, ...change }, true),
      'updateAccountDetails',
    );
    expect(saved.sentToReview).toBe(true);
    expect(await statusOf(dev.id)).toBe('pending');
  });

  it("shows staff the change on the developer's page", async () => {
    const dev = await seller();
    const admin = await signedInUser(t.app, t.db, { email: email('staff'), role: 'admin' });
    await save(dev, { legalName: 'Ada King' }, true);
    const page = dataOf<{
      history: { action: string; reason: string | null; actorName: string | null }[];
    }>(
      await gqlWith(
        t.app,
        `query Account($id: ID!) { adminUser(userId: $id) { history { action reason actorName } } }`,
        { id: dev.id },
        admin.cookie,
      ),
      'adminUser',
    );
    expect(page.history[0]).toMatchObject({ action: 'CHANGE_VERIFIED_DETAILS' });
    expect(page.history[0]?.reason).toContain('legal name from "Ada Lovelace" to "Ada King"');
  });

  it('refuses a new country once the developer has a payment account, changing nothing', async () => {
    const dev = await seller();
    const refused = await save(dev, { country: 'DE' }, true);
    expect(codeOf(refused)).toBe('COUNTRY_FIXED_BY_PAYMENT_ACCOUNT');
    expect(messageOf(refused)).toBe(COUNTRY_FIXED_BY_PAYMENT_ACCOUNT);
    expect(await statusOf(dev.id)).toBe('verified');
    expect((await savedDetailsOf(dev.id)).country).toBe('FR');
  });

  it("sends a seller's legal name change back to review in the same transaction, after a confirm", async () => {
    const dev = await seller();
    const admin = await signedInUser(t.app, t.db, { email: email('staff'), role: 'admin' });

    const unconfirmed = await save(dev, { legalName: 'Ada King' });
    expect(codeOf(unconfirmed)).toBe('REVIEW_CONFIRMATION_REQUIRED');
    expect(messageOf(unconfirmed)).toBe(BACK_TO_REVIEW_NOT_CONFIRMED);
    expect(await statusOf(dev.id)).toBe('verified');

    const paid = await seedPaidApp(t.app, t.db, dev.id);
    const since = t.mail.mails.length;
    const saved = dataOf<Saved>(
      await save(
        dev,
        { ...(await savedDetailsOf(dev.id)), city: 'Lyon', legalName: 'Ada King' },
        true,
      ),
      'updateAccountDetails',
    );
    expect(saved.sentToReview).toBe(true);
    expect(saved.profile.developerStatus).toEqual({
      status: 'pending',
      verificationNotes:
        'The developer changed their legal name from "Ada Lovelace" to "Ada King" and city from "Arlington" to "Lyon"; waiting for staff review.',
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
    // Meanwhile payouts are held (the payout job leaves them due), and paid apps are not sold.
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    const refused = await requestPurchase(t.app, paid.bundleIdentifier, fan);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('SELLER_CANNOT_CHARGE');
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
    expect(mail.text).toContain('You changed your legal name and city on your profile.');

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

  it("keeps a verified developer's changes of verified details to the profile, not the onboarding's steps", async () => {
    const dev = await seller();
    const country = await gqlWith(
      t.app,
      `mutation { updateOnboardingProgress(step: country, data: { country: "DE" }) { userId } }`,
      {},
      dev.cookie,
    );
    expect(codeOf(country)).toBe('VERIFIED_DETAILS_ON_PROFILE');
    expect(messageOf(country)).toBe(VERIFIED_DETAILS_ON_PROFILE_MESSAGE);
    const company = await gqlWith(
      t.app,
      `mutation { updateOnboardingProgress(step: developerDetails, data: { firstName: "Ada",
        lastName: "Lovelace", address: "12 Rue de la Paix", city: "Paris", postalCode: "75002",
        companyName: "Engines Ltd" }) { userId } }`,
      {},
      dev.cookie,
    );
    expect(codeOf(company)).toBe('VERIFIED_DETAILS_ON_PROFILE');
    const accountType = await gqlWith(
      t.app,
      `mutation { updateUserProfile(accountType: business) { accountType } }`,
      {},
      dev.cookie,
    );
    expect(codeOf(accountType)).toBe('VERIFIED_DETAILS_ON_PROFILE');
    expect(await statusOf(dev.id)).toBe('verified');
    expect((await savedDetailsOf(dev.id)).companyName).toBeNull();
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
