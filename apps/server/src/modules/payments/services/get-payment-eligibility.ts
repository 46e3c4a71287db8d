import { eq } from 'drizzle-orm';
import { paymentEligibility, type PaymentEligibility } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';
import { connectedAccount } from '../../../db/schema/payments';
import type { StripeInfo } from '../../../graphql/generated/types.generated';
import { connectStateOf, stripeInfoOf } from '../stripe-info-of';

export type PaymentEligibilityView = PaymentEligibility & { stripeInfo: StripeInfo };

/**
 * docs/product.md, "Payment eligibility" for one developer: their profile's country and connected
 * account, in one read.
 */
export async function getPaymentEligibility(
  db: Database,
  developerId: string,
): Promise<PaymentEligibilityView> {
  const [found] = await db
    .select({ country: developerProfile.country, account: connectedAccount })
    .from(developerProfile)
    .leftJoin(connectedAccount, eq(connectedAccount.developerId, developerProfile.userId))
    .where(eq(developerProfile.userId, developerId));
  const account = found?.account ?? null;
  return {
    ...paymentEligibility({ country: found?.country, connect: connectStateOf(account) }),
    stripeInfo: stripeInfoOf(account),
  };
}
