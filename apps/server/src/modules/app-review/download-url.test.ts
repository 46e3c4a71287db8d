import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  seedApplication,
  storeCompleteAssets,
  storeUploadedFile,
  verifiedDeveloper,
} from '../../test/app-fixtures';
import { codeOf, signedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../apps/application-errors';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { NO_PACKAGE_MESSAGE } from './review-errors';
import { REVIEW_OPERATIONS as OPS } from '../../test/app-review-operations';

type Link = { downloadUrl: string; expiresIn: number; fileName: string };

describe.each(testTargets())('package downloads [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);

  /** A verified developer's app whose current package is stored, named `appName`. */
  async function appWithPackage(appName = 'Star Hopper', currentVersion = '1.2.0') {
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const assets = await storeCompleteAssets(t.app, db(), dev.id, { appVersion: currentVersion });
    const row = await seedApplication(db(), dev.id, {
      appName,
      currentVersion,
      status: 'SUBMITTED',
      assets: {
        vmupack: assets.vmupack,
        vmuIcon: assets.vmuIcon,
        webIcon: assets.webIcon,
        heroBanner: assets.heroBanner,
        vmuBanner: assets.vmuBanner,
        screenshots: { web: assets.screenshots, vmu: [] },
      },
    });
    return { dev, row, packageKey: assets.vmupack };
  }

  /** GET of a download URL on the app under test (its origin is PUBLIC_URL). */
  const fetchUrl = (url: string) => {
    const parsed = new URL(url);
    return t.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives an admin a 5-minute URL that serves the package under its download file name', async () => {
    const boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const { row, packageKey } = await appWithPackage();
    const link = dataOf<Link>(
      await gql(OPS.download, { appId: row.id }, boss.cookie),
      'generateDownloadUrl',
    );
    expect(link).toMatchObject({ expiresIn: 300, fileName: 'Star_Hopper-v1.2.0.vmupack' });
    const url = new URL(link.downloadUrl);
    expect(url.origin).toBe('http://localhost:3000');
    expect(Number(url.searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(300);

    const response = await fetchUrl(link.downloadUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Star_Hopper-v1.2.0.vmupack"; filename*=UTF-8''Star_Hopper-v1.2.0.vmupack`,
    );
    const stat = await t.app.storage.stat(packageKey);
    const stored = await t.app.storage.readRange(packageKey, 0, stat?.size ?? 0);
    expect(response.rawPayload.equals(Buffer.from(stored))).toBe(true);
  });

  it.each([
    ['My Space Game', '1.0.0', 'My_Space_Game-v1.0.0.vmupack'],
    ['Café Crème', '2.0.1', 'Caf__Cr_me-v2.0.1.vmupack'],
    ['AC/DC: Live\\Loud', '1.0.0', 'AC_DC__Live_Loud-v1.0.0.vmupack'],
    ['Rocket 🚀 Run', '0.9.0', 'Rocket___Run-v0.9.0.vmupack'],
    ['"quoted"; name', '3.1.4', '_quoted___name-v3.1.4.vmupack'],
  ])('names the download of "%s" v%s %s', async (appName, version, fileName) => {
    const boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const { row } = await appWithPackage(appName, version);
    const link = dataOf<Link>(
      await gql(OPS.download, { appId: row.id }, boss.cookie),
      'generateDownloadUrl',
    );
    expect(link.fileName).toBe(fileName);
    const response = await fetchUrl(link.downloadUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
  });

  it('refuses the URL once it has expired', async () => {
    const boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const { row } = await appWithPackage();
    const link = dataOf<Link>(
      await gql(OPS.download, { appId: row.id }, boss.cookie),
      'generateDownloadUrl',
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 299_000);
    expect((await fetchUrl(link.downloadUrl)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2_000);
    const expired = await fetchUrl(link.downloadUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: 'This download link has expired' });
  });

  it('refuses a tampered URL: another name, expiry, signature or file', async () => {
    const boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const { row, dev } = await appWithPackage();
    const other = await storeUploadedFile(t.app, db(), { ownerId: dev.id, assetType: 'binary' });
    const link = dataOf<Link>(
      await gql(OPS.download, { appId: row.id }, boss.cookie),
      'generateDownloadUrl',
    );
    const tamper = (change: (url: URL) => void) => {
      const url = new URL(link.downloadUrl);
      change(url);
      return url.toString();
    };
    const tampered = [
      tamper((u) => u.searchParams.set('name', 'evil.exe')),
      tamper((u) =>
        u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
      ),
      tamper((u) => u.searchParams.set('sig', `${u.searchParams.get('sig')?.slice(0, -2)}AA`)),
      tamper((u) => u.searchParams.delete('sig')),
      tamper((u) => (u.pathname = `/api/downloads/${other.key}`)),
    ];
    for (const url of tampered) {
      const response = await fetchUrl(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: 'This download link is not valid' });
    }
  });

  it("lets the app's own developer download it; another developer gets NOT_FOUND, a signed-out caller UNAUTHENTICATED", async () => {
    const { dev, row } = await appWithPackage();
    const own = await gql(OPS.download, { appId: row.id }, dev.cookie);
    expect(dataOf<Link>(own, 'generateDownloadUrl').fileName).toBe('Star_Hopper-v1.2.0.vmupack');

    const stranger = await verifiedDeveloper(t.app, db(), { email: email('stranger') });
    const refused = await gql(OPS.download, { appId: row.id }, stranger.cookie);
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(messageOf(refused)).toBe(APPLICATION_NOT_FOUND_MESSAGE);

    const anonymous = await gql(OPS.download, { appId: row.id });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('answers NO_PACKAGE for an app without a package', async () => {
    const boss = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
    const row = await seedApplication(db(), dev.id, { status: 'DRAFT' });
    const result = await gql(OPS.download, { appId: row.id }, boss.cookie);
    expect(codeOf(result)).toBe('NO_PACKAGE');
    expect(messageOf(result)).toBe(NO_PACKAGE_MESSAGE);
  });
});
