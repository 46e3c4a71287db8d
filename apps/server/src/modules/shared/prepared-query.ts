import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * A query of the hot paths built once per database instead of on every call. Drizzle writes a
 * query's SQL text from its builder each time it runs, which cost about a tenth of a list
 * request's CPU (decision 0029); a prepared query keeps the text, takes its values through
 * `sql.placeholder`, and on PostgreSQL is a named statement each connection parses and plans
 * once. Keyed by the database object: tests build many apps, each on its own database. A
 * prepared select's rows are mapped by withPrecomputedRowMapping.
 */
export function preparedPerDatabase<Q>(prepare: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = withPrecomputedRowMapping(prepare(db));
      byDatabase.set(db, query);
    }
    return query;
  };
}

/** What a prepared select of drizzle-orm holds about its result (drizzle's own fields). */
type PreparedSelect = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * The rows of a prepared select mapped by a function worked out once, not by drizzle's
 * mapResultRow, which works out for every cell of every row what kind of selection the cell
 * came from and walks its path with an iterator: 11% of the app list's main-thread CPU
 * (decision 0032). Same result: each value through its column's decoder (null stays null),
 * nested as selected, and a left-joined table whose columns are all null is null itself.
 * Tested against mapResultRow in prepared-query.test.ts.
 */
export function withPrecomputedRowMapping<Q>(query: Q): Q {
  // Anything else (a function making statements, a statement without fields) as it is.
  if (typeof query !== 'object' || query === null || !('fields' in query)) return query;
  const prepared = query as PreparedSelect;
  const { fields, joinsNotNullableMap } = prepared;
  if (!fields) return query;
  const plan = fields.map(({ path, field }) => {
    // Drizzle's own choice of decoder (its SQL's `decoder` is internal to it).
    const decoderOf = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf((field as unknown as { _: { sql: SQL } })._.sql)
          : decoderOf((field as { sql: SQL }).sql);
    // Which joined table's null-check the cell counts in (drizzle's rule: a column of a
    // two-level path), or none.
    const joinedTable =
      joinsNotNullableMap && is(field, Column) && path.length === 2
        ? getTableName(field.table)
        : undefined;
    return { parents: path.slice(0, -1), key: path.at(-1)!, decoder, joinedTable };
  });
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      // Per object of a two-level path: the table its cells came from while all were null,
      // false once one was not (or two tables share the object).
      let nullObjects: Record<string, string | false> | undefined;
      for (let index = 0; index < plan.length; index += 1) {
        const { parents, key, decoder, joinedTable } = plan[index]!;
        let node = result;
        for (const parent of parents) {
          node = (node[parent] ??= {}) as Record<string, unknown>;
        }
        const raw = row[index];
        const value = raw === null ? null : decoder.mapFromDriverValue(raw);
        node[key] = value;
        if (joinedTable !== undefined) {
          nullObjects ??= {};
          const objectName = parents[0]!;
          const seen = nullObjects[objectName];
          if (seen === undefined) nullObjects[objectName] = value === null ? joinedTable : false;
          else if (typeof seen === 'string' && seen !== joinedTable)
            nullObjects[objectName] = false;
        }
      }
      if (nullObjects) {
        for (const [objectName, tableName] of Object.entries(nullObjects)) {
          if (typeof tableName === 'string' && !joinsNotNullableMap![tableName]) {
            result[objectName] = null;
          }
        }
      }
      return result;
    });
  return query;
}
