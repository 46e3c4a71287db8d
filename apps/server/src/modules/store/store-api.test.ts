import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_NOT_AVAILABLE,
  APP_NOT_IN_STORE,
  CATALOGUE_CURSOR_INVALID,
  CATALOGUE_SINCE_ALONE,
  CATALOGUE_TYPE_INVALID,
  DEVICE_ID_INVALID,
  PURCHASE_REQUIRED,
  STORE_API_OPENAPI_PATH,
  STORE_FIGURE_LIMITS,
  storeApiAppPath,
  type CatalogueAppDetail,
  type CataloguePage,
} from '@vmu/domain';
import { user } from '../../db/schema/accounts';
import { developerProfile } from '../../db/schema/developers';
import { appDownload, application, storedFile } from '../../db/schema/apps';
import { purchase } from '../../db/schema/purchases';
import { seedApplication, verifiedDeveloper } from '../../test/app-fixtures';
import { signedInUser } from '../../test/developer-fixtures';
import { testTargets, TEST_PUBLIC_URL } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { seedPublishedApp } from '../../test/version-fixtures';

const LIST = '/api/store/v1/apps';
const DEVICE = 'vmu-device-0001';

describe.each(testTargets())('the catalogue API [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const developer = (name = 'Ada Dev') =>
    verifiedDeveloper(t.app, t.db, { email: email('dev'), name });

  /** A live public app; `overrides` set its columns after publication. */
  async function liveApp(
    ownerId: string,
    overrides: Partial<typeof application.$inferInsert> = {},
  ) {
    const { app } = await seedPublishedApp(t.app, t.db, ownerId);
    const suffix = (counter += 1);
    const [row] = await t.db
      .update(application)
      .set({ bundleIdentifier: `com.example.app${suffix}`, appName: `App ${suffix}`, ...overrides })
      .where(eq(application.id, app.id))
      .returning();
    return row!;
  }

  const list = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${LIST}${query}`, headers });
  const page = async (query = '') => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CataloguePage>();
  };
  const names = (result: CataloguePage) => result.items.map((item) => item.name);
  const download = (bundleIdentifier: string, body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${storeApiAppPath(bundleIdentifier)}/download`,
      payload: body as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
    });

  it('lists only live public apps, with what a card shows, and never a draft or a suspended app', async () => {
    const dev = await developer('Nova Studio');
    const live = await liveApp(dev.id, { priceCents: 499, currency: 'EUR' });
    await seedApplication(t.db, dev.id, { status: 'DRAFT' });
    await seedApplication(t.db, dev.id, { status: 'SUBMITTED' });
    await liveApp(dev.id, { status: 'SUSPENDED', visibility: 'PRIVATE' });
    // Unpublished by its developer: back to a draft, private.
    await liveApp(dev.id, { status: 'DRAFT', visibility: 'PRIVATE' });

    const result = await page();
    expect(result.items).toHaveLength(1);
    const [item] = result.items;
    expect(item).toMatchObject({
      bundleIdentifier: live.bundleIdentifier,
      name: live.appName,
      developerName: 'Nova Studio',
      type: 'game',
      price: { amountMinor: 499, currency: 'EUR' },
      pegiRating: 'PEGI_7',
      version: '1.0.0',
      packageSize: 300,
      downloads: 0,
      storeUrl: `${TEST_PUBLIC_URL}/store/apps/${live.bundleIdentifier}`,
    });
    expect(item!.webIconUrl).toMatch(/^http.*\/public\//);
    // The 512-pixel icon's display copies up to its own size (decision 0037).
    const iconKey = item!.webIconUrl!.slice(`${TEST_PUBLIC_URL}/files/`.length);
    expect(item!.webIconSrcSet).toBe(
      [
        `${TEST_PUBLIC_URL}/files/display/96/${iconKey} 96w`,
        `${TEST_PUBLIC_URL}/files/display/160/${iconKey} 160w`,
        `${TEST_PUBLIC_URL}/files/display/320/${iconKey} 320w`,
        `${TEST_PUBLIC_URL}/files/display/640/${iconKey} 512w`,
      ].join(', '),
    );
    expect(Date.parse(item!.publishedAt)).not.toBeNaN();
    expect(result.nextCursor).toBeNull();
    // Nothing a developer keeps to themselves leaves the server.
    expect(JSON.stringify(result)).not.toMatch(/packages\/|vmupack"|developerId|revenue/);
  });

  it('filters by type, price and PEGI rating, searches name, description and developer, and sorts', async () => {
    const nova = await developer('Nova Studio');
    const other = await developer('Quiet Fox');
    await liveApp(nova.id, {
      appName: 'Comet Racer',
      shortDescription: 'Race comets',
      totalDownloads: 5,
    });
    await liveApp(nova.id, {
      appName: 'Budget Planner',
      categories: ['app'],
      ageRating: { pegi: '', esrb: null, regional: {} },
      shortDescription: 'Plan your money',
      totalDownloads: 50,
    });
    await liveApp(other.id, {
      appName: 'Abyss',
      priceCents: 299,
      currency: 'GBP',
      shortDescription: 'A deep comet game',
      ageRating: { pegi: 'PEGI_16', esrb: null, regional: {} },
      totalDownloads: 20,
    });

    expect(names(await page('?type=app'))).toEqual(['Budget Planner']);
    expect(names(await page('?type=game&sort=name'))).toEqual(['Abyss', 'Comet Racer']);
    expect(names(await page('?price=paid'))).toEqual(['Abyss']);
    expect(names(await page('?price=free&sort=name'))).toEqual(['Budget Planner', 'Comet Racer']);
    expect(names(await page('?pegi=PEGI_16'))).toEqual(['Abyss']);
    expect(names(await page('?sort=downloads'))).toEqual([
      'Budget Planner',
      'Abyss',
      'Comet Racer',
    ]);
    expect(names(await page('?q=comet&sort=name'))).toEqual(['Abyss', 'Comet Racer']);
    expect(names(await page('?q=quiet'))).toEqual(['Abyss']);
    expect(names(await page('?q=%25'))).toEqual([]);
    expect(names(await page('?q=COMET&price=free'))).toEqual(['Comet Racer']);
    // A plain form's "All" sends empty parameters: no filter.
    expect(names(await page('?q=&type=&price=&pegi=&sort=name&limit='))).toEqual([
      'Abyss',
      'Budget Planner',
      'Comet Racer',
    ]);
    // Newest first by first publication: the last one published leads.
    expect(names(await page())).toEqual(['Abyss', 'Budget Planner', 'Comet Racer']);
  });

  it('pages with a cursor in every sort, with and without a search, without repeats or gaps', async () => {
    const dev = await developer();
    for (let i = 0; i < 7; i += 1) {
      await liveApp(dev.id, {
        appName: `Paged ${String.fromCharCode(71 - i)}`,
        totalDownloads: i % 3,
        // Same publication instant for some: the id breaks the tie.
        publishedAt: new Date(`2026-01-0${1 + (i % 3)}T00:00:00Z`),
      });
    }
    for (const query of ['sort=newest', 'sort=downloads', 'sort=name', 'q=paged&sort=name']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const result: CataloguePage = await page(
          `?${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(result.items.length).toBeLessThanOrEqual(3);
        seen.push(...names(result));
        cursor = result.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, query).toBe(7);
      const whole = names(await page(`?${query}&limit=100`));
      expect(seen, query).toEqual(whole);
    }
    expect(names(await page('?sort=name&limit=2'))).toEqual(['Paged A', 'Paged B']);
  });

  it('refuses bad parameters with a message that names them, and a cursor of another sort', async () => {
    const refused = async (query: string) => {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      return response.json<{ error: { code: string; message: string } }>().error;
    };
    expect((await refused('?type=movie')).message).toBe(CATALOGUE_TYPE_INVALID);
    expect((await refused('?limit=0')).code).toBe('INVALID_REQUEST');
    expect((await refused('?limit=101')).code).toBe('INVALID_REQUEST');
    expect((await refused(`?q=${'a'.repeat(101)}`)).code).toBe('INVALID_REQUEST');
    expect((await refused('?since=yesterday')).code).toBe('INVALID_REQUEST');
    expect((await refused('?since=2026-01-01T00:00:00Z&sort=name')).message).toBe(
      CATALOGUE_SINCE_ALONE,
    );
    expect((await refused('?cursor=not-ours')).message).toBe(CATALOGUE_CURSOR_INVALID);
    const dev = await developer();
    for (let i = 0; i < 3; i += 1) await liveApp(dev.id);
    const { nextCursor } = await page('?sort=name&limit=1');
    expect((await refused(`?sort=downloads&cursor=${nextCursor}`)).message).toBe(
      CATALOGUE_CURSOR_INVALID,
    );
  });

  it('answers 304 to a matching If-None-Match until the catalogue changes', async () => {
    const dev = await developer();
    const app = await liveApp(dev.id);
    const first = await list('?sort=name');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await list('?sort=name', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another query is another answer.
    expect((await list('?sort=downloads', { 'if-none-match': etag })).statusCode).toBe(200);
    // A draft changing is nobody's business; the live app leaving is.
    await seedApplication(t.db, dev.id, { status: 'DRAFT' });
    expect((await list('?sort=name', { 'if-none-match': etag })).statusCode).toBe(304);
    await t.db
      .update(application)
      .set({ status: 'SUSPENDED', visibility: 'PRIVATE' })
      .where(eq(application.id, app.id));
    const changed = await list('?sort=name', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CataloguePage>().items).toEqual([]);
  });

  it('renaming a developer changes their published apps for the catalogue', async () => {
    const dev = await developer('Old Name');
    await liveApp(dev.id);
    const etag = (await list()).headers.etag as string;
    await t.db.update(user).set({ name: 'New Name' }).where(eq(user.id, dev.id));
    const response = await list('', { 'if-none-match': etag });
    expect(response.statusCode).toBe(200);
    expect(response.json<CataloguePage>().items[0]!.developerName).toBe('New Name');
  });

  it("names a business's company as the seller, in the list and on the app's page, and a change of it changes the catalogue", async () => {
    const dev = await developer('Ada Lovelace');
    const app = await liveApp(dev.id);
    await t.db
      .update(developerProfile)
      .set({ accountType: 'business', companyName: 'Nova Studio Ltd' })
      .where(eq(developerProfile.userId, dev.id));
    const etag = (await list()).headers.etag as string;
    expect((await page()).items[0]!.developerName).toBe('Nova Studio Ltd');
    const one = await t.app.inject({ method: 'GET', url: storeApiAppPath(app.bundleIdentifier) });
    expect(one.json<CatalogueAppDetail>().developerName).toBe('Nova Studio Ltd');
    // Stamped after the device's sync, as in the sync test: a second on, then past it.
    const since = new Date(Date.now() + 1000).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.db
      .update(developerProfile)
      .set({ companyName: 'Nova Games Ltd' })
      .where(eq(developerProfile.userId, dev.id));
    const response = await list('', { 'if-none-match': etag });
    expect(response.statusCode).toBe(200);
    expect(response.json<CataloguePage>().items[0]!.developerName).toBe('Nova Games Ltd');
    // A device's sync sees the change.
    const synced = await page(`?since=${encodeURIComponent(since)}`);
    expect(synced.items.map((item) => item.developerName)).toEqual(['Nova Games Ltd']);
  });

  it("one app's page: everything the store shows, an ETag, 404 for no app and 410 once it left", async () => {
    const dev = await developer('Nova Studio');
    const app = await liveApp(dev.id, {
      ageRating: { pegi: 'PEGI_7', esrb: null, regional: { UK: '7' } },
      termsAndConditionsUrl: 'https://example.com/terms',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: storeApiAppPath(app.bundleIdentifier),
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<CatalogueAppDetail>();
    expect(detail).toMatchObject({
      name: app.appName,
      longDescription: 'Chase comets across the galaxy.',
      regionalRatings: { UK: '7' },
      termsAndConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: null,
      releases: [{ version: '1.0.0' }],
    });
    expect(detail.screenshots.web).toHaveLength(2);
    expect(detail.heroBannerUrl).toMatch(/\/public\//);
    expect(detail.vmuBannerUrl).toMatch(/\/public\//);
    // Display copies of the banner and each screenshot, up to each original's width, which is
    // read from its stored_file row.
    const keyOf = (url: string | null) => url!.slice(`${TEST_PUBLIC_URL}/files/`.length);
    const bannerKey = keyOf(detail.heroBannerUrl);
    expect(detail.heroBannerSrcSet).toBe(
      [96, 160, 320, 640, 960, 1280]
        .map((width) => `${TEST_PUBLIC_URL}/files/display/${width}/${bannerKey} ${width}w`)
        .join(', '),
    );
    expect(detail.screenshots.webSrcSets).toHaveLength(2);
    detail.screenshots.web.forEach((url, index) =>
      expect(detail.screenshots.webSrcSets[index]).toMatch(
        new RegExp(`/files/display/1280/${keyOf(url)} 1280w$`),
      ),
    );
    const [narrowShot] = detail.screenshots.web;
    await t.db
      .update(storedFile)
      .set({ details: { kind: 'image', format: 'PNG', width: 700, height: 400 } })
      .where(eq(storedFile.key, keyOf(narrowShot!)));
    const narrow = (
      await t.app.inject({ method: 'GET', url: storeApiAppPath(app.bundleIdentifier) })
    ).json<CatalogueAppDetail>();
    expect(narrow.screenshots.webSrcSets[0]).toMatch(
      new RegExp(`/640/${keyOf(narrowShot!)} 640w, \\S+/960/${keyOf(narrowShot!)} 700w$`),
    );
    const etag = response.headers.etag as string;
    const cached = await t.app.inject({
      method: 'GET',
      url: storeApiAppPath(app.bundleIdentifier),
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);

    const missing = await t.app.inject({ method: 'GET', url: storeApiAppPath('com.nobody.here') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(APP_NOT_IN_STORE);
    const draft = await seedApplication(t.db, dev.id, { status: 'DRAFT' });
    expect(
      (await t.app.inject({ method: 'GET', url: storeApiAppPath(draft.bundleIdentifier) }))
        .statusCode,
    ).toBe(404);

    await t.db
      .update(application)
      .set({ status: 'DRAFT', visibility: 'PRIVATE' })
      .where(eq(application.id, app.id));
    const gone = await t.app.inject({
      method: 'GET',
      url: storeApiAppPath(app.bundleIdentifier),
      headers: { 'if-none-match': etag },
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toEqual({ code: 'APP_NOT_AVAILABLE', message: APP_NOT_AVAILABLE });
  });

  it('a deleted app that was in the store is gone (410) for its page and its download', async () => {
    const dev = await developer();
    const app = await liveApp(dev.id);
    await t.db.delete(application).where(eq(application.id, app.id));
    const page = await t.app.inject({ method: 'GET', url: storeApiAppPath(app.bundleIdentifier) });
    expect(page.statusCode).toBe(410);
    expect(page.json().error).toEqual({ code: 'APP_NOT_AVAILABLE', message: APP_NOT_AVAILABLE });
    expect((await download(app.bundleIdentifier, { deviceId: DEVICE })).statusCode).toBe(410);
    // A draft deleted before it was ever published left no trace: no app at all.
    const draft = await seedApplication(t.db, dev.id, { status: 'DRAFT' });
    await t.db.delete(application).where(eq(application.id, draft.id));
    const never = await t.app.inject({
      method: 'GET',
      url: storeApiAppPath(draft.bundleIdentifier),
    });
    expect(never.statusCode).toBe(404);
  });

  it('a device syncs changes since its last sync: new and changed apps, and the ones that left', async () => {
    const dev = await developer();
    const kept = await liveApp(dev.id);
    const leaving = await liveApp(dev.id);
    const deleted = await liveApp(dev.id);
    const first = await page('?since=2000-01-01T00:00:00Z');
    expect(first.items.map((item) => item.bundleIdentifier).sort()).toEqual(
      [kept, leaving, deleted].map((app) => app.bundleIdentifier).sort(),
    );
    expect(first.removed).toEqual([]);
    expect(first.syncedUntil).toMatch(/Z$/);
    // Changes stamped after the sync (the overlap re-sends a minute before it).
    const since = new Date(Date.now() + 1000).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.db
      .update(application)
      .set({ shortDescription: 'Now faster' })
      .where(eq(application.id, kept.id));
    await t.db
      .update(application)
      .set({ status: 'SUSPENDED', visibility: 'PRIVATE' })
      .where(eq(application.id, leaving.id));
    await t.db.delete(application).where(eq(application.id, deleted.id));
    const changes = await page(`?since=${since}`);
    expect(changes.items.map((item) => item.shortDescription)).toEqual(['Now faster']);
    expect(changes.removed?.sort()).toEqual(
      [leaving.bundleIdentifier, deleted.bundleIdentifier].sort(),
    );
    // Paged one change at a time, the same three in the same order.
    const one = await page(`?since=${since}&limit=1`);
    expect(one.nextCursor).not.toBeNull();
    expect(one.syncedUntil).toBeNull();
    const two = await page(`?since=${since}&limit=1&cursor=${one.nextCursor}`);
    const three = await page(`?since=${since}&limit=1&cursor=${two.nextCursor}`);
    const seen = [one, two, three].flatMap((p) => [
      ...p.items.map((item) => item.bundleIdentifier),
      ...(p.removed ?? []),
    ]);
    expect(seen.sort()).toEqual([kept, leaving, deleted].map((app) => app.bundleIdentifier).sort());
  });

  it('a download is a signed link to the live package for anyone, counted once per signed-in account', async () => {
    const dev = await developer();
    const app = await liveApp(dev.id);
    const response = await download(app.bundleIdentifier, { deviceId: DEVICE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const link = response.json<{ downloadUrl: string; version: string; fileName: string }>();
    expect(link.version).toBe('1.0.0');
    const fetched = await t.app.inject({
      method: 'GET',
      url: new URL(link.downloadUrl).pathname + new URL(link.downloadUrl).search,
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.length).toBeGreaterThan(0);
    // A tampered link is refused.
    const tampered = link.downloadUrl.replace(
      /sig=([^&])/,
      (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    const refusedLink = await t.app.inject({
      method: 'GET',
      url: new URL(tampered).pathname + new URL(tampered).search,
    });
    expect(refusedLink.statusCode).toBe(403);

    // Devices without an account download and are not counted (decision 0051).
    await download(app.bundleIdentifier, { deviceId: 'another-device-02' });
    const counted = async () =>
      (await t.db.select().from(application).where(eq(application.id, app.id)))[0]!.totalDownloads;
    expect(await counted()).toBe(0);
    // A signed-in account counts once whatever device it uses, and not again on later days.
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    await download(app.bundleIdentifier, { deviceId: 'fan-phone-0001' }, fan.cookie);
    await download(app.bundleIdentifier, { deviceId: 'fan-laptop-001' }, fan.cookie);
    expect(await counted()).toBe(1);
    await t.db.update(appDownload).set({ day: '2026-01-01' });
    await download(app.bundleIdentifier, { deviceId: 'fan-phone-0001' }, fan.cookie);
    expect(await counted()).toBe(1);
    // An account whose email is not confirmed, the developer and staff are not counted.
    const unconfirmed = await signedInUser(t.app, t.db, { email: email('new') });
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    for (const cookie of [unconfirmed.cookie, dev.cookie, admin.cookie]) {
      expect((await download(app.bundleIdentifier, { deviceId: DEVICE }, cookie)).statusCode).toBe(
        200,
      );
    }
    expect(await counted()).toBe(1);
    const rows = await t.db.select().from(appDownload).where(eq(appDownload.applicationId, app.id));
    expect(rows.map((row) => row.downloader)).toEqual([`account:${fan.id}`]);
    expect((await page())?.items[0]?.downloads).toBe(1);
  });

  it('a flood of invented device ids, or of accounts from one address, moves neither the downloads nor Most downloaded', async () => {
    const dev = await developer();
    const leader = await liveApp(dev.id);
    const pushed = await liveApp(dev.id);
    const fans = await Promise.all(
      [1, 2, 3, 4].map((n) => signedInUser(t.app, t.db, { email: email(`fan${n}`) })),
    );
    for (const [n, fan] of fans.entries()) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `${storeApiAppPath(leader.bundleIdentifier)}/download`,
        payload: { deviceId: `fan-device-000${n}` },
        headers: { cookie: fan.cookie },
        remoteAddress: `198.51.100.${n + 1}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const mostDownloaded = async () =>
      (await page('?sort=downloads')).items.map((item) => [item.name, item.downloads]);
    const before = await mostDownloaded();
    expect(before).toEqual([
      [leader.appName, 4],
      [pushed.appName, 0],
    ]);

    // 60 invented device ids from one client: every download is served, none is counted.
    const flood = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: `${storeApiAppPath(pushed.bundleIdentifier)}/download`,
          payload: { deviceId: `invented-device-${n}` },
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    expect(new Set(flood.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(await mostDownloaded()).toEqual(before);

    // Accounts made by one client, from one IPv6 /64 whatever the address: only the first few
    // count, too few to pass the app four people downloaded.
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, n) => signedInUser(t.app, t.db, { email: email(`bot${n}`) })),
    );
    for (const [n, bot] of made.entries()) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `${storeApiAppPath(pushed.bundleIdentifier)}/download`,
        payload: { deviceId: `bot-device-000${n}` },
        headers: { cookie: bot.cookie },
        remoteAddress: `2001:db8:7:7::${n + 1}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const limit = STORE_FIGURE_LIMITS.accountsPerAddressPerAppPerDay;
    expect(limit).toBeLessThan(made.length);
    expect(await mostDownloaded()).toEqual([
      [leader.appName, 4],
      [pushed.appName, limit],
    ]);
  });

  it('a download link expires after its five minutes, and one altered in any part is refused', async () => {
    const dev = await developer();
    const app = await liveApp(dev.id);
    const { downloadUrl } = (await download(app.bundleIdentifier, { deviceId: DEVICE })).json<{
      downloadUrl: string;
    }>();
    const url = new URL(downloadUrl);
    const fetchLink = (search: string) =>
      t.app.inject({ method: 'GET', url: `${url.pathname}${search}` });
    const altered = (name: string, value: string) => {
      const params = new URLSearchParams(url.search);
      params.set(name, value);
      return `?${params}`;
    };
    // Another expiry or another file name under the same signature: not this link.
    const later = String(Number(url.searchParams.get('expires')) + 3600);
    for (const search of [altered('expires', later), altered('name', 'other.vmupack')]) {
      const refused = await fetchLink(search);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('This download link is not valid');
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 301_000);
      const expired = await fetchLink(url.search);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error).toBe('This download link has expired');
    } finally {
      vi.useRealTimers();
    }
    expect((await fetchLink(url.search)).statusCode).toBe(200);
  });

  it("refuses a download or a purchase that another site's page makes the browser send", async () => {
    const dev = await developer();
    const app = await liveApp(dev.id);
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    for (const path of ['download', 'purchase']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${storeApiAppPath(app.bundleIdentifier)}/${path}`,
        payload: { deviceId: DEVICE },
        headers: { cookie: fan.cookie, origin: 'https://evil.example' },
      });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.code, path).toBe('INVALID_ORIGIN');
    }
    // The portal's own pages, and a device (no Origin), are served.
    const own = await t.app.inject({
      method: 'POST',
      url: `${storeApiAppPath(app.bundleIdentifier)}/download`,
      payload: { deviceId: DEVICE },
      headers: { cookie: fan.cookie, origin: new URL(TEST_PUBLIC_URL).origin },
    });
    expect(own.statusCode).toBe(200);
    const [row] = await t.db.select().from(application).where(eq(application.id, app.id));
    expect(row!.totalDownloads).toBe(1);
  });

  it('two downloads racing from one account count once', async () => {
    const dev = await developer();
    const app = await liveApp(dev.id);
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        download(app.bundleIdentifier, { deviceId: `fan-device-00${n}` }, fan.cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await t.db.select().from(application).where(eq(application.id, app.id));
    expect(row!.totalDownloads).toBe(1);
  });

  it('refuses a paid app without a purchase, an app that left, and a bad device id', async () => {
    const dev = await developer();
    const paid = await liveApp(dev.id, { priceCents: 299, currency: 'EUR' });
    const stranger = await download(paid.bundleIdentifier, { deviceId: DEVICE });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toEqual({
      code: 'PURCHASE_REQUIRED',
      message: PURCHASE_REQUIRED,
    });
    // Its developer and staff may fetch it.
    expect(
      (await download(paid.bundleIdentifier, { deviceId: DEVICE }, dev.cookie)).statusCode,
    ).toBe(200);
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    expect(
      (await download(paid.bundleIdentifier, { deviceId: DEVICE }, admin.cookie)).statusCode,
    ).toBe(200);

    const suspended = await liveApp(dev.id, { status: 'SUSPENDED', visibility: 'PRIVATE' });
    const gone = await download(suspended.bundleIdentifier, { deviceId: DEVICE });
    expect(gone.statusCode).toBe(410);
    expect((await download('com.nobody.here', { deviceId: DEVICE })).statusCode).toBe(404);

    for (const deviceId of ['short', 'x'.repeat(65), 'has space!', 42, null]) {
      const refused = await download(paid.bundleIdentifier, { deviceId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(DEVICE_ID_INVALID);
    }
    const [row] = await t.db.select().from(application).where(eq(application.id, paid.id));
    expect(row!.totalDownloads).toBe(0);
  });

  it("a paid app's package goes to a buyer with a completed purchase, on any device, and not once refunded", async () => {
    const dev = await developer();
    const paid = await liveApp(dev.id, { priceCents: 299, currency: 'EUR' });
    const fan = await signedInUser(t.app, t.db, { email: email('fan') });
    const other = await signedInUser(t.app, t.db, { email: email('other') });
    const purchaseOf = (buyerId: string, status: 'PENDING' | 'COMPLETED' | 'REFUNDED') =>
      t.db
        .insert(purchase)
        .values({
          applicationId: paid.id,
          versionId: paid.currentVersionId!,
          buyerId,
          priceMinor: 299,
          currency: 'EUR',
          applicationFeeMinor: 75,
          status,
          provider: 'sandbox',
        })
        .returning()
        .then((rows) => rows[0]!);
    // A purchase still at the checkout does not entitle.
    const pending = await purchaseOf(fan.id, 'PENDING');
    expect(
      (await download(paid.bundleIdentifier, { deviceId: DEVICE }, fan.cookie)).statusCode,
    ).toBe(403);
    await t.db.update(purchase).set({ status: 'COMPLETED' }).where(eq(purchase.id, pending.id));
    for (const deviceId of ['fan-vmu-pro-01', 'fan-browser-01']) {
      expect((await download(paid.bundleIdentifier, { deviceId }, fan.cookie)).statusCode).toBe(
        200,
      );
    }
    // Counted once for the account, as any download.
    const [row] = await t.db.select().from(application).where(eq(application.id, paid.id));
    expect(row!.totalDownloads).toBe(1);
    // Another account's purchase is theirs alone, and a refunded one entitles nobody.
    await purchaseOf(other.id, 'REFUNDED');
    const refusedOther = await download(paid.bundleIdentifier, { deviceId: DEVICE }, other.cookie);
    expect(refusedOther.statusCode).toBe(403);
    expect(refusedOther.json().error.code).toBe('PURCHASE_REQUIRED');
    await t.db.update(purchase).set({ status: 'REFUNDED' }).where(eq(purchase.id, pending.id));
    expect(
      (await download(paid.bundleIdentifier, { deviceId: 'fan-vmu-pro-01' }, fan.cookie))
        .statusCode,
    ).toBe(403);
  });

  it('serves its OpenAPI document, made from the same contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: STORE_API_OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/api/store/v1/apps',
      '/api/store/v1/apps/{bundleIdentifier}',
      '/api/store/v1/apps/{bundleIdentifier}/download',
      '/api/store/v1/apps/{bundleIdentifier}/purchase',
      '/api/store/v1/apps/{bundleIdentifier}/opened',
      '/api/store/v1/purchases',
    ]);
    expect(
      document.paths['/api/store/v1/purchases'].get.parameters.map(
        (parameter: { name: string }) => parameter.name,
      ),
    ).toEqual(['limit', 'app', 'cursor']);
    expect(document.components.schemas.AccountPurchasesPage.required).toEqual([
      'purchases',
      'nextCursor',
    ]);
    expect(document.components.schemas.PurchaseStart.required).toEqual([
      'purchaseId',
      'status',
      'checkoutUrl',
    ]);
    const parameters = document.paths['/api/store/v1/apps'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining(['q', 'type', 'price', 'pegi', 'sort', 'limit', 'cursor', 'since']),
    );
    expect(document.components.schemas.CatalogueApp.required).toEqual(
      expect.arrayContaining(['bundleIdentifier', 'webIconUrl', 'webIconSrcSet']),
    );
    const detail = document.components.schemas.CatalogueAppDetail;
    expect(detail.required).toEqual(expect.arrayContaining(['heroBannerUrl', 'heroBannerSrcSet']));
    expect(detail.properties.screenshots.required).toEqual(['web', 'webSrcSets', 'vmu']);
    expect(document.servers[0].url).toBe(TEST_PUBLIC_URL);
    // Who may call each route: the session cookie where the route reads one, none elsewhere.
    expect(document.components.securitySchemes.storeSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
    const security = Object.fromEntries(
      Object.values(
        document.paths as Record<
          string,
          Record<string, { operationId: string; security: unknown }>
        >,
      )
        .flatMap((item) => Object.values(item))
        .map((operation) => [operation.operationId, operation.security]),
    );
    expect(security).toEqual({
      listCatalogue: [],
      getCatalogueApp: [],
      downloadCatalogueApp: [{}, { storeSession: [] }],
      purchaseCatalogueApp: [{ storeSession: [] }],
      // The session decides whether the open is counted (decision 0051).
      reportAppOpened: [{}, { storeSession: [] }],
      listAccountPurchases: [{ storeSession: [] }],
    });
  });
});
