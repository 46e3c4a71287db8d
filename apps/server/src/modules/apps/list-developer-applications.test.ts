import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APPLICATIONS_LIMIT_OUT_OF_RANGE,
  BUNDLE_IDENTIFIER_FORMAT,
  BUNDLE_IDENTIFIER_REQUIRED,
} from '@vmu/domain';
import { INVALID_NEXT_TOKEN_MESSAGE } from '../../db/keyset-cursor';
import {
  seedApplication,
  seedVersion,
  storeCompleteAssets,
  verifiedDeveloper,
  type AssetKeys,
} from '../../test/app-fixtures';
import { codeOf, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { dataOf, gqlWith, messageOf, OPERATIONS } from '../../test/apps-operations';

type Page = {
  items: { appId: string; appName: string; status: string }[];
  nextToken: string | null;
};
const tokenOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testTargets())(
  'listDeveloperApplications and checkBundleIdentifier [%s]',
  (target) => {
    const t = useTestApp(target);
    let counter = 0;
    const db = () => t.db;
    const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
    const list = (dev: SignedInUser, variables: Record<string, unknown> = {}) =>
      gqlWith(t.app, OPERATIONS.list, variables, dev.cookie);
    const page = async (dev: SignedInUser, variables: Record<string, unknown> = {}) =>
      dataOf<Page>(await list(dev, variables), 'listDeveloperApplications');

    /** Every page of the list, following nextToken. */
    async function walk(dev: SignedInUser, variables: Record<string, unknown>) {
      const ids: string[] = [];
      let nextToken: string | null = null;
      let pages = 0;
      do {
        const current: Page = await page(dev, { ...variables, nextToken });
        ids.push(...current.items.map((item) => item.appId));
        nextToken = current.nextToken;
        pages += 1;
      } while (nextToken && pages < 50);
      return { ids, pages };
    }

    it('pages most recently changed first, without duplicates or gaps on identical and microsecond timestamps', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const other = await verifiedDeveloper(t.app, db(), { email: email('other') });
      const same = sql`'2026-03-01T10:00:00.000000Z'::timestamptz`;
      const seeded: { id: string }[] = [];
      for (let i = 0; i < 7; i += 1) {
        seeded.push(await seedApplication(db(), dev.id, { appName: `Same ${i}`, updatedAt: same }));
      }
      // Within one millisecond, microseconds apart: a millisecond cursor would lose them.
      for (const micros of ['000001', '000002', '000003']) {
        seeded.push(
          await seedApplication(db(), dev.id, {
            appName: `Micro ${micros}`,
            updatedAt: sql`${`2026-03-01T10:00:00.${micros}Z`}::timestamptz`,
          }),
        );
      }
      const newest = await seedApplication(db(), dev.id, {
        appName: 'Newest',
        updatedAt: sql`now()`,
      });
      await seedApplication(db(), other.id, { appName: 'Not mine' });

      const { ids, pages } = await walk(dev, { limit: 3 });
      expect(pages).toBe(4);
      expect(new Set(ids).size).toBe(11);
      const ties = seeded
        .slice(0, 7)
        .map((row) => row.id)
        .sort()
        .reverse();
      expect(ids).toEqual([newest.id, seeded[9]!.id, seeded[8]!.id, seeded[7]!.id, ...ties]);
      // Default page size holds them all, with no next page.
      const all = await page(dev);
      expect(all.items).toHaveLength(11);
      expect(all.nextToken).toBeNull();
      const exact = await page(dev, { limit: 11 });
      expect(exact.nextToken).toBeNull();
    });

    it('filters by status and searches name or short description, taking % and _ literally', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const percent = await seedApplication(db(), dev.id, {
        appName: '100% Juice',
        status: 'LIVE',
      });
      const plain = await seedApplication(db(), dev.id, { appName: '1000 Juices' });
      const underscore = await seedApplication(db(), dev.id, {
        appName: 'Snake',
        shortDescription: 'snake_case puzzles',
      });
      const caps = await seedApplication(db(), dev.id, {
        appName: 'Quiet',
        shortDescription: 'A JUICE press simulator',
        status: 'LIVE',
      });
      const names = (p: Page) => p.items.map((item) => item.appId).sort();

      expect(names(await page(dev, { search: '100%' }))).toEqual([percent.id]);
      expect(names(await page(dev, { search: '%' }))).toEqual([percent.id]);
      expect(names(await page(dev, { search: 'e_c' }))).toEqual([underscore.id]);
      expect(names(await page(dev, { search: 'juice' }))).toEqual(
        [percent.id, plain.id, caps.id].sort(),
      );
      expect(names(await page(dev, { search: 'juice', status: 'LIVE' }))).toEqual(
        [percent.id, caps.id].sort(),
      );
      expect(names(await page(dev, { status: 'DRAFT' }))).toEqual([plain.id, underscore.id].sort());
      expect(names(await page(dev, { status: 'SUSPENDED' }))).toEqual([]);
      expect(names(await page(dev, { search: '   ' }))).toHaveLength(4);
      expect(names(await page(dev, { search: '\\' }))).toEqual([]);

      // Paging keeps the filters.
      const { ids } = await walk(dev, { search: 'juice', limit: 1 });
      expect(ids.sort()).toEqual([percent.id, plain.id, caps.id].sort());
    });

    it("answers each listed app's own files and versions", async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const seeded: { row: { id: string }; keys: AssetKeys }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const keys = await storeCompleteAssets(t.app, db(), dev.id);
        const row = await seedApplication(db(), dev.id, {
          appName: `App ${i}`,
          assets: { ...keys, screenshots: { web: keys.screenshots, vmu: [] } },
          updatedAt: sql`now() - ${`${i} minutes`}::interval`,
        });
        await seedVersion(db(), row.id, { versionNumber: `${i}.0.0` });
        seeded.push({ row, keys });
      }
      const listed = dataOf<{
        items: {
          appId: string;
          assets: { webIcon: { key: string }; screenshots: { web: { key: string }[] } };
          versions: { versionNumber: string }[];
        }[];
      }>(await gqlWith(t.app, OPERATIONS.listFull, {}, dev.cookie), 'listDeveloperApplications');
      expect(listed.items.map((item) => item.appId)).toEqual(seeded.map(({ row }) => row.id));
      for (const [i, item] of listed.items.entries()) {
        const { keys } = seeded[i]!;
        expect(item.assets.webIcon.key).toBe(keys.webIcon);
        expect(item.assets.screenshots.web.map((file) => file.key)).toEqual(keys.screenshots);
        expect(item.versions.map((version) => version.versionNumber)).toEqual([`${i}.0.0`]);
        // The list reads its icons with its page; one app read alone answers the same file.
        const alone = dataOf<{ assets: unknown }>(
          await gqlWith(t.app, OPERATIONS.get, { appId: item.appId }, dev.cookie),
          'getApplication',
        );
        expect(item.assets).toEqual(alone.assets);
      }
    });

    it('answers no icon for an app without one, or whose icon names no stored file', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const keys = await storeCompleteAssets(t.app, db(), dev.id);
      await seedApplication(db(), dev.id, { appName: 'No icon' });
      await seedApplication(db(), dev.id, {
        appName: 'Lost icon',
        assets: {
          ...keys,
          webIcon: `public/${dev.id}/00000000-0000-4000-8000-000000000000/web-icon.png`,
          screenshots: { web: [], vmu: [] },
        },
      });
      const listed = dataOf<{ items: { appName: string; assets: { webIcon: unknown } }[] }>(
        await gqlWith(t.app, OPERATIONS.listFull, {}, dev.cookie),
        'listDeveloperApplications',
      );
      expect(listed.items.map((item) => [item.appName, item.assets.webIcon]).sort()).toEqual([
        ['Lost icon', null],
        ['No icon', null],
      ]);
    });

    it('refuses a bad limit or a nextToken it did not hand out', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      await seedApplication(db(), dev.id);
      for (const limit of [0, 101, -5]) {
        const result = await list(dev, { limit });
        expect(codeOf(result)).toBe('VALIDATION_FAILED');
        expect(messageOf(result)).toBe(APPLICATIONS_LIMIT_OUT_OF_RANGE);
      }
      for (const nextToken of [
        'garbage!',
        tokenOf({ c: '2026-03-01T10:00:00.000000Z', u: 'not-a-uuid' }),
        tokenOf({ c: '2026-02-31T10:00:00.000000Z', u: crypto.randomUUID() }),
        tokenOf({ c: '2026-03-01T10:00:00.000Z', u: crypto.randomUUID() }),
      ]) {
        const result = await list(dev, { nextToken });
        expect(codeOf(result), nextToken).toBe('INVALID_NEXT_TOKEN');
        expect(messageOf(result)).toBe(INVALID_NEXT_TOKEN_MESSAGE);
      }
    });

    it('checks identifiers across the store, telling only its own developer which app holds one', async () => {
      const dev = await verifiedDeveloper(t.app, db(), { email: email('dev') });
      const other = await verifiedDeveloper(t.app, db(), { email: email('other') });
      const mine = await seedApplication(db(), dev.id, { bundleIdentifier: 'com.example.mine' });
      await seedApplication(db(), other.id, { bundleIdentifier: 'com.example.theirs' });
      const check = async (user: SignedInUser, id: string) =>
        gqlWith(t.app, OPERATIONS.check, { id }, user.cookie);

      expect(dataOf(await check(dev, 'com.example.mine'), 'checkBundleIdentifier')).toEqual({
        exists: true,
        existingAppId: mine.id,
      });
      expect(dataOf(await check(dev, '  com.example.mine '), 'checkBundleIdentifier')).toEqual({
        exists: true,
        existingAppId: mine.id,
      });
      expect(dataOf(await check(dev, 'com.example.theirs'), 'checkBundleIdentifier')).toEqual({
        exists: true,
        existingAppId: null,
      });
      expect(dataOf(await check(dev, 'com.example.free'), 'checkBundleIdentifier')).toEqual({
        exists: false,
        existingAppId: null,
      });
      const malformed = await check(dev, 'Com.Example');
      expect(codeOf(malformed)).toBe('VALIDATION_FAILED');
      expect(messageOf(malformed)).toBe(BUNDLE_IDENTIFIER_FORMAT);
      expect(messageOf(await check(dev, ''))).toBe(BUNDLE_IDENTIFIER_REQUIRED);
    });
  },
);
