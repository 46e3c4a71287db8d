import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ALREADY_DELETED,
  ACCOUNT_DELETION_CODE_INVALID,
  ACCOUNT_DELETION_CONFIRMATION_MISMATCH,
  ACCOUNT_EXPORT_PATH,
  DELETED_ACCOUNT_NAME,
  LAST_ADMIN_CANNOT_DELETE_ACCOUNT,
  deletedAccountEmail,
  payoutDueRefusal,
  STORE_API_PURCHASES_PATH,
  storeApiAppPath,
  type AccountArchive,
  type AccountPurchasesPage,
} from '@vmu/domain';
import { account as signInMethod, session, user, verification } from '../../db/schema/accounts';
import { apiToken } from '../../db/schema/api-tokens';
import { auditEvent } from '../../db/schema/audit-log';
import { application, applicationVersion, storedFile } from '../../db/schema/apps';
import { developerProfile } from '../../db/schema/developers';
import { connectedAccount } from '../../db/schema/payments';
import { payoutStatement } from '../../db/schema/payouts';
import { purchase, salesLedger } from '../../db/schema/purchases';
import { reviewMessage } from '../../db/schema/review';
import { seedApplication, storeUploadedFile, verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith } from '../../test/apps-operations';
import { authPost } from '../../test/auth-requests';
import {
  codeOf,
  sessionCookie,
  signedInUser,
  TEST_PASSWORD,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { codeFrom } from '../../test/mail-capture';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { purchaseOfApp, seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { keysOfAssets } from '../apps/services/remove-unreferenced-files';
import {
  ACCOUNT_DELETED_SUBJECT,
  ACCOUNT_DELETION_CODE_SUBJECT,
} from '../../platform/mail/account-deletion-mails';
import { VIEWER_QUERY } from '../../test/auth-requests';

// Download my data and delete my account (decision 0047).

const SEND_CODE = `mutation { sendAccountDeletionCode { sentTo expiresAt } }`;
const DELETE = `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) { deletedAt } }`;

describe.each(testTargets())('account data [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  const exportOf = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: ACCOUNT_EXPORT_PATH, headers: cookie ? { cookie } : {} });

  /** Asks for a code as `who` and reads it from the mail that arrives. */
  async function deletionCode(who: SignedInUser): Promise<string> {
    const since = t.mail.mails.length;
    dataOf(await gqlWith(t.app, SEND_CODE, {}, who.cookie), 'sendAccountDeletionCode');
    await t.drainJobs();
    const mail = await t.mail.waitFor(who.email, { since, subject: ACCOUNT_DELETION_CODE_SUBJECT });
    return codeFrom(mail);
  }

  const remove = (who: SignedInUser, input: { confirmation: string; code: string }) =>
    gqlWith(t.app, DELETE, { input }, who.cookie);

  /** A developer with a live paid app someone bought, a draft app, a review message, a token. */
  async function developerWithEverything() {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev'), name: 'Grace Hopper' });
    await t.db
      .update(developerProfile)
      .set({
        legalName: 'Grace B. Hopper',
        address: '1 Navy Way',
        city: 'Arlington',
        postalCode: '22201',
        firstName: 'Grace',
        lastName: 'Hopper',
      })
      .where(eq(developerProfile.userId, dev.id));
    await seedSandboxAccount(t.db, dev.id);
    const paid = await seedPaidApp(t.app, t.db, dev.id);
    const buyer = await signedInUser(t.app, t.db, { email: email('buyer'), role: 'customer' });
    await purchaseOfApp(t.app, paid.bundleIdentifier, buyer);
    const [liveVersion] = await t.db
      .select()
      .from(applicationVersion)
      .where(eq(applicationVersion.applicationId, paid.id));
    await t.db.insert(reviewMessage).values({
      versionId: liveVersion!.id,
      authorId: dev.id,
      authorRole: 'DEVELOPER',
      body: 'Please look at the new level.',
    });
    const icon = await storeUploadedFile(t.app, t.db, { ownerId: dev.id, assetType: 'web-icon' });
    const draft = await seedApplication(t.db, dev.id, {
      appName: 'Unfinished',
      assets: {
        vmupack: null,
        vmuIcon: null,
        webIcon: icon.key,
        heroBanner: null,
        vmuBanner: null,
        screenshots: { web: [], vmu: [] },
      },
    });
    await t.db.insert(apiToken).values({
      developerId: dev.id,
      name: 'CI',
      scopes: ['READ_APPS'],
      secretHash: 'a'.repeat(64),
      prefix: 'vmu_AbCd',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { dev, buyer, paid, draft, icon };
  }

  describe('download my data', () => {
    it('is refused signed out', async () => {
      const response = await exportOf();
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });

    it("holds the account's own data, dated, without secrets or other people's", async () => {
      const { dev, paid, draft } = await developerWithEverything();
      const other = await verifiedDeveloper(t.app, t.db, { email: email('other') });
      await seedApplication(t.db, other.id, { appName: 'Not yours' });

      const response = await exportOf(dev.cookie);
      expect(response.statusCode).toBe(200);
      const day = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="vmu-pro-account-${day}.json"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const archive = response.json<AccountArchive>();
      expect(archive.account).toMatchObject({ id: dev.id, email: dev.email, name: 'Grace Hopper' });
      expect(archive.signInMethods).toEqual([
        expect.objectContaining({ provider: 'credential', hasPassword: true }),
      ]);
      expect(archive.sessions.length).toBeGreaterThan(0);
      expect(archive.profile).toMatchObject({
        legalName: 'Grace B. Hopper',
        address: '1 Navy Way',
        preferences: expect.objectContaining({ emailNotifications: true }),
      });
      expect(archive.apps.map((app) => app.appName).sort()).toEqual(
        [paid.appName, draft.appName].sort(),
      );
      const exported = archive.apps.find((app) => app.id === paid.id)!;
      expect(exported.versions[0]?.messages).toEqual([
        expect.objectContaining({ authorRole: 'DEVELOPER', body: 'Please look at the new level.' }),
      ]);
      expect(archive.sales).toEqual([
        expect.objectContaining({
          kind: 'SALE',
          applicationId: paid.id,
          gross: '499',
          currency: 'EUR',
        }),
      ]);
      expect(archive.apiTokens).toEqual([
        expect.objectContaining({ name: 'CI', prefix: 'vmu_AbCd', scopes: ['READ_APPS'] }),
      ]);
      expect(archive.uploadedFiles.length).toBeGreaterThan(0);

      const text = response.body;
      const [password] = await t.db
        .select({ password: signInMethod.password })
        .from(signInMethod)
        .where(eq(signInMethod.userId, dev.id));
      const [sessionRow] = await t.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, dev.id));
      expect(text).not.toContain(password!.password!);
      expect(text).not.toContain(sessionRow!.token);
      expect(text).not.toContain('a'.repeat(64));
      expect(text).not.toContain('Not yours');
      expect(text).not.toContain(other.email);
      // The buyer of the sale is not named.
      expect(text).not.toContain('buyer');
    });

    it("gives a buyer their purchases and nobody else's account", async () => {
      const { buyer, paid } = await developerWithEverything();
      const archive = (await exportOf(buyer.cookie)).json<AccountArchive>();
      expect(archive.account.role).toBe('customer');
      expect(archive.purchases).toEqual([
        expect.objectContaining({ applicationId: paid.id, price: '499', status: 'COMPLETED' }),
      ]);
      expect(archive.apps).toEqual([]);
      expect(archive.profile).toBeNull();
    });
  });

  describe('delete my account', () => {
    it('is refused signed out, changing nothing', async () => {
      expect(codeOf(await gqlWith(t.app, SEND_CODE, {}))).toBe('UNAUTHENTICATED');
      expect(
        codeOf(await gqlWith(t.app, DELETE, { input: { confirmation: 'a@b.co', code: '123456' } })),
      ).toBe('UNAUTHENTICATED');
    });

    it('deletes nothing with a wrong confirmation, a wrong code or another account’s code', async () => {
      const { dev } = await developerWithEverything();
      const someone = await verifiedDeveloper(t.app, t.db, { email: email('someone') });
      const code = await deletionCode(dev);
      const theirs = await deletionCode(someone);

      const wrongEmail = await remove(dev, { confirmation: someone.email, code });
      expect(codeOf(wrongEmail)).toBe('CONFIRMATION_MISMATCH');
      expect(wrongEmail.body.errors?.[0]?.message).toBe(ACCOUNT_DELETION_CONFIRMATION_MISMATCH);
      const wrongCode = await remove(dev, {
        confirmation: dev.email,
        code: code === '000000' ? '000001' : '000000',
      });
      expect(codeOf(wrongCode)).toBe('INVALID_CODE');
      expect(wrongCode.body.errors?.[0]?.message).toBe(ACCOUNT_DELETION_CODE_INVALID);
      // Only oneself: another account's code deletes neither account.
      if (theirs !== code) {
        expect(codeOf(await remove(dev, { confirmation: dev.email, code: theirs }))).toBe(
          'INVALID_CODE',
        );
      }
      const bad = await remove(dev, { confirmation: dev.email, code: '12ab' });
      expect(codeOf(bad)).toBe('VALIDATION_FAILED');

      const [row] = await t.db.select().from(user).where(eq(user.id, dev.id));
      expect(row).toMatchObject({ email: dev.email, deletedAt: null });
      const viewer = await gqlWith(t.app, VIEWER_QUERY, {}, dev.cookie);
      expect(dataOf<{ id: string }>(viewer, 'viewer').id).toBe(dev.id);
      const [someoneRow] = await t.db.select().from(user).where(eq(user.id, someone.id));
      expect(someoneRow?.deletedAt).toBeNull();
    });

    it('takes the apps off the store, removes personal data and keeps the financial records', async () => {
      const { dev, buyer, paid, draft, icon } = await developerWithEverything();
      await t.db.insert(payoutStatement).values(statement(dev.id, 'PAID'));
      const ledgerBefore = await t.db
        .select()
        .from(salesLedger)
        .where(eq(salesLedger.developerId, dev.id));
      expect(ledgerBefore).toHaveLength(1);

      const code = await deletionCode(dev);
      const since = t.mail.mails.length;
      const deleted = dataOf<{ deletedAt: string }>(
        await remove(dev, { confirmation: `  ${dev.email.toUpperCase()} `, code }),
        'deleteAccount',
      );
      expect(Date.parse(deleted.deletedAt)).not.toBeNaN();

      // The account row stays, emptied; nothing can sign in to it.
      const [row] = await t.db.select().from(user).where(eq(user.id, dev.id));
      expect(row).toMatchObject({
        name: DELETED_ACCOUNT_NAME,
        email: deletedAccountEmail(dev.id),
        emailVerified: false,
        image: null,
        role: 'developer',
      });
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(await t.db.select().from(session).where(eq(session.userId, dev.id))).toEqual([]);
      expect(await t.db.select().from(signInMethod).where(eq(signInMethod.userId, dev.id))).toEqual(
        [],
      );
      expect(await t.db.select().from(apiToken).where(eq(apiToken.developerId, dev.id))).toEqual(
        [],
      );
      expect(
        await t.db
          .select()
          .from(verification)
          .where(sql`${verification.identifier} like ${`%${dev.id}%`}`),
      ).toEqual([]);
      const viewer = await gqlWith(t.app, VIEWER_QUERY, {}, dev.cookie);
      expect(dataOf(viewer, 'viewer')).toBeNull();
      // A sign-in that found the account before the deletion committed gets no session either.
      await expect(sessionCookie(t.app, dev.id)).rejects.toThrow('Invalid email or password');
      expect(await t.db.select().from(session).where(eq(session.userId, dev.id))).toEqual([]);
      const signIn = await authPost(t.app, '/sign-in/email', {
        email: dev.email,
        password: TEST_PASSWORD,
      });
      expect(signIn.status).toBe(401);

      // The profile keeps only what the records need.
      const [profile] = await t.db
        .select()
        .from(developerProfile)
        .where(eq(developerProfile.userId, dev.id));
      expect(profile).toMatchObject({
        legalName: 'Grace B. Hopper',
        country: 'FR',
        firstName: null,
        lastName: null,
        address: null,
        city: null,
        postalCode: null,
        appName: null,
        appDescription: null,
        stepData: {},
        businessName: null,
      });

      // Apps: the published one is off the store and kept; the never published one is gone.
      const [kept] = await t.db.select().from(application).where(eq(application.id, paid.id));
      expect(kept).toMatchObject({ status: 'DRAFT', visibility: 'PRIVATE' });
      expect(await t.db.select().from(application).where(eq(application.id, draft.id))).toEqual([]);
      const storePage = await t.app.inject({
        method: 'GET',
        url: storeApiAppPath(paid.bundleIdentifier),
      });
      expect(storePage.statusCode).toBeGreaterThanOrEqual(400);

      // Money: the ledger, the statements and the buyer's purchase are all still there.
      expect(
        await t.db.select().from(salesLedger).where(eq(salesLedger.developerId, dev.id)),
      ).toEqual(ledgerBefore);
      expect(
        await t.db.select().from(payoutStatement).where(eq(payoutStatement.developerId, dev.id)),
      ).toHaveLength(1);
      // Money not yet due is still paid into the connected account, which stays.
      expect(
        await t.db.select().from(connectedAccount).where(eq(connectedAccount.developerId, dev.id)),
      ).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(purchase)
          .where(and(eq(purchase.buyerId, buyer.id), eq(purchase.status, 'COMPLETED'))),
      ).toHaveLength(1);
      // Staff's audit log says when; its label does not keep the name.
      const audit = await t.db.select().from(auditEvent).where(eq(auditEvent.targetId, dev.id));
      expect(audit).toEqual([
        expect.objectContaining({
          actorId: dev.id,
          action: 'DELETE_ACCOUNT',
          targetType: 'USER',
          targetLabel: DELETED_ACCOUNT_NAME,
          details: { role: 'developer', appsDeleted: 1, appsKeptOffTheStore: 1 },
        }),
      ]);
      // The buyer keeps what they bought (the licensing agreement): listed and downloadable,
      // while nobody else can download the app any more.
      const library = await t.app.inject({
        method: 'GET',
        url: STORE_API_PURCHASES_PATH,
        headers: { cookie: buyer.cookie },
      });
      expect(library.json<AccountPurchasesPage>().purchases).toEqual([
        expect.objectContaining({ inStore: false, downloadable: true, status: 'COMPLETED' }),
      ]);
      const downloadAs = (cookie?: string) =>
        t.app.inject({
          method: 'POST',
          url: `${storeApiAppPath(paid.bundleIdentifier)}/download`,
          payload: { deviceId: 'vmu-device-0001' },
          headers: cookie ? { cookie } : {},
        });
      const bought = await downloadAs(buyer.cookie);
      expect(bought.statusCode, bought.body).toBe(200);
      expect(bought.json()).toMatchObject({ version: paid.currentVersion });
      const stranger = await signedInUser(t.app, t.db, {
        email: email('stranger'),
        role: 'customer',
      });
      expect((await downloadAs(stranger.cookie)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await downloadAs()).statusCode).toBeGreaterThanOrEqual(400);

      // The review message stays with the kept app, its author now named "Deleted account".
      expect(
        await t.db.select().from(reviewMessage).where(eq(reviewMessage.authorId, dev.id)),
      ).toHaveLength(1);

      // After the commit: the old address is told, the unused upload is removed, kept files stay.
      await t.drainJobs();
      const mail = await t.mail.waitFor(dev.email, { since, subject: ACCOUNT_DELETED_SUBJECT });
      expect(mail.text).toContain('7 years');
      const files = await t.db
        .select({ key: storedFile.key })
        .from(storedFile)
        .where(eq(storedFile.ownerId, dev.id));
      expect(files.map((file) => file.key)).not.toContain(icon.key);
      expect(files.length).toBeGreaterThan(0);
      const keptKeys = keysOfAssets(kept!.assets);
      expect(keptKeys.length).toBeGreaterThan(0);
      expect(keptKeys.every((key) => files.some((file) => file.key === key))).toBe(true);
    });

    it('is harmless when asked twice at once', async () => {
      const dev = await verifiedDeveloper(t.app, t.db, { email: email('twice') });
      const code = await deletionCode(dev);
      const results = await Promise.all([
        remove(dev, { confirmation: dev.email, code }),
        remove(dev, { confirmation: dev.email, code }),
      ]);
      const [won, lost] = results
        .map((result) => codeOf(result) ?? 'OK')
        .sort((a, b) => (a === 'OK' ? -1 : b === 'OK' ? 1 : 0));
      expect(won).toBe('OK');
      // The second waited for the first's lock, then found the account gone (or its session).
      expect(['ACCOUNT_DELETED', 'UNAUTHENTICATED']).toContain(lost);
      const loser = results.find((result) => codeOf(result) === 'ACCOUNT_DELETED');
      if (loser) expect(loser.body.errors?.[0]?.message).toBe(ACCOUNT_ALREADY_DELETED);
      const [row] = await t.db.select().from(user).where(eq(user.id, dev.id));
      expect(row?.email).toBe(deletedAccountEmail(dev.id));
      await t.drainJobs();
      const notices = t.mail.mails.filter(
        (mail) => mail.to.includes(dev.email) && mail.subject === ACCOUNT_DELETED_SUBJECT,
      );
      expect(notices).toHaveLength(1);
    });

    it('refuses the last admin, and of two admins deleting at once lets one go', async () => {
      const first = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
      const lone = await gqlWith(t.app, SEND_CODE, {}, first.cookie);
      expect(codeOf(lone)).toBe('LAST_ADMIN');
      expect(lone.body.errors?.[0]?.message).toBe(LAST_ADMIN_CANNOT_DELETE_ACCOUNT);

      const second = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
      const [firstCode, secondCode] = [await deletionCode(first), await deletionCode(second)];
      const results = await Promise.all([
        remove(first, { confirmation: first.email, code: firstCode }),
        remove(second, { confirmation: second.email, code: secondCode }),
      ]);
      const outcomes = results.map((result) => codeOf(result) ?? 'OK').sort();
      expect(outcomes).toEqual(['LAST_ADMIN', 'OK']);
      const admins = await t.db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.role, 'admin'), sql`${user.deletedAt} is null`));
      expect(admins).toHaveLength(1);
    });

    it('refuses while a payout is due, before sending a code', async () => {
      const dev = await verifiedDeveloper(t.app, t.db, { email: email('due') });
      await t.db.insert(payoutStatement).values(statement(dev.id, 'DUE'));
      const refused = await gqlWith(t.app, SEND_CODE, {}, dev.cookie);
      expect(codeOf(refused)).toBe('PAYOUT_DUE');
      expect(refused.body.errors?.[0]?.message).toBe(payoutDueRefusal('EUR 8.00', '2026-12-15'));
      await t.drainJobs();
      expect(t.mail.mails.some((mail) => mail.to.includes(dev.email))).toBe(false);
      const [row] = await t.db.select().from(user).where(eq(user.id, dev.id));
      expect(row?.deletedAt).toBeNull();
    });

    it('knows every table that names an account: each is cleared or kept on purpose', async () => {
      // A new table with a foreign key to user must be added to deleteAccount's decision.
      const result = await t.db.execute(sql`
        select distinct cl.relname as table_name
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_class ref on ref.oid = c.confrelid
         where c.contype = 'f' and ref.relname = 'user'
         order by 1`);
      const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
        (r) => r.table_name,
      );
      expect(tables).toEqual([...CLEARED_ON_DELETION, ...KEPT_ON_DELETION].sort());
    });
  });
});

/** Tables deleteAccount empties of the account's rows or personal fields. */
const CLEARED_ON_DELETION = [
  'account',
  'api_token',
  'developer_profile',
  'last_sign_in',
  'session',
  'two_factor',
];
/** Tables whose rows naming the account stay (decision 0047 says why for each). */
const KEPT_ON_DELETION = [
  'account_suspension',
  'application',
  'application_review_event',
  'audit_event',
  'developer_status_change',
  'portal_settings',
  'purchase',
  'review_message',
  'stored_file',
];

function statement(developerId: string, status: 'DUE' | 'PAID') {
  return {
    developerId,
    month: '2026-10',
    currency: 'EUR' as const,
    saleCount: 1,
    refundCount: 0,
    gross: 1000n,
    taxes: 0n,
    processingFees: 0n,
    refunds: 0n,
    net: 1000n,
    developerShare: 800n,
    platformShare: 200n,
    carriedIn: 0n,
    balance: 800n,
    payoutAmount: 800n,
    carriedOut: 0n,
    minimum: 500n,
    dueOn: '2026-12-15',
    status,
    ...(status === 'PAID'
      ? { provider: 'sandbox', payoutReference: 'tr_test', paidAt: new Date() }
      : {}),
  };
}
