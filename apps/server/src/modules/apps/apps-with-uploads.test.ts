import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFile } from '../../db/schema/apps';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { uploadFile } from '../../test/upload-requests';
import { completeForm, dataOf, gqlWith, OPERATIONS } from '../../test/apps-operations';

type AssetFile = { key: string; url: string | null; size: number; contentType: string };
type App = {
  appId: string;
  extractedAppName: string | null;
  extractedVersion: string | null;
  currentVersion: string;
  assets: Record<string, AssetFile | null | number> & {
    screenshots: { web: AssetFile[] };
  };
};

// The whole path a developer takes: files through the real upload endpoint, then the form.
describe.each(testTargets())('apps with uploaded files [%s]', (target) => {
  const t = useTestApp(target);
  const db = () => t.db;

  it('submits an app built from uploads, reading the package metadata, and deletes its files with it', async () => {
    const dev = await verifiedDeveloper(t.app, db(), { email: `uploader-${target}@example.com` });
    const upload = (assetType: Parameters<typeof uploadFile>[2]['assetType']) =>
      uploadFile(t.app, dev, { assetType });
    const files = {
      vmupack: await upload('binary'),
      vmuIcon: await upload('vmu-icon'),
      webIcon: await upload('web-icon'),
      heroBanner: await upload('hero-banner'),
      vmuBanner: await upload('vmu-banner'),
      screenshots: [await upload('screenshots'), await upload('screenshots')],
    };
    const assets = {
      vmupack: files.vmupack.key,
      vmuIcon: files.vmuIcon.key,
      webIcon: files.webIcon.key,
      heroBanner: files.heroBanner.key,
      vmuBanner: files.vmuBanner.key,
      screenshots: files.screenshots.map((file) => file.key),
    };
    const [pack] = await db().select().from(storedFile).where(eq(storedFile.key, assets.vmupack));
    expect(pack?.details.kind).toBe('vmupack');
    const details = pack!.details as { appName: string; appVersion: string };

    const created = dataOf<App>(
      await gqlWith(
        t.app,
        OPERATIONS.create,
        { input: completeForm(assets), saveAction: 'SUBMIT' },
        dev.cookie,
      ),
      'createApplication',
    );
    expect(created).toMatchObject({
      extractedAppName: details.appName,
      extractedVersion: details.appVersion,
      currentVersion: details.appVersion,
    });
    expect(created.assets.vmupack).toMatchObject({
      key: assets.vmupack,
      url: null,
      size: pack!.size,
    });
    expect(created.assets.webIcon).toMatchObject({
      url: files.webIcon.publicURL,
      contentType: 'image/png',
    });
    expect(created.assets.vmuIcon).toMatchObject({
      url: files.vmuIcon.publicURL,
      contentType: 'image/bmp',
    });
    expect(created.assets.screenshots.web.map((file) => file.url)).toEqual(
      files.screenshots.map((file) => file.publicURL),
    );
    // The public address serves the icon.
    const icon = await t.app.inject({
      method: 'GET',
      url: new URL(files.webIcon.publicURL).pathname,
    });
    expect(icon.statusCode).toBe(200);

    // Withdraw, then delete: every uploaded file goes with the app.
    dataOf(
      await gqlWith(
        t.app,
        OPERATIONS.update,
        { appId: created.appId, input: { action: 'WITHDRAW' } },
        dev.cookie,
      ),
      'updateApplication',
    );
    dataOf(
      await gqlWith(t.app, OPERATIONS.delete, { appId: created.appId }, dev.cookie),
      'deleteApplication',
    );
    const keys = [...Object.values(assets).flat()];
    for (const key of keys) expect(await t.app.storage.stat(key), key).toBeNull();
    expect(await db().select().from(storedFile)).toEqual([]);
    const gone = await t.app.inject({
      method: 'GET',
      url: new URL(files.webIcon.publicURL).pathname,
    });
    expect(gone.statusCode).toBe(404);
  });
});
