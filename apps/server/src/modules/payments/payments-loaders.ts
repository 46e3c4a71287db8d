import { inArray } from 'drizzle-orm';
import { connectedAccount, type ConnectedAccountRow } from '../../db/schema/payments';
import type { GraphQLContext } from '../../graphql/context';
import { batchLoader } from '../apps/request-loaders';

type PaymentsLoaders = {
  /** A developer's connected_account row, or null when they have none (not_started). */
  connectedAccount: (developerId: string) => Promise<ConnectedAccountRow | null>;
};

const perRequest = new WeakMap<object, PaymentsLoaders>();

/** This request's loaders: a list of profiles reads its stripeInfo in one query. */
export function paymentsLoadersOf(ctx: Pick<GraphQLContext, 'db'>): PaymentsLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const { db } = ctx;
    loaders = {
      connectedAccount: batchLoader(async (developerIds) => {
        const rows = await db
          .select()
          .from(connectedAccount)
          .where(inArray(connectedAccount.developerId, developerIds));
        return new Map(rows.map((row) => [row.developerId, row]));
      }, null),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
