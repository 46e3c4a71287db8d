import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_IDENTIFIER_FIXED_AFTER_PUBLISHING,
  bundleIdentifierTaken,
  FREE_TO_PAID,
  livePriceRange,
  PAID_APPS_NOT_AVAILABLE,
  PAID_TO_FREE,
  PRICE_NEGATIVE,
  priceTooHigh,
  SCREENSHOT_ADDED_TWICE,
} from '@vmu/domain';
import { application, applicationVersion, storedFile } from '../../db/schema/apps';
import {
  seedApplication,
  seedVersion,
  storeCompleteAssets,
  storeUploadedFile,
  verifiedDeveloper,
} from '../../test/app-fixtures';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { completeForm, dataOf, gqlWith, messageOf, OPERATIONS } from '../../test/apps-operations';
import { REVIEW_OPERATIONS } from '../../test/app-review-operations';
import { ONE_CHANGE_AT_A_TIME } from './resolvers/Mutation/updateApplication';

type App = Record<string, unknown> & {
  appId: string;
  status: string;
  visibility: string;
  price: number;
  rejectionReason: string | null;
  releaseNotes: string;
  versions: { versionNumber: string; reviewStatus: string; releaseNotes: string }[];
};

describe.each(testTargets())('updateApplication [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const update = (dev: SignedInUser, appId: string, input: Record<string, unknown>) =>
    gqlWith(t.app, OPERATIONS.update, { appId, input }, dev.cookie);
  const rowOf = async (id: string) =>
    (await db().select().from(application).where(eq(application.id, id)))[0];
  const versionsOf = (id: string) =>
    db()
      .select()
      .from(applicationVersion)
      .where(eq(applicationVersion.applicationId, id))
      .orderBy(asc(applicationVersion.submittedAt));

  it('asks for exactly one kind of change', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const draft = await seedApplication(db(), dev.id);
    const form = { appName: 'X', bundleIdentifier: 'com.example.x' };
    for (const input of [
      {},
      { action: 'WITHDRAW', price: 1 },
      { form, saveAction: 'SAVE_DRAFT', action: 'UNPUBLISH' },
      { form },
      { saveAction: 'SUBMIT' },
      { form, saveAction: 'SAVE_DRAFT', price: 2 },
    ]) {
      const result = await update(dev, draft.id, input);
      expect(codeOf(result), JSON.stringify(input)).toBe('VALIDATION_FAILED');
      expect(messageOf(result)).toBe(ONE_CHANGE_AT_A_TIME);
    }
    expect(await rowOf(draft.id)).toEqual(draft);
  });

  describe('the form', () => {
    it('saves a draft, keeping or changing its identifier, but never to a taken one', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const draft = await seedApplication(db(), dev.id, { bundleIdentifier: 'com.example.mine' });
      const other = await seedApplication(db(), dev.id, { bundleIdentifier: 'com.example.other' });

      const kept = dataOf<App>(
        await update(dev, draft.id, {
          form: { appName: 'Renamed', bundleIdentifier: 'com.example.mine' },
          saveAction: 'SAVE_DRAFT',
        }),
        'updateApplication',
      );
      expect(kept).toMatchObject({ appName: 'Renamed', status: 'DRAFT' });
      const after = await rowOf(draft.id);
      expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(draft.updatedAt.getTime());

      const taken = await update(dev, draft.id, {
        form: { appName: 'Renamed', bundleIdentifier: 'com.example.other' },
        saveAction: 'SAVE_DRAFT',
      });
      expect(codeOf(taken)).toBe('BUNDLE_ID_TAKEN');
      expect(messageOf(taken)).toBe(bundleIdentifierTaken('com.example.other'));
      expect(await rowOf(draft.id)).toEqual(after);
      expect(await rowOf(other.id)).toEqual(other);

      const moved = dataOf<App>(
        await update(dev, draft.id, {
          form: { appName: 'Renamed', bundleIdentifier: 'com.example.moved' },
          saveAction: 'SAVE_DRAFT',
        }),
        'updateApplication',
      );
      expect(moved).toMatchObject({ bundleIdentifier: 'com.example.moved' });
    });

    it('keeps the release notes of a draft between saves, and a submit records them', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const draft = await seedApplication(db(), dev.id, { bundleIdentifier: 'com.example.notes' });
      const form = { appName: 'Notes', bundleIdentifier: 'com.example.notes' };

      const saved = dataOf<App>(
        await update(dev, draft.id, {
          form: { ...form, releaseNotes: 'Faster start-up.\nNew levels.' },
          saveAction: 'SAVE_DRAFT',
        }),
        'updateApplication',
      );
      expect(saved).toMatchObject({ releaseNotes: 'Faster start-up.\nNew levels.', versions: [] });
      const reread = dataOf<App>(
        await gqlWith(t.app, OPERATIONS.get, { appId: draft.id }, dev.cookie),
        'getApplication',
      );
      expect(reread.releaseNotes).toBe('Faster start-up.\nNew levels.');

      const assets = await storeCompleteAssets(t.app, db(), dev.id);
      const submitted = dataOf<App>(
        await update(dev, draft.id, {
          form: completeForm(assets, { ...form, releaseNotes: 'Faster start-up.' }),
          saveAction: 'SUBMIT',
        }),
        'updateApplication',
      );
      expect(submitted.releaseNotes).toBe('Faster start-up.');
      expect(submitted.versions).toMatchObject([{ releaseNotes: 'Faster start-up.' }]);
    });

    it.each([
      ['SUBMITTED', 'This app is Under Review and cannot be edited.'],
      ['LIVE', 'This app is Published and cannot be edited.'],
      ['SUSPENDED', 'This app is Suspended and cannot be edited.'],
    ] as const)('refuses the form for a %s app', async (status, message) => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const seeded = await seedApplication(db(), dev.id, { status });
      const assets = await storeCompleteAssets(t.app, db(), dev.id);
      for (const saveAction of ['SAVE_DRAFT', 'SUBMIT']) {
        const result = await update(dev, seeded.id, { form: completeForm(assets), saveAction });
        expect(codeOf(result)).toBe('INVALID_TRANSITION');
        expect(messageOf(result)).toBe(
          saveAction === 'SUBMIT' ? message.replace('edited', 'submitted for review') : message,
        );
      }
      expect(await rowOf(seeded.id)).toEqual(seeded);
    });

    it('resubmits a rejected app after an edit, clearing the reason and continuing the rejected version (its conversation goes on)', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const assets = await storeCompleteAssets(t.app, db(), dev.id, { appVersion: '1.0.0' });
      const created = dataOf<App>(
        await gqlWith(
          t.app,
          OPERATIONS.create,
          { input: completeForm(assets), saveAction: 'SUBMIT' },
          dev.cookie,
        ),
        'createApplication',
      );
      // Staff reject it (rejectApplication, decision 0014; here straight in the database).
      await db()
        .update(application)
        .set({ status: 'REJECTED', rejectionReason: 'The icon is blurry.' })
        .where(eq(application.id, created.appId));
      await db()
        .update(applicationVersion)
        .set({ reviewStatus: 'REJECTED', reviewNotes: 'The icon is blurry.' })
        .where(eq(applicationVersion.applicationId, created.appId));

      const newPack = await storeUploadedFile(t.app, db(), {
        ownerId: dev.id,
        assetType: 'binary',
        appVersion: '1.0.1',
      });
      const form = completeForm(
        { ...assets, vmupack: newPack.key },
        { releaseNotes: 'Sharper icon' },
      );
      const resubmitted = dataOf<App>(
        await update(dev, created.appId, { form, saveAction: 'SUBMIT' }),
        'updateApplication',
      );
      expect(resubmitted).toMatchObject({
        status: 'SUBMITTED',
        rejectionReason: null,
        currentVersion: '1.0.1',
      });
      expect(resubmitted.versions).toEqual([
        expect.objectContaining({
          id: (created.versions[0] as { id?: string } | undefined)?.id,
          versionNumber: '1.0.1',
          reviewStatus: 'PENDING',
          reviewNotes: null,
          releaseNotes: 'Sharper icon',
        }),
      ]);
      expect(await versionsOf(created.appId)).toMatchObject([{ binaryKey: newPack.key }]);
      // The first package went with the rejected submission it belonged to: nothing names it.
      expect(await t.app.storage.stat(assets.vmupack)).toBeNull();
    });

    it('refuses the same stored screenshot twice in one app, on create, save and submit', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const assets = await storeCompleteAssets(t.app, db(), dev.id);
      const twice = { ...assets, screenshots: [assets.screenshots[0]!, assets.screenshots[0]!] };
      const created = await gqlWith(
        t.app,
        OPERATIONS.create,
        { input: completeForm(twice), saveAction: 'SAVE_DRAFT' },
        dev.cookie,
      );
      expect(codeOf(created)).toBe('VALIDATION_FAILED');
      expect(messageOf(created)).toBe(SCREENSHOT_ADDED_TWICE);
      expect(
        await db().select().from(application).where(eq(application.developerId, dev.id)),
      ).toEqual([]);

      const draft = await seedApplication(db(), dev.id);
      for (const saveAction of ['SAVE_DRAFT', 'SUBMIT'] as const) {
        const result = await update(dev, draft.id, {
          form: completeForm(twice, { bundleIdentifier: draft.bundleIdentifier }),
          saveAction,
        });
        expect(codeOf(result), saveAction).toBe('VALIDATION_FAILED');
        expect(messageOf(result)).toBe(SCREENSHOT_ADDED_TWICE);
        expect(await rowOf(draft.id)).toEqual(draft);
      }
    });

    it('keeps the bundle identifier of an app that was published, then unpublished', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
      const assets = await storeCompleteAssets(t.app, db(), dev.id);
      const form = completeForm(assets, { bundleIdentifier: 'com.example.published' });
      const created = dataOf<App>(
        await gqlWith(t.app, OPERATIONS.create, { input: form, saveAction: 'SUBMIT' }, dev.cookie),
        'createApplication',
      );
      expect(created.bundleIdentifierFixed).toBe(false);
      dataOf(
        await gqlWith(t.app, REVIEW_OPERATIONS.approve, { appId: created.appId }, boss.cookie),
        'approveApplication',
      );
      const unpublished = dataOf<App>(
        await update(dev, created.appId, { action: 'UNPUBLISH' }),
        'updateApplication',
      );
      expect(unpublished).toMatchObject({ status: 'DRAFT', bundleIdentifierFixed: true });
      const before = await rowOf(created.appId);

      for (const saveAction of ['SAVE_DRAFT', 'SUBMIT'] as const) {
        const moved = await update(dev, created.appId, {
          form: { ...form, bundleIdentifier: 'com.example.renamed' },
          saveAction,
        });
        expect(codeOf(moved), saveAction).toBe('BUNDLE_ID_FIXED');
        expect(messageOf(moved)).toBe(BUNDLE_IDENTIFIER_FIXED_AFTER_PUBLISHING);
        expect(moved.status).toBe(409);
        expect(await rowOf(created.appId)).toEqual(before);
      }
      // The same identifier saves as before, and a rejected resubmission is held to it too.
      const saved = dataOf<App>(
        await update(dev, created.appId, {
          form: { ...form, appName: 'Back again' },
          saveAction: 'SUBMIT',
        }),
        'updateApplication',
      );
      expect(saved).toMatchObject({
        status: 'SUBMITTED',
        bundleIdentifier: 'com.example.published',
      });
      dataOf(
        await gqlWith(
          t.app,
          REVIEW_OPERATIONS.reject,
          { appId: created.appId, reason: 'Blurry icon' },
          boss.cookie,
        ),
        'rejectApplication',
      );
      const rejected = await update(dev, created.appId, {
        form: { ...form, bundleIdentifier: 'com.example.renamed' },
        saveAction: 'SAVE_DRAFT',
      });
      expect(codeOf(rejected)).toBe('BUNDLE_ID_FIXED');

      // A draft that was never published may still move.
      const other = await seedApplication(db(), dev.id, { status: 'REJECTED' });
      const movedDraft = dataOf<App>(
        await update(dev, other.id, {
          form: { appName: 'Other', bundleIdentifier: 'com.example.renamed' },
          saveAction: 'SAVE_DRAFT',
        }),
        'updateApplication',
      );
      expect(movedDraft).toMatchObject({
        bundleIdentifier: 'com.example.renamed',
        bundleIdentifierFixed: false,
      });
    });

    it('saves a rejected app as a draft, keeping the reason until it is submitted', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const rejected = await seedApplication(db(), dev.id, {
        status: 'REJECTED',
        rejectionReason: 'Missing privacy policy.',
      });
      const saved = dataOf<App>(
        await update(dev, rejected.id, {
          form: { appName: 'Fixed', bundleIdentifier: rejected.bundleIdentifier },
          saveAction: 'SAVE_DRAFT',
        }),
        'updateApplication',
      );
      expect(saved).toMatchObject({ status: 'DRAFT', rejectionReason: 'Missing privacy policy.' });
      expect(await versionsOf(rejected.id)).toEqual([]);
    });

    it('removes the files a save replaced, keeping those still used', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const assets = await storeCompleteAssets(t.app, db(), dev.id);
      const created = dataOf<App>(
        await gqlWith(
          t.app,
          OPERATIONS.create,
          { input: completeForm(assets), saveAction: 'SAVE_DRAFT' },
          dev.cookie,
        ),
        'createApplication',
      );
      // A second app shows the same web icon.
      await seedApplication(db(), dev.id, {
        assets: { ...(await rowOf(created.appId))!.assets, vmuIcon: null, heroBanner: null },
      });
      const newIcon = await storeUploadedFile(t.app, db(), {
        ownerId: dev.id,
        assetType: 'vmu-icon',
      });
      const newWebIcon = await storeUploadedFile(t.app, db(), {
        ownerId: dev.id,
        assetType: 'web-icon',
      });
      const [kept, dropped] = assets.screenshots;
      const form = completeForm({
        ...assets,
        vmuIcon: newIcon.key,
        webIcon: newWebIcon.key,
        heroBanner: null as unknown as string,
        screenshots: [kept!],
      });
      dataOf(
        await update(dev, created.appId, { form, saveAction: 'SAVE_DRAFT' }),
        'updateApplication',
      );

      const gone = [assets.vmuIcon, assets.heroBanner];
      const shared = [assets.webIcon, dropped!];
      for (const key of gone) {
        expect(await t.app.storage.stat(key), key).toBeNull();
        expect(await db().select().from(storedFile).where(eq(storedFile.key, key))).toEqual([]);
      }
      for (const key of [...shared, kept!, newIcon.key, newWebIcon.key, assets.vmupack]) {
        expect(await t.app.storage.stat(key), key).not.toBeNull();
        expect(await db().select().from(storedFile).where(eq(storedFile.key, key))).toHaveLength(1);
      }
    });
  });

  describe('withdraw and unpublish', () => {
    it('withdraws a submitted app to a draft, withdrawing its pending version', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const submitted = await seedApplication(db(), dev.id, { status: 'SUBMITTED' });
      await seedVersion(db(), submitted.id, {
        reviewStatus: 'REJECTED',
        submittedAt: new Date(Date.now() - 60_000),
      });
      await seedVersion(db(), submitted.id, { reviewStatus: 'PENDING', versionNumber: '1.1.0' });
      const withdrawn = dataOf<App>(
        await update(dev, submitted.id, { action: 'WITHDRAW' }),
        'updateApplication',
      );
      expect(withdrawn).toMatchObject({ status: 'DRAFT', visibility: 'PRIVATE' });
      expect(withdrawn.versions.map((v) => v.reviewStatus)).toEqual(['WITHDRAWN', 'REJECTED']);
      expect((await rowOf(submitted.id))!.updatedAt.getTime()).toBeGreaterThan(
        submitted.updatedAt.getTime(),
      );
    });

    it.each(['LIVE', 'SUSPENDED'] as const)(
      'unpublishes a %s app to a private draft',
      async (status) => {
        const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
        const published = await seedApplication(db(), dev.id, { status, visibility: 'PUBLIC' });
        const result = dataOf<App>(
          await update(dev, published.id, { action: 'UNPUBLISH' }),
          'updateApplication',
        );
        expect(result).toMatchObject({ status: 'DRAFT', visibility: 'PRIVATE' });
      },
    );

    it.each([
      ['WITHDRAW', 'DRAFT', 'This app is Draft and cannot be withdrawn.'],
      ['WITHDRAW', 'LIVE', 'This app is Published and cannot be withdrawn.'],
      ['WITHDRAW', 'REJECTED', 'This app is Rejected and cannot be withdrawn.'],
      ['UNPUBLISH', 'SUBMITTED', 'This app is Under Review and cannot be unpublished.'],
      ['UNPUBLISH', 'DRAFT', 'This app is Draft and cannot be unpublished.'],
      ['UNPUBLISH', 'REJECTED', 'This app is Rejected and cannot be unpublished.'],
    ] as const)('refuses %s for a %s app', async (action, status, message) => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const seeded = await seedApplication(db(), dev.id, { status });
      const result = await update(dev, seeded.id, { action });
      expect(codeOf(result)).toBe('INVALID_TRANSITION');
      expect(messageOf(result)).toBe(message);
      expect(result.status).toBe(409);
      expect(await rowOf(seeded.id)).toEqual(seeded);
    });

    it('lets exactly one of two conflicting requests win', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      // Two withdraws of one submission.
      const submitted = await seedApplication(db(), dev.id, { status: 'SUBMITTED' });
      await seedVersion(db(), submitted.id, { reviewStatus: 'PENDING' });
      const withdraws = await Promise.all([
        update(dev, submitted.id, { action: 'WITHDRAW' }),
        update(dev, submitted.id, { action: 'WITHDRAW' }),
      ]);
      expect(withdraws.filter((r) => !r.body.errors)).toHaveLength(1);
      const lost = withdraws.find((r) => r.body.errors)!;
      expect(codeOf(lost)).toBe('INVALID_TRANSITION');
      expect(messageOf(lost)).toBe('This app is Draft and cannot be withdrawn.');

      // A submit of the form racing a delete of the same draft.
      const assets = await storeCompleteAssets(t.app, db(), dev.id);
      const draft = await seedApplication(db(), dev.id, { bundleIdentifier: 'com.example.raced' });
      const [submit, remove] = await Promise.all([
        update(dev, draft.id, {
          form: completeForm(assets, { bundleIdentifier: 'com.example.raced' }),
          saveAction: 'SUBMIT',
        }),
        gqlWith(t.app, OPERATIONS.delete, { appId: draft.id }, dev.cookie),
      ]);
      const row = await rowOf(draft.id);
      if (submit.body.errors) {
        expect(codeOf(submit)).toBe('NOT_FOUND');
        expect(remove.body.errors).toBeUndefined();
        expect(row).toBeUndefined();
      } else {
        expect(codeOf(remove)).toBe('INVALID_TRANSITION');
        expect(row?.status).toBe('SUBMITTED');
        expect(await versionsOf(draft.id)).toHaveLength(1);
      }
    });
  });

  describe('the live price', () => {
    it('changes a paid published app within the dialog rules', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev'), country: 'GB' });
      // Charging needs a connected account with charges enabled (docs/product.md, "Payment eligibility").
      await seedSandboxAccount(db(), dev.id, 'active');
      const live = await seedApplication(db(), dev.id, { status: 'LIVE', priceCents: 499 });
      const changed = dataOf<App>(
        await update(dev, live.id, { price: 12.34 }),
        'updateApplication',
      );
      expect(changed).toMatchObject({ price: 12.34, status: 'LIVE' });
      expect((await rowOf(live.id))?.priceCents).toBe(1234);
      const suspended = await seedApplication(db(), dev.id, {
        status: 'SUSPENDED',
        priceCents: 100,
      });
      expect(
        dataOf<App>(await update(dev, suspended.id, { price: 999.99 }), 'updateApplication').price,
      ).toBe(999.99);
    });

    it.each([
      [499, 0, 'USD', PAID_TO_FREE],
      [0, 1, 'USD', FREE_TO_PAID],
      [499, -1, 'USD', PRICE_NEGATIVE],
      [499, 1000, 'USD', priceTooHigh('USD')],
      // Less than a cent rounds to free.
      [499, 0.001, 'USD', PAID_TO_FREE],
      [499, 1.005, 'USD', livePriceRange('USD')],
      // In the app's currency, not always dollars.
      [499, 1000, 'EUR', 'Price cannot exceed €999.99'],
      [499, 1.005, 'GBP', 'Price must be between £0.01 and £999.99'],
    ] as const)(
      'refuses %i cents to %d (%s) with the dialog message',
      async (cents, price, currency, message) => {
        const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
        const live = await seedApplication(db(), dev.id, {
          status: 'LIVE',
          priceCents: cents,
          currency,
        });
        const result = await update(dev, live.id, { price });
        expect(codeOf(result)).toBe('VALIDATION_FAILED');
        expect(messageOf(result)).toBe(message);
        expect(await rowOf(live.id)).toEqual(live);
      },
    );

    it.each(['DRAFT', 'SUBMITTED', 'REJECTED'] as const)(
      'refuses a price change of a %s app',
      async (status) => {
        const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
        const seeded = await seedApplication(db(), dev.id, { status, priceCents: 499 });
        const result = await update(dev, seeded.id, { price: 5.99 });
        expect(codeOf(result)).toBe('INVALID_TRANSITION');
        expect(messageOf(result)).toMatch(/cannot have its price changed/);
        expect(await rowOf(seeded.id)).toEqual(seeded);
      },
    );

    it('refuses a paid price from a developer outside the EU and UK', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev'), country: 'US' });
      const live = await seedApplication(db(), dev.id, { status: 'LIVE', priceCents: 499 });
      const result = await update(dev, live.id, { price: 5.99 });
      expect(codeOf(result)).toBe('PAYMENT_NOT_AVAILABLE');
      expect(messageOf(result)).toBe(PAID_APPS_NOT_AVAILABLE);
      expect(await rowOf(live.id)).toEqual(live);
    });

    it('judges two concurrent price changes each against the price it finally replaced', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      await seedSandboxAccount(db(), dev.id, 'active');
      const live = await seedApplication(db(), dev.id, { status: 'LIVE', priceCents: 499 });
      const results = await Promise.all([
        update(dev, live.id, { price: 5.5 }),
        update(dev, live.id, { price: 6.5 }),
      ]);
      for (const result of results) expect(result.body.errors).toBeUndefined();
      expect([550, 650]).toContain((await rowOf(live.id))?.priceCents);
    });
  });
});
