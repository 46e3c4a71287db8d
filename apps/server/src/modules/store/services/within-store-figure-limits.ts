import { STORE_FIGURE_LIMITS } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { hitAccountLimit } from '../../shared/account-rate-limit';
import { clientAddressKey } from './client-address';

export type StoreFigureEvent = 'download' | 'open';

/**
 * Whether one more account may be counted in an app's figures from this address and for this
 * account today (decision 0051): a few accounts per address and app, a few dozen apps per
 * account. Asked only for an event that would be counted for the first time, so repeats spend
 * nothing. Over the limit the download or open is still served; it is only not counted.
 */
export async function withinStoreFigureLimits(
  db: Database,
  event: StoreFigureEvent,
  input: { applicationId: string; accountId: string; address: string },
): Promise<boolean> {
  const window = STORE_FIGURE_LIMITS.windowSeconds;
  const byAddress = await hitAccountLimit(
    db,
    `store-figures:${event}:${input.applicationId}:${clientAddressKey(input.address)}`,
    { max: STORE_FIGURE_LIMITS.accountsPerAddressPerAppPerDay, windowSeconds: window },
  );
  if (!byAddress.allowed) return false;
  const byAccount = await hitAccountLimit(db, `store-figures:${event}:account:${input.accountId}`, {
    max: STORE_FIGURE_LIMITS.appsPerAccountPerDay,
    windowSeconds: window,
  });
  return byAccount.allowed;
}
