import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { purchase, type PurchaseRow } from '../../../db/schema/purchases';
import { AppError } from '../../../errors';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import { refundPurchase } from './refund-purchase';

export const SANDBOX_REFUND_ONLY_MESSAGE =
  'Refunds from the payment-provider test screen work only with the sandbox payment driver; this server uses Stripe.';
export const PURCHASE_NOT_FOUND = 'No purchase has this id.';
export const PURCHASE_NOT_REFUNDABLE = 'Only a completed purchase can be refunded.';

/**
 * The payment-provider test screen's refund (sandbox only): the provider refunds at once and the
 * refund is recorded as Stripe's webhook would have it recorded. Refusing the stripe driver
 * keeps real money out of a test screen.
 */
export async function refundSandboxPurchase(
  db: Database,
  payments: PaymentsProvider,
  purchaseId: string,
): Promise<PurchaseRow> {
  if (payments.driver !== 'sandbox') {
    throw new AppError('SANDBOX_ONLY', SANDBOX_REFUND_ONLY_MESSAGE, 403);
  }
  const findPurchase = async () =>
    (await db.select().from(purchase).where(eq(purchase.id, purchaseId)))[0];
  const found = await findPurchase();
  if (!found) throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND, 404);
  if (found.status !== 'COMPLETED' || !found.providerPaymentId) {
    throw new AppError('NOT_REFUNDABLE', PURCHASE_NOT_REFUNDABLE, 409);
  }
  const { refundReference } = await payments.refund(found.providerPaymentId, `refund-${found.id}`);
  await refundPurchase(db, {
    paymentReference: found.providerPaymentId,
    refundReference,
    occurredAt: new Date(),
  });
  const refunded = await findPurchase();
  if (!refunded) throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND, 404);
  return refunded;
}
