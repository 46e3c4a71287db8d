import {
  buildASTSchema,
  isObjectType,
  Kind,
  parse,
  print,
  type FieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { activeUsersWindowStart, addDays, utcDayOf } from '@vmu/domain';
import { appOpen } from '../../db/schema/analytics';
import { typeDefs } from '../../graphql/generated/typeDefs.generated';
import {
  seedApplication,
  seedVersion,
  storeCompleteAssets,
  verifiedDeveloper,
} from '../../test/app-fixtures';
import { signedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { dataOf, gqlWith } from '../../test/apps-operations';
import { REVIEWED_FIELDS } from '../../test/app-review-operations';
import { APPLICATION_FIELD_COLUMNS, applicationColumnsFor } from './application-columns';
import { MAX_LIST_COLUMN_SETS } from './services/list-developer-applications';

const schema = buildASTSchema(typeDefs);
const applicationType = schema.getType('Application');
if (!isObjectType(applicationType)) throw new Error('no Application type in the schema');
const schemaFields = Object.keys(applicationType.getFields()).sort();

// Every field of Application as the admin screens ask for it, one selection each.
const selections = new Map(
  (
    parse(`{ ${REVIEWED_FIELDS} }`).definitions[0] as OperationDefinitionNode
  ).selectionSet.selections
    .filter((node): node is FieldNode => node.kind === Kind.FIELD)
    .map((node) => [node.name.value, print(node)]),
);

describe('the columns of each Application field', () => {
  it('names every field of the schema', () => {
    expect(Object.keys(APPLICATION_FIELD_COLUMNS).sort()).toEqual(schemaFields);
    // The integration test below asks for each of these; none may be left out of it.
    expect([...selections.keys()].sort()).toEqual(schemaFields);
  });

  it('reads the id always, only what the fields need, in the table order', () => {
    expect(applicationColumnsFor([])).toEqual(['id']);
    expect(applicationColumnsFor(['__typename', 'appName'])).toEqual(['id', 'appName']);
    expect(applicationColumnsFor(['storeUrl', 'price', 'appName'])).toEqual([
      'id',
      'appName',
      'bundleIdentifier',
      'priceCents',
    ]);
  });
});

describe.each(testTargets())('a list reads the columns its items ask for [%s]', (target) => {
  const t = useTestApp(target);

  it('answers every field alone exactly as with the whole row, on both lists', async () => {
    const admin = await signedInUser(t.app, t.db, {
      email: `boss-${target}@example.com`,
      role: 'admin',
    });
    const dev = await verifiedDeveloper(t.app, t.db, { email: `cols-${target}@example.com` });
    const assets = await storeCompleteAssets(t.app, t.db, dev.id);
    // A row with no column at its default, so that a field reading the wrong column shows.
    const app = await seedApplication(t.db, dev.id, {
      appName: 'Column Quest',
      shortDescription: 'Every column set',
      longDescription: 'A long description that only the detail screens show',
      categories: ['game', 'puzzle'],
      tags: ['retro', 'cards'],
      priceCents: 499,
      currency: 'EUR',
      currentVersion: '2.1.0',
      extractedVersion: '2.1.0',
      extractedAppName: 'Column Quest (pack)',
      status: 'REJECTED',
      visibility: 'PUBLIC',
      rejectionReason: 'Screenshots do not match',
      ageRating: { pegi: 'PEGI 7', esrb: 'E', regional: { EU: 'PEGI 7' } },
      assets: { ...assets, screenshots: { web: assets.screenshots, vmu: [] } },
      releaseNotes: 'Faster levels',
      vmupackSize: 123_456,
      termsAndConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      totalSales: 12,
      totalDownloads: 345,
      revenueGrossCents: 5988,
      revenueNetCents: 4192,
      platformFeeCents: 1796,
      lastVersionSubmitted: new Date('2026-11-02T10:00:00Z'),
    });
    // Active users come from the store client's open events: two devices in the window, one
    // long before it.
    await t.db.insert(appOpen).values([
      { applicationId: app.id, day: utcDayOf(), device: 'a'.repeat(64) },
      { applicationId: app.id, day: addDays(utcDayOf(), -3), device: 'b'.repeat(64) },
      { applicationId: app.id, day: '2020-01-01', device: 'c'.repeat(64) },
    ]);
    await seedVersion(t.db, app.id, { versionNumber: '2.1.0', releaseNotes: 'Faster levels' });
    // An update in review, so that openUpdate and a version's status read their columns.
    await seedVersion(t.db, app.id, {
      versionNumber: '2.2.0',
      isUpdate: true,
      createdAt: new Date(Date.now() + 1000),
    });

    const adminList = (items: string, search = '') =>
      gqlWith(
        t.app,
        `query ($search: String) { listAllApplications(search: $search) { items { ${items} } } }`,
        { search },
        admin.cookie,
      );
    const devList = (items: string) =>
      gqlWith(t.app, `{ listDeveloperApplications { items { ${items} } } }`, {}, dev.cookie);
    const itemOf = async (request: Promise<Awaited<ReturnType<typeof gqlWith>>>, field: string) => {
      const { items } = dataOf<{ items: Record<string, unknown>[] }>(await request, field);
      expect(items).toHaveLength(1);
      return items[0]!;
    };

    const whole = await itemOf(adminList(REVIEWED_FIELDS), 'listAllApplications');
    expect(whole.analytics).toMatchObject({ totalDownloads: 345, activeUsers: 2 });
    const { reviewHistory: _adminOnly, ...wholeForDeveloper } = whole;
    expect(
      await itemOf(
        devList(REVIEWED_FIELDS.replace(/reviewHistory \{[^}]*\}/, '')),
        'listDeveloperApplications',
      ),
    ).toEqual(wholeForDeveloper);
    // More column sets than the developer list prepares statements for: the ones past the
    // limit read every column, and must answer the same.
    expect(
      new Set(schemaFields.map((f) => applicationColumnsFor([f]).join())).size,
    ).toBeGreaterThan(MAX_LIST_COLUMN_SETS);
    for (const field of schemaFields) {
      const selection = selections.get(field)!;
      expect(await itemOf(adminList(selection), 'listAllApplications'), field).toEqual({
        [field]: whole[field],
      });
      // The admin's search reads its page by ids, with the same columns.
      expect(await itemOf(adminList(selection, 'Column'), 'listAllApplications'), field).toEqual({
        [field]: whole[field],
      });
      if (field === 'reviewHistory') continue; // staff only
      expect(await itemOf(devList(selection), 'listDeveloperApplications'), field).toEqual({
        [field]: whole[field],
      });
    }
  });
});

describe.each(testTargets())("an app card's active users read with its page [%s]", (target) => {
  const t = useTestApp(target);

  it('equal the count of the app read alone, at the edges of the 30-day window', async () => {
    const admin = await signedInUser(t.app, t.db, {
      email: `boss-au-${target}@example.com`,
      role: 'admin',
    });
    const dev = await verifiedDeveloper(t.app, t.db, { email: `au-${target}@example.com` });
    const today = utcDayOf();
    const opened = await seedApplication(t.db, dev.id, { appName: 'Opened Often' });
    const unopened = await seedApplication(t.db, dev.id, { appName: 'Never Opened' });
    const device = (n: number) => String(n).padStart(64, '0');
    // The window's first day counts, the day before it does not; a device counts once. One
    // open a statement, as the store client's requests record them.
    for (const [day, n] of [
      [activeUsersWindowStart(today), 1],
      [today, 1],
      [addDays(today, -5), 2],
      [addDays(activeUsersWindowStart(today), -1), 3],
    ] as const)
      await t.db.insert(appOpen).values({ applicationId: opened.id, day, device: device(n) });

    const cards = `items { appId analytics { activeUsers totalDownloads } }`;
    const pages = [
      [
        await gqlWith(t.app, `{ listDeveloperApplications { ${cards} } }`, {}, dev.cookie),
        'listDeveloperApplications',
      ],
      [
        await gqlWith(t.app, `{ listAllApplications { ${cards} } }`, {}, admin.cookie),
        'listAllApplications',
      ],
      [
        await gqlWith(
          t.app,
          `{ listAllApplications(search: "Opened") { ${cards} } }`,
          {},
          admin.cookie,
        ),
        'listAllApplications',
      ],
    ] as const;
    const alone = async (appId: string) =>
      dataOf<{ analytics: { activeUsers: number } }>(
        await gqlWith(
          t.app,
          `query ($appId: ID!) { getApplication(appId: $appId) { analytics { activeUsers } } }`,
          { appId },
          dev.cookie,
        ),
        'getApplication',
      ).analytics.activeUsers;
    expect(await alone(opened.id)).toBe(2);
    expect(await alone(unopened.id)).toBe(0);
    for (const [response, field] of pages) {
      const { items } = dataOf<{ items: { appId: string; analytics: { activeUsers: number } }[] }>(
        response,
        field,
      );
      const byApp = new Map(items.map((item) => [item.appId, item.analytics.activeUsers]));
      expect(byApp.get(opened.id), field).toBe(2);
      // Both apps are on every page (the search matches 'Never Opened' too).
      expect(byApp.get(unopened.id), field).toBe(0);
    }
  });
});
