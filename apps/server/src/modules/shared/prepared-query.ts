import type { Database } from '../../db/client';

/**
 * A query of the hot paths built once per database instead of on every call. Drizzle writes a
 * query's SQL text from its builder each time it runs, which cost about a tenth of a list
 * request's CPU (decision 0029); a prepared query keeps the text, takes its values through
 * `sql.placeholder`, and on PostgreSQL is a named statement each connection parses and plans
 * once. Keyed by the database object: tests build many apps, each on its own database.
 */
export function preparedPerDatabase<Q>(prepare: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = prepare(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
