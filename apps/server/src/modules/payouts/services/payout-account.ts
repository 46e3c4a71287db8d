import { eq } from 'drizzle-orm';
import { payoutBlocker, type PayoutBlocker } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';
import { connectedAccount, type ConnectedAccountRow } from '../../../db/schema/payments';
import type { PaymentDriver } from '../../../platform/payments/payments-provider';

/** Where a developer's payouts go (null when they cannot be made now), and why not. */
export type PayoutAccount = { blocker: PayoutBlocker | null; accountId: string | null };

/**
 * The domain's payout blocker of a developer's country and connected account. Only an account
 * the running payment driver made can be paid into (a sandbox account means nothing to Stripe).
 */
export function payoutAccountOf(
  developer: { country: string | null | undefined; developerStatus: string | null | undefined },
  account: Pick<ConnectedAccountRow, 'provider' | 'accountId' | 'payoutsEnabled'> | null,
  driver: PaymentDriver,
): PayoutAccount {
  const own = account && account.provider === driver ? account : null;
  const blocker = payoutBlocker({ ...developer, account: own });
  return { blocker, accountId: blocker ? null : (own?.accountId ?? null) };
}

/** A developer's payout account, read with their profile's country in one query. */
export async function readPayoutAccount(
  db: Database,
  developerId: string,
  driver: PaymentDriver,
): Promise<PayoutAccount> {
  const [found] = await db
    .select({
      country: developerProfile.country,
      developerStatus: developerProfile.developerStatus,
      provider: connectedAccount.provider,
      accountId: connectedAccount.accountId,
      payoutsEnabled: connectedAccount.payoutsEnabled,
    })
    .from(developerProfile)
    .leftJoin(connectedAccount, eq(connectedAccount.developerId, developerProfile.userId))
    .where(eq(developerProfile.userId, developerId));
  const account =
    found?.provider && found.accountId && found.payoutsEnabled !== null
      ? {
          provider: found.provider,
          accountId: found.accountId,
          payoutsEnabled: found.payoutsEnabled,
        }
      : null;
  return payoutAccountOf(
    { country: found?.country, developerStatus: found?.developerStatus },
    account,
    driver,
  );
}
