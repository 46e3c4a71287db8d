import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CountryStepSchema } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';
import { connectedAccount } from '../../../db/schema/payments';
import { AppError } from '../../../errors';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import {
  SANDBOX_ACCOUNT_VALUES,
  type SandboxAccountState,
} from '../../../platform/payments/sandbox-account-states';
import { parseInput } from '../../shared/parse-input';
import { getPaymentEligibility, type PaymentEligibilityView } from './get-payment-eligibility';

export const SANDBOX_ONLY_MESSAGE =
  'The payment-provider test screen works only with the sandbox payment driver; this server uses Stripe.';

/**
 * The payment-provider test screen (docs/product.md, "Main area"): sets the developer's country
 * (one of the onboarding countries) and puts their sandbox account in `state`, in one transaction.
 * not_started removes the account. Refused outright when real Stripe accounts are in play.
 */
export async function setSandboxPaymentState(
  db: Database,
  payments: PaymentsProvider,
  request: { developerId: string; country: string; state: SandboxAccountState },
): Promise<PaymentEligibilityView> {
  if (payments.driver !== 'sandbox') throw new AppError('SANDBOX_ONLY', SANDBOX_ONLY_MESSAGE, 403);
  const { country } = parseInput(CountryStepSchema, {
    country: request.country.trim().toUpperCase(),
  });
  const { developerId, state } = request;

  await db.transaction(async (tx) => {
    const [profile] = await tx
      .update(developerProfile)
      .set({
        country,
        profileVersion: sql`${developerProfile.profileVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(developerProfile.userId, developerId))
      .returning({ userId: developerProfile.userId });
    if (!profile) throw new AppError('NOT_FOUND', 'Developer profile not found.', 404);

    if (state === 'not_started') {
      await tx.delete(connectedAccount).where(eq(connectedAccount.developerId, developerId));
      return;
    }
    const values = {
      provider: 'sandbox' as const,
      ...SANDBOX_ACCOUNT_VALUES[state],
      lastStatusUpdate: sql`now()`,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(connectedAccount)
      .values({
        developerId,
        accountId: `acct_sandbox_${crypto.randomBytes(8).toString('hex')}`,
        ...values,
      })
      // An existing sandbox account keeps its id; only its state changes.
      .onConflictDoUpdate({ target: connectedAccount.developerId, set: values });
  });
  return getPaymentEligibility(db, developerId);
}
