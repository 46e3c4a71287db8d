import type { PayoutBlocker } from '@vmu/domain';

/**
 * A developer's payouts as the root field leaves them: whose, why payouts cannot be made (read
 * once for blocker and blockerMessage), and the moment the month in progress is taken at.
 */
export type PayoutsMapper = {
  developerId: string;
  blocker: PayoutBlocker | null;
  now: Date;
};
