import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationVersion, storedFile } from '../../db/schema/apps';
import type { GraphQLContext } from '../../graphql/context';
import type { ApplicationVersionRow, StoredFileRow } from './schema.mappers';
import { publishedApplicationIds } from './services/published-applications';

type Load<V> = (key: string) => Promise<V>;

/**
 * Collects every key asked for while one request resolves its fields and answers them with one
 * query (per batch, not per field): a list of 50 apps reads its files and versions in two.
 */
export function batchLoader<V>(
  fetch: (keys: string[]) => Promise<Map<string, V>>,
  empty: V,
): Load<V> {
  let batch: { keys: Set<string>; result: Promise<Map<string, V>> } | null = null;
  return (key) => {
    if (!batch) {
      const keys = new Set<string>();
      const result = new Promise<Map<string, V>>((resolve, reject) => {
        // After the current round of resolvers has asked for its keys.
        setImmediate(() => {
          batch = null;
          fetch([...keys]).then(resolve, reject);
        });
      });
      batch = { keys, result };
    }
    batch.keys.add(key);
    return batch.result.then((found) => found.get(key) ?? empty);
  };
}

export type AppsLoaders = {
  /** The stored_file row of a key, or null when none is stored. */
  storedFile: Load<StoredFileRow | null>;
  /** An application's versions, newest first. */
  versions: Load<ApplicationVersionRow[]>;
  /** Whether an application has been live at some point (its history says so). */
  publishedBefore: Load<boolean>;
};

function createLoaders(db: Database): AppsLoaders {
  return {
    storedFile: batchLoader(async (keys) => {
      const rows = await db.select().from(storedFile).where(inArray(storedFile.key, keys));
      return new Map(rows.map((row) => [row.key, row]));
    }, null),
    versions: batchLoader(async (appIds) => {
      const rows = await db
        .select()
        .from(applicationVersion)
        .where(inArray(applicationVersion.applicationId, appIds))
        .orderBy(desc(applicationVersion.submittedAt), desc(applicationVersion.id));
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
  };
}

const perRequest = new WeakMap<object, AppsLoaders>();

/** This request's loaders (the context object lives exactly as long as the request). */
export function appsLoadersOf(ctx: Pick<GraphQLContext, 'db'>): AppsLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx.db);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
