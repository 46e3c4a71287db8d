import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { paymentEligibility } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';
import { connectedAccount, type ConnectedAccountRow } from '../../../db/schema/payments';
import type { ConnectAccountResult } from '../../../graphql/generated/types.generated';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import { snapshotDiffers, snapshotValues } from '../stripe-info-of';

export const OTHER_PROVIDER_ACCOUNT =
  'Your payment account was set up with another payment provider. Please contact support.';

/** The provider's key for a developer's account: every retry and concurrent call shares it. */
export const connectAccountIdempotencyKey = (developerId: string) =>
  `connect-account-${developerId}`;

/**
 * The Connect account result of a call that made nothing, with why
 * (docs/product.md, "Smaller records").
 */
export const refusedConnectAccount = (error: string): ConnectAccountResult => ({
  success: false,
  accountId: null,
  clientSecret: null,
  verificationUrl: null,
  requirementsCurrentlyDue: [],
  requirementsEventuallyDue: [],
  error,
});

async function findAccount(db: Database, developerId: string) {
  const [row] = await db
    .select()
    .from(connectedAccount)
    .where(eq(connectedAccount.developerId, developerId));
  return row ?? null;
}

/**
 * Reads the account from the provider (a webhook may have been missed) and stores what changed.
 * The read's start time counts as its event time, so an event newer than the read still wins.
 */
async function refreshAccount(
  db: Database,
  payments: PaymentsProvider,
  row: ConnectedAccountRow,
): Promise<ConnectedAccountRow> {
  const readAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const snapshot = await payments.retrieveAccount(row.accountId);
  if (!snapshot || !snapshotDiffers(row, snapshot)) return row;
  const [updated] = await db
    .update(connectedAccount)
    .set({
      ...snapshotValues(snapshot),
      lastEventAt: readAt,
      lastStatusUpdate: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(connectedAccount.accountId, row.accountId),
        or(isNull(connectedAccount.lastEventAt), lte(connectedAccount.lastEventAt, readAt)),
      ),
    )
    .returning();
  return updated ?? (await findAccount(db, row.developerId)) ?? row;
}

/**
 * createStripeConnectAccount (docs/product.md, "GraphQL operations"): an eligible developer's
 * connected account, made once, and a fresh onboarding session for it. Concurrent calls share the
 * provider's idempotency key (one account at the provider) and the primary key (one row here); the
 * loser reads the row.
 */
export async function createConnectAccount(
  db: Database,
  payments: PaymentsProvider,
  developer: { id: string; email: string },
): Promise<ConnectAccountResult> {
  const [profile] = await db
    .select({ country: developerProfile.country })
    .from(developerProfile)
    .where(eq(developerProfile.userId, developer.id));
  const eligibility = paymentEligibility({ country: profile?.country, connect: null });
  if (!eligibility.eligible || !eligibility.country) {
    return refusedConnectAccount(
      eligibility.message ?? 'Payments are not available for your account.',
    );
  }

  let account = await findAccount(db, developer.id);
  if (account && account.provider !== payments.driver)
    return refusedConnectAccount(OTHER_PROVIDER_ACCOUNT);
  if (account) {
    account = await refreshAccount(db, payments, account);
  } else {
    const created = await payments.createConnectedAccount({
      developerId: developer.id,
      email: developer.email,
      country: eligibility.country,
      idempotencyKey: connectAccountIdempotencyKey(developer.id),
    });
    await db
      .insert(connectedAccount)
      .values({
        developerId: developer.id,
        provider: payments.driver,
        accountId: created.accountId,
        ...snapshotValues(created),
      })
      .onConflictDoNothing({ target: connectedAccount.developerId });
    account = await findAccount(db, developer.id);
    if (!account) throw new Error(`connected_account of ${developer.id} vanished after insert`);
  }

  const session = await payments.createOnboardingSession(account.accountId);
  return {
    success: true,
    accountId: account.accountId,
    clientSecret: session.clientSecret,
    verificationUrl: session.verificationUrl,
    requirementsCurrentlyDue: account.requirementsCurrentlyDue,
    requirementsEventuallyDue: account.requirementsEventuallyDue,
    error: null,
  };
}
