import { inArray } from 'drizzle-orm';
import { connectedAccount, type ConnectedAccountRow } from '../../db/schema/payments';
import { batchLoader, perRequestLoaders } from '../shared/request-loaders';

type PaymentsLoaders = {
  /** A developer's connected_account row, or null when they have none (not_started). */
  connectedAccount: (developerId: string) => Promise<ConnectedAccountRow | null>;
};

/** This request's loaders: a list of profiles reads its stripeInfo in one query. */
export const paymentsLoadersOf = perRequestLoaders((db): PaymentsLoaders => ({
  connectedAccount: batchLoader(async (developerIds) => {
    const rows = await db
      .select()
      .from(connectedAccount)
      .where(inArray(connectedAccount.developerId, developerIds));
    return new Map(rows.map((row) => [row.developerId, row]));
  }, null),
}));
