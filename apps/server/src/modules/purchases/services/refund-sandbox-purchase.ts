import { formatMinorUnits } from '@vmu/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { purchase, type PurchaseRow } from '../../../db/schema/purchases';
import { AppError } from '../../../errors';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import { recordAuditEvent } from '../../audit-log';
import { requireSandboxDriver, scopeCovers, type SalesScope } from '../sales-viewer';
import { refundPurchase } from './refund-purchase';

export const SANDBOX_REFUND_ONLY_MESSAGE =
  'Refunds from the payment-provider test screen work only with the sandbox payment driver; this server uses Stripe.';
export const PURCHASE_NOT_FOUND = 'No purchase has this id.';
export const PURCHASE_NOT_REFUNDABLE = 'Only a completed purchase can be refunded.';
export const PURCHASE_ALREADY_REFUNDED = 'This purchase was already refunded.';

const alreadyRefunded = () => new AppError('ALREADY_REFUNDED', PURCHASE_ALREADY_REFUNDED, 409);

/**
 * The payment-provider test screen's refund (sandbox only): the provider refunds at once and the
 * refund is recorded as Stripe's webhook would have it recorded. Refusing the stripe driver
 * keeps real money out of a test screen. Staff refund any purchase, a developer (the merchant,
 * in the provider's test mode) those of their own apps; to anyone else a purchase they may not
 * refund is NOT_FOUND, as an unknown id is, so ids cannot be probed.
 */
export async function refundSandboxPurchase(
  db: Database,
  payments: PaymentsProvider,
  request: { purchaseId: string; scope: SalesScope | null; actorId: string },
): Promise<PurchaseRow> {
  requireSandboxDriver(payments, SANDBOX_REFUND_ONLY_MESSAGE);
  const { purchaseId } = request;
  const findPurchase = async () =>
    (
      await db
        .select({ purchase, developerId: application.developerId, appName: application.appName })
        .from(purchase)
        .innerJoin(application, eq(application.id, purchase.applicationId))
        .where(eq(purchase.id, purchaseId))
    )[0];
  const refundable = await findPurchase();
  if (!refundable || !scopeCovers(request.scope, refundable.developerId)) {
    throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND, 404);
  }
  const found = refundable.purchase;
  if (found.status === 'REFUNDED') throw alreadyRefunded();
  if (found.status !== 'COMPLETED' || !found.providerPaymentId) {
    throw new AppError('NOT_REFUNDABLE', PURCHASE_NOT_REFUNDABLE, 409);
  }
  const { refundReference } = await payments.refund(found.providerPaymentId, `refund-${found.id}`);
  // Staff refunding another developer's sale act as staff: the log keeps it (decision 0058).
  const byStaff = request.actorId !== refundable.developerId;
  const outcome = await refundPurchase(
    db,
    { paymentReference: found.providerPaymentId, refundReference, occurredAt: new Date() },
    byStaff
      ? (tx, refunded) => recordStaffRefund(tx, request.actorId, refunded, refundable.appName)
      : undefined,
  );
  // Two refunds at once both found the purchase completed; the purchase's row lock let one
  // record the refund, and the other is told so rather than answered as if it had refunded.
  if (outcome === 'already_recorded') throw alreadyRefunded();
  const refunded = await findPurchase();
  if (!refunded) throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND, 404);
  return refunded.purchase;
}

async function recordStaffRefund(
  tx: Database,
  actorId: string,
  refunded: PurchaseRow,
  appName: string,
): Promise<void> {
  await recordAuditEvent(tx, {
    actorId,
    action: 'REFUND_PURCHASE',
    targetType: 'APPLICATION',
    targetId: refunded.applicationId,
    targetLabel: appName,
    details: {
      purchase: refunded.id,
      amount: `${formatMinorUnits(BigInt(refunded.priceMinor))} ${refunded.currency}`,
    },
  });
}
