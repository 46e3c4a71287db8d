import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cursorTimestampText } from '../../db/keyset-cursor';
import { application, EMPTY_ASSET_KEYS, storedFile } from '../../db/schema/apps';
import { seedApplication, storeUploadedFile, verifiedDeveloper } from '../../test/app-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { withPrecomputedRowMapping } from './prepared-query';

describe.each(testTargets())('withPrecomputedRowMapping [%s]', (target) => {
  const t = useTestApp(target);

  it('maps rows exactly as drizzle does: decoders, nesting, SQL fields and null joins', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: `map-${target}@example.com` });
    const icon = await storeUploadedFile(t.app, t.db, { ownerId: dev.id, assetType: 'web-icon' });
    await seedApplication(t.db, dev.id, {
      appName: 'With icon',
      categories: ['game', 'puzzle'],
      vmupackSize: 4_000_000_000,
      lastVersionSubmitted: new Date('2026-11-02T10:00:00.123Z'),
      assets: { ...EMPTY_ASSET_KEYS, webIcon: icon.key },
    });
    await seedApplication(t.db, dev.id, { appName: 'Without icon' });

    const select = (name: string) =>
      t.db
        .select({
          row: application,
          some: { name: application.appName, size: application.vmupackSize },
          updatedAtText: cursorTimestampText(application.updatedAt),
          shouting: sql<string>`upper(${application.appName})`.mapWith(String),
          webIcon: storedFile,
        })
        .from(application)
        .leftJoin(storedFile, sql`${storedFile.key} = ${application.assets}->>'webIcon'`)
        .where(eq(application.developerId, sql.placeholder('developerId')))
        .orderBy(application.appName)
        .prepare(name);

    const byDrizzle = await select(`mapping_drizzle_${target}`).execute({ developerId: dev.id });
    const precomputed = withPrecomputedRowMapping(select(`mapping_precomputed_${target}`));
    const mapped = await precomputed.execute({ developerId: dev.id });

    expect(mapped).toEqual(byDrizzle);
    expect(mapped.map((row) => row.webIcon?.key ?? null)).toEqual([icon.key, null]);
    expect(mapped[0]!.row.lastVersionSubmitted).toEqual(new Date('2026-11-02T10:00:00.123Z'));
    expect(mapped[0]!.some).toEqual({ name: 'With icon', size: 4_000_000_000 });
    expect(mapped[1]!.shouting).toBe('WITHOUT ICON');
  });

  it('leaves what is not a prepared select as it is', () => {
    const make = () => 'not a query';
    expect(withPrecomputedRowMapping(make)).toBe(make);
    expect(withPrecomputedRowMapping(null)).toBeNull();
  });
});
