import { desc, inArray, sql } from 'drizzle-orm';
import { activeUsersWindowStart } from '@vmu/domain';
import type { Database } from '../../db/client';
import { application, applicationVersion, storedFile } from '../../db/schema/apps';
import { preparedPerDatabase } from '../shared/prepared-query';
import { batchLoader, perRequestLoaders, type Load } from '../shared/request-loaders';
import type { ApplicationRow, ApplicationVersionRow, StoredFileRow } from './schema.mappers';
import { activeUsersOfRow } from './services/active-users-of-row';
import { publishedApplicationIds } from './services/published-applications';

export type AppsLoaders = {
  /** The stored_file row of a key, or null when none is stored. */
  storedFile: Load<StoredFileRow | null>;
  /**
   * Files this request already read along with the rows that name them (a list page reads its
   * cards' icons in its own query): storedFile answers them without another round trip.
   */
  primeStoredFiles(files: readonly StoredFileRow[]): void;
  /** An application by id (a version's app), or null when none. */
  application: Load<ApplicationRow | null>;
  /** An application's versions, newest created first. */
  versions: Load<ApplicationVersionRow[]>;
  /** Whether an application has been live at some point (its history says so). */
  publishedBefore: Load<boolean>;
  /**
   * Distinct devices that opened the app in the active-users window (the last 30 UTC days), as
   * the store client reports them: the same events as the analytics' and the dashboard's.
   */
  activeUsers: Load<number>;
  /** Active users a list page read with its rows: activeUsers answers them without a query. */
  primeActiveUsers(counts: ReadonlyMap<string, number>): void;
};

// The files of every app card in a list: one statement whatever the number of keys (an array
// parameter rather than IN with one parameter per key), prepared once per database.
const storedFilesByKey = preparedPerDatabase((db) =>
  db
    .select()
    .from(storedFile)
    .where(sql`${storedFile.key} = any(${sql.placeholder('keys')}::text[])`)
    .prepare('stored_files_by_key'),
);

// Active users of the apps asked for one by one (a card outside a list page): one statement
// for all of them, with the count a list page reads in its own query (activeUsersOfRow).
const activeUsersSince = preparedPerDatabase((db) =>
  db
    .select({
      applicationId: application.id,
      devices: activeUsersOfRow(sql.placeholder('since')),
    })
    .from(application)
    .where(sql`${application.id} = any(${sql.placeholder('appIds')}::uuid[])`)
    .prepare('active_users_since'),
);

function createLoaders(db: Database): AppsLoaders {
  // Primed only by a query's list, and a query changes nothing: what it read is what the
  // batch would read. (Mutations prime nothing, so after one storedFile reads again.)
  const read = new Map<string, StoredFileRow>();
  const activeUsersRead = new Map<string, number>();
  const storedFileOf = batchLoader(async (keys) => {
    const rows = await storedFilesByKey(db).execute({ keys });
    return new Map(rows.map((row) => [row.key, row]));
  }, null);
  const activeUsersOf = batchLoader(async (appIds) => {
    const since = activeUsersWindowStart();
    const rows = await activeUsersSince(db).execute({ appIds, since });
    return new Map(rows.map((row) => [row.applicationId, row.devices]));
  }, 0);
  return {
    storedFile: (key) => {
      const file = read.get(key);
      return file ? Promise.resolve(file) : storedFileOf(key);
    },
    primeStoredFiles: (files) => {
      for (const file of files) read.set(file.key, file);
    },
    application: batchLoader(async (appIds) => {
      const rows = await db.select().from(application).where(inArray(application.id, appIds));
      return new Map(rows.map((row) => [row.id, row]));
    }, null),
    versions: batchLoader(async (appIds) => {
      const rows = await db
        .select()
        .from(applicationVersion)
        .where(inArray(applicationVersion.applicationId, appIds))
        .orderBy(desc(applicationVersion.createdAt), desc(applicationVersion.id));
      const byApp = new Map<string, ApplicationVersionRow[]>();
      for (const row of rows) {
        const list = byApp.get(row.applicationId) ?? [];
        list.push(row);
        byApp.set(row.applicationId, list);
      }
      return byApp;
    }, []),
    publishedBefore: batchLoader(async (appIds) => {
      const published = await publishedApplicationIds(db, appIds);
      return new Map(appIds.map((id) => [id, published.has(id)]));
    }, false),
    activeUsers: (appId) => {
      const count = activeUsersRead.get(appId);
      return count === undefined ? activeUsersOf(appId) : Promise.resolve(count);
    },
    primeActiveUsers: (counts) => {
      for (const [appId, count] of counts) activeUsersRead.set(appId, count);
    },
  };
}

/** This request's loaders. */
export const appsLoadersOf = perRequestLoaders(createLoaders);
