import { and, eq } from 'drizzle-orm';
import {
  ALREADY_BOUGHT,
  APP_NOT_FOR_SALE,
  applicationFeeOf,
  sellerCanCharge,
  purchaseRefusal,
  storeUrl,
  type PurchaseRefusalCode,
  type PurchaseStart,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { developerProfile } from '../../../db/schema/developers';
import { connectedAccount } from '../../../db/schema/payments';
import { purchase } from '../../../db/schema/purchases';
import { AppError } from '../../../errors';
import type { PaymentsProvider } from '../../../platform/payments/payments-provider';
import { accountGone } from '../../shared/account-gone';
import { noAppInStore } from '../../store';
import { connectStateOf } from '../../payments';
import { closeUnpaidPurchase } from './close-unpaid-purchase';
import { completePurchase } from './complete-purchase';

export const PAYMENT_PROVIDER_UNAVAILABLE =
  'We could not reach the payment provider. Please try again in a few minutes.';

const REFUSAL_STATUS: Record<PurchaseRefusalCode, number> = {
  APP_NOT_AVAILABLE: 410,
  OWN_APP: 403,
  FREE_APP: 409,
  ALREADY_BOUGHT: 409,
  SELLER_CANNOT_CHARGE: 409,
};

/** The provider's key for a purchase's checkout: a retried request makes no second one. */
export const checkoutIdempotencyKey = (purchaseId: string) => `checkout-${purchaseId}`;

type StartPurchaseDeps = {
  db: Database;
  payments: PaymentsProvider;
  publicUrl: string;
  log: { error(details: object, message: string): void };
};

/**
 * Buy (decision 0036): a signed-in buyer's purchase of a live paid app at its price, currency and
 * version of this moment, paid through the provider's checkout: a plain charge taken by the
 * platform from a seller whose connected account can take charges; the developer's share is paid
 * in the month's payout (decision 0041). The sandbox's checkout is paid at once and the purchase
 * completes here; Stripe's completes when its webhook says so.
 */
export async function startPurchase(
  deps: StartPurchaseDeps,
  bundleIdentifier: string,
  buyerId: string,
): Promise<PurchaseStart> {
  const { db, payments } = deps;
  const [app] = await db
    .select({
      id: application.id,
      developerId: application.developerId,
      appName: application.appName,
      status: application.status,
      visibility: application.visibility,
      publishedAt: application.publishedAt,
      priceMinor: application.priceCents,
      currency: application.currency,
      versionId: application.currentVersionId,
      country: developerProfile.country,
      developerStatus: developerProfile.developerStatus,
      account: connectedAccount,
    })
    .from(application)
    .leftJoin(developerProfile, eq(developerProfile.userId, application.developerId))
    .leftJoin(connectedAccount, eq(connectedAccount.developerId, application.developerId))
    .where(eq(application.bundleIdentifier, bundleIdentifier))
    .limit(1);
  if (!app || !app.publishedAt) throw await noAppInStore(db, bundleIdentifier);

  const [bought] = await db
    .select({ id: purchase.id })
    .from(purchase)
    .where(
      and(
        eq(purchase.buyerId, buyerId),
        eq(purchase.applicationId, app.id),
        eq(purchase.status, 'COMPLETED'),
      ),
    )
    .limit(1);
  // A seller back in review after changing verified details sells no paid app (decision 0057).
  const sellerCharges =
    sellerCanCharge({
      developerStatus: app.developerStatus,
      country: app.country,
      connect: connectStateOf(app.account),
    }) &&
    app.account !== null &&
    app.account.provider === payments.driver;
  const refusal = purchaseRefusal({
    app,
    buyerId,
    alreadyBought: bought !== undefined,
    sellerCanCharge: sellerCharges,
  });
  if (refusal) throw new AppError(refusal.code, refusal.message, REFUSAL_STATUS[refusal.code]);
  // The refusal above covers it: an app in the store has a live version.
  if (!app.versionId) throw new AppError('APP_NOT_AVAILABLE', APP_NOT_FOR_SALE, 410);

  const applicationFeeMinor = Number(applicationFeeOf(BigInt(app.priceMinor)));
  const [started] = await db
    .insert(purchase)
    .values({
      applicationId: app.id,
      versionId: app.versionId,
      buyerId,
      priceMinor: app.priceMinor,
      currency: app.currency,
      applicationFeeMinor,
      provider: payments.driver,
    })
    .returning();
  if (!started) throw new Error('purchase insert returned no row');

  const appPage = storeUrl(deps.publicUrl, bundleIdentifier);
  let checkout;
  try {
    checkout = await payments.createCheckout({
      purchaseId: started.id,
      appName: app.appName,
      amountMinor: started.priceMinor,
      currency: started.currency,
      successUrl: `${appPage}?purchase=${started.id}`,
      cancelUrl: appPage,
      idempotencyKey: checkoutIdempotencyKey(started.id),
    });
  } catch (error) {
    // Nothing was charged: the purchase closes, and Buy may be pressed again.
    deps.log.error({ err: error, purchaseId: started.id }, 'checkout could not be created');
    await closeUnpaidPurchase(db, { purchaseId: started.id });
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_PROVIDER_UNAVAILABLE, 503);
  }
  await db
    .update(purchase)
    .set({ providerCheckoutId: checkout.sessionId })
    .where(eq(purchase.id, started.id));

  if (!checkout.completed || !checkout.paymentReference) {
    return { purchaseId: started.id, status: 'PENDING', checkoutUrl: checkout.url };
  }
  const outcome = await completePurchase(db, {
    checkoutId: checkout.sessionId,
    paymentReference: checkout.paymentReference,
    amountMinor: BigInt(started.priceMinor),
    taxMinor: 0n,
    processingFeeMinor: 0n,
    occurredAt: new Date(),
  });
  // Another purchase of the same buyer completed first (two at once): the sandbox took nothing
  // for this one, which closes.
  if (outcome === 'already_bought') {
    await closeUnpaidPurchase(db, { purchaseId: started.id });
    throw new AppError('ALREADY_BOUGHT', ALREADY_BOUGHT, 409);
  }
  // The buyer's account was deleted while they bought (decision 0056): nothing was sold.
  if (outcome === 'buyer_deleted') {
    await closeUnpaidPurchase(db, { purchaseId: started.id });
    throw accountGone();
  }
  return { purchaseId: started.id, status: 'COMPLETED', checkoutUrl: checkout.url };
}
