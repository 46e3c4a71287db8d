import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { application, applicationVersion, storedFile } from '../../db/schema/apps';
import {
  seedApplication,
  storeCompleteAssets,
  storeUploadedFile,
  verifiedDeveloper,
} from '../../test/app-fixtures';
import { codeOf, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { completeForm, dataOf, gqlWith, messageOf, OPERATIONS } from '../../test/apps-operations';

describe.each(testTargets())('deleteApplication [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const remove = (dev: SignedInUser, appId: string) =>
    gqlWith(t.app, OPERATIONS.delete, { appId }, dev.cookie);

  it.each(['DRAFT', 'REJECTED'] as const)(
    'deletes a %s app with its versions and every file it used',
    async (status) => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const assets = await storeCompleteAssets(t.app, db(), dev.id);
      const created = dataOf<{ appId: string }>(
        await gqlWith(
          t.app,
          OPERATIONS.create,
          { input: completeForm(assets), saveAction: 'SUBMIT' },
          dev.cookie,
        ),
        'createApplication',
      );
      // A later build replaced the first package; its version still points at the old one.
      const newPack = await storeUploadedFile(t.app, db(), {
        ownerId: dev.id,
        assetType: 'binary',
      });
      await db()
        .update(application)
        .set({ status, assets: { ...(await appRow(created.appId))!.assets, vmupack: newPack.key } })
        .where(eq(application.id, created.appId));
      // Another app's file is not this app's to remove.
      const unrelated = await storeUploadedFile(t.app, db(), {
        ownerId: dev.id,
        assetType: 'web-icon',
      });

      expect(dataOf(await remove(dev, created.appId), 'deleteApplication')).toEqual({
        appId: created.appId,
      });
      expect(await appRow(created.appId)).toBeUndefined();
      expect(
        await db()
          .select()
          .from(applicationVersion)
          .where(eq(applicationVersion.applicationId, created.appId)),
      ).toEqual([]);
      const keys = [
        assets.vmupack,
        newPack.key,
        assets.vmuIcon,
        assets.webIcon,
        assets.heroBanner,
        assets.vmuBanner,
        ...assets.screenshots,
      ];
      for (const key of keys) expect(await t.app.storage.stat(key), key).toBeNull();
      expect(await db().select().from(storedFile).where(inArray(storedFile.key, keys))).toEqual([]);
      expect(await t.app.storage.stat(unrelated.key)).not.toBeNull();

      // Gone: a second delete finds nothing.
      expect(codeOf(await remove(dev, created.appId))).toBe('NOT_FOUND');
    },
  );

  it("keeps a file that another of the developer's apps still shows", async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const icon = await storeUploadedFile(t.app, db(), { ownerId: dev.id, assetType: 'web-icon' });
    const assets = {
      vmupack: null,
      vmuIcon: null,
      webIcon: icon.key,
      heroBanner: null,
      vmuBanner: null,
      screenshots: { web: [], vmu: [] },
    };
    const first = await seedApplication(db(), dev.id, { assets });
    const second = await seedApplication(db(), dev.id, { assets });
    dataOf(await remove(dev, first.id), 'deleteApplication');
    expect(await t.app.storage.stat(icon.key)).not.toBeNull();
    dataOf(await remove(dev, second.id), 'deleteApplication');
    expect(await t.app.storage.stat(icon.key)).toBeNull();
  });

  it.each([
    [
      'SUBMITTED',
      'This app is Under Review and cannot be deleted; only drafts and rejected apps can.',
    ],
    ['LIVE', 'This app is Published and cannot be deleted; only drafts and rejected apps can.'],
    [
      'SUSPENDED',
      'This app is Suspended and cannot be deleted; only drafts and rejected apps can.',
    ],
  ] as const)('refuses to delete a %s app, keeping its files', async (status, message) => {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const icon = await storeUploadedFile(t.app, db(), { ownerId: dev.id, assetType: 'web-icon' });
    const seeded = await seedApplication(db(), dev.id, {
      status,
      assets: {
        vmupack: null,
        vmuIcon: null,
        webIcon: icon.key,
        heroBanner: null,
        vmuBanner: null,
        screenshots: { web: [], vmu: [] },
      },
    });
    const result = await remove(dev, seeded.id);
    expect(codeOf(result)).toBe('INVALID_TRANSITION');
    expect(messageOf(result)).toBe(message);
    expect(await appRow(seeded.id)).toEqual(seeded);
    expect(await t.app.storage.stat(icon.key)).not.toBeNull();
  });

  async function appRow(id: string) {
    return (await db().select().from(application).where(eq(application.id, id)))[0];
  }
});
