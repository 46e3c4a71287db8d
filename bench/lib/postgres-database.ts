// A database of its own on a PostgreSQL server, for a benchmark that seeds and measures it
// without touching what else lives there: a fresh one dropped when the benchmark ends, or a kept
// one that the next run finds seeded.
import pg from 'pg';

export type FreshPostgresDatabase = { url: string; name: string; drop(): Promise<void> };
export type KeptPostgresDatabase = FreshPostgresDatabase & {
  /** Whether this run made it (absent before, or dropped for a fresh seed). */
  created: boolean;
};

/** Statements on the server of `url` through one connection (to any database of it). */
async function onServer(url: string, statements: string[]): Promise<pg.QueryResult[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await admin.query(statement));
    return results;
  } finally {
    await admin.end();
  }
}

function databaseOn(url: string, name: string): FreshPostgresDatabase {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    drop: async () => void (await onServer(url, [`drop database if exists ${name} with (force)`])),
  };
}

/** A fresh database `<prefix>_<pid>` on the server of `url` (any database of it). */
export async function freshPostgresDatabase(
  url: string,
  prefix: string,
): Promise<FreshPostgresDatabase> {
  const name = `${prefix}_${process.pid}`;
  await onServer(url, [`drop database if exists ${name} with (force)`, `create database ${name}`]);
  return databaseOn(url, name);
}

/**
 * The database `name` on the server of `url`, made when missing and left in place when the
 * benchmark ends, so that its next run reuses what it seeded; `fresh` drops it first.
 */
export async function keptPostgresDatabase(
  url: string,
  name: string,
  options: { fresh: boolean },
): Promise<KeptPostgresDatabase> {
  if (options.fresh) await onServer(url, [`drop database if exists ${name} with (force)`]);
  const [found] = await onServer(url, [
    `select 1 from pg_database where datname = '${name.replaceAll("'", "''")}'`,
  ]);
  const created = found!.rowCount === 0;
  if (created) await onServer(url, [`create database ${name}`]);
  return { ...databaseOn(url, name), created };
}
