import DataLoader from 'dataloader';
import type { Database } from '../../db/client';
import type { GraphQLContext } from '../../graphql/context';

export type Load<V> = (key: string) => Promise<V>;

/**
 * Collects every key asked for while one request resolves its fields and answers them with one
 * query (per batch, not per field): a list of 50 apps reads its files and versions in two.
 * DataLoader batches; its cache is off, so a later round (after a mutation, say) reads again
 * rather than answering from what the request saw earlier, and `fetch` sees each key once. A
 * batch is sent after the current round of resolvers (setImmediate), so resolvers that await
 * something before they ask still join it. Keys `fetch` does not answer get `empty`.
 */
export function batchLoader<V>(
  fetch: (keys: string[]) => Promise<Map<string, V>>,
  empty: V,
): Load<V> {
  const loader = new DataLoader<string, V>(
    async (keys) => {
      const found = await fetch([...new Set(keys)]);
      return keys.map((key) => found.get(key) ?? empty);
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return (key) => loader.load(key);
}

/**
 * A module's loaders, made once per request: the GraphQL context object lives exactly as long
 * as the request, so batches never mix two requests (or two viewers).
 */
export function perRequestLoaders<L>(
  create: (db: Database) => L,
): (ctx: Pick<GraphQLContext, 'db'>) => L {
  const byRequest = new WeakMap<object, L>();
  return (ctx) => {
    let loaders = byRequest.get(ctx);
    if (!loaders) {
      loaders = create(ctx.db);
      byRequest.set(ctx, loaders);
    }
    return loaders;
  };
}
