import type { ConnectState } from '@vmu/domain';
import type { ConnectedAccountRow } from '../../db/schema/payments';
import type { StripeInfo } from '../../graphql/generated/types.generated';
import type { ConnectedAccountSnapshot } from '../../platform/payments/payments-provider';

/**
 * The stripeInfo (docs/product.md, "Developer profile") of a connected_account row; no row is
 * 'not_started'.
 */
export function stripeInfoOf(row: ConnectedAccountRow | null | undefined): StripeInfo {
  return {
    connectAccountId: row?.accountId ?? null,
    accountStatus: row?.accountStatus ?? 'not_started',
    onboardingComplete: row?.onboardingComplete ?? false,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    lastStatusUpdate: row?.lastStatusUpdate ?? null,
    requirementsCurrentlyDue: row?.requirementsCurrentlyDue ?? [],
    requirementsEventuallyDue: row?.requirementsEventuallyDue ?? [],
    disabledReason: row?.disabledReason ?? null,
  };
}

/** What the domain's paymentEligibility reads of an account. */
export function connectStateOf(row: ConnectedAccountRow | null | undefined): ConnectState {
  return row ? { accountStatus: row.accountStatus, chargesEnabled: row.chargesEnabled } : null;
}

/** The columns a provider snapshot sets. */
export function snapshotValues(snapshot: ConnectedAccountSnapshot) {
  return {
    accountStatus: snapshot.accountStatus,
    onboardingComplete: snapshot.onboardingComplete,
    chargesEnabled: snapshot.chargesEnabled,
    payoutsEnabled: snapshot.payoutsEnabled,
    requirementsCurrentlyDue: snapshot.requirementsCurrentlyDue,
    requirementsEventuallyDue: snapshot.requirementsEventuallyDue,
    disabledReason: snapshot.disabledReason,
  };
}

/** Whether a snapshot says anything the row does not (lastStatusUpdate moves only then). */
export function snapshotDiffers(row: ConnectedAccountRow, snapshot: ConnectedAccountSnapshot) {
  const values = snapshotValues(snapshot);
  return (Object.keys(values) as (keyof typeof values)[]).some(
    (key) => JSON.stringify(row[key]) !== JSON.stringify(values[key]),
  );
}
