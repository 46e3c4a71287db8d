// A database of its own on a PostgreSQL server, for a benchmark that seeds and measures it
// without touching what else lives there; dropped when the benchmark ends.
import pg from 'pg';

export type FreshPostgresDatabase = { url: string; name: string; drop(): Promise<void> };

/** A fresh database `<prefix>_<pid>` on the server of `url` (any database of it). */
export async function freshPostgresDatabase(
  url: string,
  prefix: string,
): Promise<FreshPostgresDatabase> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
