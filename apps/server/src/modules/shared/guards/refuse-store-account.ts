import { isCustomer, STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE } from '@vmu/domain';
import { AppError } from '../../../errors';
import type { ViewerMapper } from '../viewer';

/**
 * The developer areas' guards call this first, so a store account (decision 0038) is told what it
 * is and how to become a developer rather than that its developer account awaits review.
 */
export function refuseStoreAccount(viewer: ViewerMapper): void {
  if (isCustomer(viewer)) {
    throw new AppError('STORE_ACCOUNT', STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE, 403);
  }
}
