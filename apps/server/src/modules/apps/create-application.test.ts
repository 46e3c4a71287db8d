import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APP_NAME_REQUIRED_FOR_DRAFT,
  BUNDLE_IDENTIFIER_FORMAT,
  BUNDLE_IDENTIFIER_REQUIRED,
  bundleIdentifierTaken,
  COMPLETE_REQUIRED_FIELDS,
  createPriceInvalid,
  LEGAL_URL_INVALID,
  MAX_SCREENSHOTS_MESSAGE,
  PAID_APPS_NOT_AVAILABLE,
  SHORT_DESCRIPTION_TOO_LONG,
  UPLOADED_FILE_NOT_FOUND,
} from '@vmu/domain';
import { application, applicationVersion } from '../../db/schema/apps';
import { developerProfile } from '../../db/schema/developers';
import {
  storeCompleteAssets,
  storeUploadedFile,
  verifiedDeveloper,
  type AssetKeys,
} from '../../test/app-fixtures';
import { codeOf, type SignedInUser } from '../../test/developer-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { completeForm, dataOf, gqlWith, messageOf, OPERATIONS } from '../../test/apps-operations';

type App = Record<string, unknown> & {
  appId: string;
  status: string;
  versions: Record<string, unknown>[];
  assets: Record<string, unknown>;
};

describe.each(testTargets())('createApplication [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const create = (dev: SignedInUser, input: Record<string, unknown>, saveAction = 'SAVE_DRAFT') =>
    gqlWith(t.app, OPERATIONS.create, { input, saveAction }, dev.cookie);
  const apps = () => db().select().from(application).orderBy(asc(application.createdAt));

  it('saves a draft from a name and identifier alone, with the save defaults', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const created = dataOf<App>(
      await create(dev, { appName: '  Pocket Tunes ', bundleIdentifier: 'com.example.tunes' }),
      'createApplication',
    );
    expect(created).toMatchObject({
      appName: 'Pocket Tunes',
      bundleIdentifier: 'com.example.tunes',
      shortDescription: 'Pocket Tunes application',
      longDescription: 'Pocket Tunes application',
      price: 0,
      currency: 'USD',
      currentVersion: '1.0.0',
      extractedVersion: null,
      extractedAppName: null,
      status: 'DRAFT',
      visibility: 'PRIVATE',
      rejectionReason: null,
      categories: ['app'],
      tags: ['general'],
      // An app is never asked for an age rating, so it has none (decision 0051).
      ageRating: { pegi: null, esrb: null, regional: { EU: null, US: null, UK: null } },
      assets: {
        webIcon: null,
        vmuIcon: null,
        heroBanner: null,
        vmuBanner: null,
        vmupack: null,
        vmupackSize: null,
        screenshots: { web: [], vmu: [] },
      },
      legalPages: { termsAndConditions: null, privacyPolicy: null },
      versions: [],
      analytics: {
        totalSales: 0,
        totalDownloads: 0,
        activeUsers: 0,
        revenue: { gross: 0, net: 0, platformFee: 0 },
      },
      metadata: { lastVersionSubmitted: null },
      storeUrl: `${TEST_PUBLIC_URL}/store/apps/com.example.tunes`,
    });
    const [row] = await apps();
    expect(row).toMatchObject({ id: created.appId, developerId: dev.id });
    // A game's draft saved without a rating takes PEGI 3 (docs/product.md, "App form rules").
    const game = dataOf<App>(
      await create(dev, {
        appName: 'Pocket Racer',
        bundleIdentifier: 'com.example.racer',
        appType: 'game',
      }),
      'createApplication',
    );
    expect(game.ageRating).toMatchObject({ pegi: 'PEGI_3' });
  });

  it('starts a new app in the developer’s currency, and a save without one keeps the app’s', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('uk'), country: 'GB' });
    // The preferred currency decision 0057 defaults from the country: the pound in the UK.
    await db()
      .update(developerProfile)
      .set({ currency: 'GBP' })
      .where(eq(developerProfile.userId, dev.id));
    const created = dataOf<App>(
      await create(dev, { appName: 'Pocket Tunes', bundleIdentifier: 'com.example.uktunes' }),
      'createApplication',
    );
    expect(created).toMatchObject({ currency: 'GBP' });

    await db()
      .update(developerProfile)
      .set({ currency: 'EUR' })
      .where(eq(developerProfile.userId, dev.id));
    const saved = dataOf<App>(
      await gqlWith(
        t.app,
        OPERATIONS.update,
        {
          appId: created.appId,
          input: {
            form: { appName: 'Pocket Tunes 2', bundleIdentifier: 'com.example.uktunes' },
            saveAction: 'SAVE_DRAFT',
          },
        },
        dev.cookie,
      ),
      'updateApplication',
    );
    expect(saved).toMatchObject({ appName: 'Pocket Tunes 2', currency: 'GBP' });
  });

  it('submits a complete app with its files, metadata from the package and a first version', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const assets = await storeCompleteAssets(t.app, db(), dev.id, {
      appName: 'SpaceChase',
      appVersion: '2.1.0',
    });
    const result = await create(dev, completeForm(assets), 'SUBMIT');
    const created = dataOf<App>(result, 'createApplication');
    expect(created).toMatchObject({
      status: 'SUBMITTED',
      visibility: 'PRIVATE',
      currentVersion: '2.1.0',
      extractedVersion: '2.1.0',
      extractedAppName: 'SpaceChase',
      categories: ['game'],
      ageRating: { pegi: 'PEGI_7' },
      legalPages: {
        termsAndConditions: 'https://example.com/terms',
        privacyPolicy: 'https://example.com/privacy',
      },
    });
    const [pack] = await Promise.all([t.app.storage.stat(assets.vmupack)]);
    expect(created.assets).toMatchObject({
      vmupack: {
        key: assets.vmupack,
        url: null,
        size: pack?.size,
        contentType: 'application/octet-stream',
      },
      vmupackSize: pack?.size,
      vmuIcon: {
        key: assets.vmuIcon,
        url: t.app.storage.publicUrl(assets.vmuIcon),
        contentType: 'image/bmp',
      },
      webIcon: { key: assets.webIcon, url: t.app.storage.publicUrl(assets.webIcon) },
      heroBanner: { key: assets.heroBanner },
      vmuBanner: { key: assets.vmuBanner },
      screenshots: {
        web: assets.screenshots.map((key) => ({
          key,
          url: t.app.storage.publicUrl(key),
          size: expect.any(Number),
          contentType: 'image/png',
        })),
        vmu: [],
      },
    });
    expect(created.versions).toEqual([
      {
        id: expect.any(String),
        versionNumber: '2.1.0',
        releaseNotes: 'First release',
        reviewStatus: 'PENDING',
        reviewNotes: null,
        submittedAt: expect.any(String),
        approvedAt: null,
        fileSize: pack?.size,
      },
    ]);
    expect((created.metadata as { lastVersionSubmitted: string }).lastVersionSubmitted).toEqual(
      expect.any(String),
    );
    const versions = await db().select().from(applicationVersion);
    expect(versions).toMatchObject([{ applicationId: created.appId, binaryKey: assets.vmupack }]);
  });

  it.each([
    ['no app name', { appName: '   ' }, APP_NAME_REQUIRED_FOR_DRAFT],
    ['no identifier', { bundleIdentifier: '' }, BUNDLE_IDENTIFIER_REQUIRED],
    ['a malformed identifier', { bundleIdentifier: 'Space Chase' }, BUNDLE_IDENTIFIER_FORMAT],
    ['a long short description', { shortDescription: 'x'.repeat(161) }, SHORT_DESCRIPTION_TOO_LONG],
    ['a price off the 0.50 steps', { pricingType: 'paid', price: 1.25 }, createPriceInvalid('USD')],
    ['a price above 99', { pricingType: 'paid', price: 99.5 }, createPriceInvalid('USD')],
    [
      'a legal page that is no web address',
      { privacyPolicyUrl: 'javascript:alert(1)' },
      LEGAL_URL_INVALID,
    ],
  ])('refuses %s with the form message, creating nothing', async (_label, change, message) => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const assets = await storeCompleteAssets(t.app, db(), dev.id);
    for (const action of ['SAVE_DRAFT', 'SUBMIT']) {
      const result = await create(dev, completeForm(assets, change), action);
      expect(codeOf(result)).toBe('VALIDATION_FAILED');
      expect(messageOf(result)).toBe(message);
    }
    expect(await apps()).toEqual([]);
  });

  it('refuses more than five screenshots', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const assets = await storeCompleteAssets(t.app, db(), dev.id);
    const six = [...assets.screenshots, ...assets.screenshots, ...assets.screenshots];
    const result = await create(dev, completeForm({ ...assets, screenshots: six }));
    expect(messageOf(result)).toBe(MAX_SCREENSHOTS_MESSAGE);
    expect(await apps()).toEqual([]);
  });

  it.each([
    ['no screenshots', (a: AssetKeys) => ({ assets: { ...a, screenshots: [] } })],
    ['no package', (a: AssetKeys) => ({ assets: { ...a, vmupack: null } })],
    ['no web icon', (a: AssetKeys) => ({ assets: { ...a, webIcon: null } })],
    ['a game without a PEGI rating', () => ({ pegiRating: null })],
    ['no app type', () => ({ appType: null })],
    ['no pricing type', () => ({ pricingType: null })],
    ['a paid app without a price', () => ({ pricingType: 'paid', price: null })],
    ['no long description', () => ({ longDescription: '' })],
  ])('refuses to submit with %s, though it saves as a draft', async (_label, change) => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const assets = await storeCompleteAssets(t.app, db(), dev.id);
    const form = completeForm(assets, change(assets));
    const result = await create(dev, form, 'SUBMIT');
    expect(codeOf(result)).toBe('INCOMPLETE_APPLICATION');
    expect(messageOf(result)).toBe(COMPLETE_REQUIRED_FIELDS);
    expect(await apps()).toEqual([]);
    expect(dataOf<App>(await create(dev, form), 'createApplication').status).toBe('DRAFT');
  });

  it('lets developers in the EU and UK charge, and no one else', async () => {
    const french = await verifiedDeveloper(t.app, db(), { email: email('fr'), country: 'FR' });
    // Charging needs a connected account with charges enabled
    // (docs/product.md, "Payment eligibility").
    await seedSandboxAccount(db(), french.id, 'active');
    const american = await verifiedDeveloper(t.app, db(), { email: email('us'), country: 'US' });
    const paid = { pricingType: 'paid', price: 4.5, currency: 'EUR' };

    const refused = await create(
      american,
      completeForm(await storeCompleteAssets(t.app, db(), american.id), paid),
      'SUBMIT',
    );
    expect(codeOf(refused)).toBe('PAYMENT_NOT_AVAILABLE');
    expect(messageOf(refused)).toBe(PAID_APPS_NOT_AVAILABLE);
    const draft = await create(american, {
      appName: 'Paid',
      bundleIdentifier: 'com.us.paid',
      ...paid,
    });
    expect(codeOf(draft)).toBe('PAYMENT_NOT_AVAILABLE');
    expect(await apps()).toEqual([]);
    // Free is fine from anywhere.
    expect(
      dataOf<App>(
        await create(american, { appName: 'Free', bundleIdentifier: 'com.us.free' }),
        'createApplication',
      ),
    ).toMatchObject({ price: 0 });

    const accepted = dataOf<App>(
      await create(
        french,
        completeForm(await storeCompleteAssets(t.app, db(), french.id), paid),
        'SUBMIT',
      ),
      'createApplication',
    );
    expect(accepted).toMatchObject({ price: 4.5, currency: 'EUR', status: 'SUBMITTED' });
    const [row] = await db().select().from(application).where(eq(application.id, accepted.appId));
    expect(row?.priceCents).toBe(450);
  });

  it('refuses asset keys that are not files the developer uploaded as that asset', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const other = await verifiedDeveloper(t.app, db(), { email: email('other') });
    const assets = await storeCompleteAssets(t.app, db(), dev.id);
    const theirs = await storeCompleteAssets(t.app, db(), other.id);
    const spoofs: Partial<AssetKeys>[] = [
      { webIcon: theirs.webIcon },
      { vmupack: theirs.vmupack },
      { screenshots: [assets.screenshots[0] ?? '', theirs.screenshots[0] ?? ''] },
      // A real file of the developer, uploaded as another kind of asset.
      { vmuIcon: assets.webIcon },
      { vmupack: assets.heroBanner },
      { screenshots: [assets.vmuBanner] },
      { heroBanner: `public/${dev.id}/does-not-exist/banner.png` },
      { vmuBanner: '../../etc/passwd' },
    ];
    for (const spoof of spoofs) {
      for (const action of ['SAVE_DRAFT', 'SUBMIT']) {
        const result = await create(dev, completeForm({ ...assets, ...spoof }), action);
        expect(codeOf(result), JSON.stringify(spoof)).toBe('INVALID_ASSET');
        expect(messageOf(result)).toBe(UPLOADED_FILE_NOT_FOUND);
      }
    }
    expect(await apps()).toEqual([]);
  });

  it('keeps bundle identifiers unique across the store, also when two creates race', async () => {
    const first = await verifiedDeveloper(t.app, db(), { email: email('first') });
    const second = await verifiedDeveloper(t.app, db(), { email: email('second') });
    const form = { appName: 'Racer', bundleIdentifier: 'com.example.racer' };

    const results = await Promise.all([create(first, form), create(second, form)]);
    const winners = results.filter((result) => !result.body.errors);
    const losers = results.filter((result) => result.body.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(codeOf(losers[0]!)).toBe('BUNDLE_ID_TAKEN');
    expect(messageOf(losers[0]!)).toBe(bundleIdentifierTaken('com.example.racer'));
    expect(await apps()).toHaveLength(1);

    // Later, by anyone, including the holder.
    for (const dev of [first, second]) {
      const again = await create(dev, form);
      expect(codeOf(again)).toBe('BUNDLE_ID_TAKEN');
    }
    expect(await apps()).toHaveLength(1);
  });

  it('records a package without metadata details as version 1.0.0', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const pack = await storeUploadedFile(t.app, db(), {
      ownerId: dev.id,
      assetType: 'binary',
      appVersion: '',
    });
    const created = dataOf<App>(
      await create(dev, {
        appName: 'Bare',
        bundleIdentifier: 'com.example.bare',
        assets: { vmupack: pack.key },
      }),
      'createApplication',
    );
    expect(created).toMatchObject({ currentVersion: '1.0.0', assets: { vmupackSize: pack.size } });
  });
});
