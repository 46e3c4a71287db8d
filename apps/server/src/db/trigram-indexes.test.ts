import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testTargets, type TestDatabase } from '../test/harness';

// The admin searches' speed (apps, and accounts by name or email: migration 0024) rests on these indexes having no GIN pending list (migration 0006,
// schema/trigram-index.ts); a later migration that recreates one without the option would
// bring the slow searches back on the embedded database without failing any other test.
describe.each(testTargets())('trigram search indexes [%s]', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('are GIN trigram indexes with fastupdate off', async () => {
    const result = await database.handle.db.execute(sql`
      select c.relname as name, c.reloptions as options, pg_get_indexdef(c.oid) as definition
      from pg_class c
      where c.relkind = 'i' and pg_get_indexdef(c.oid) like '%gin_trgm_ops%'
      order by c.relname`);
    const rows = (result as unknown as { rows: { name: string; options: string[] | null }[] }).rows;
    expect(rows.map((row) => row.name)).toEqual([
      'application_app_name_trgm_idx',
      'application_short_description_trgm_idx',
      'user_email_trgm_idx',
      'user_name_trgm_idx',
    ]);
    for (const row of rows) expect(row.options).toContain('fastupdate=false');
  });
});
