import { splitRevenue, type MinorUnits } from '../payments/revenue';
import { isInCatalogue } from './catalogue';

// Purchases of paid apps and the sales ledger (decision 0036): who may buy what, the
// kinds of ledger entries, and how a sale's money is split. The amounts of a ledger entry are
// made here, once, from the revenue rules of docs/product.md, "Prices and money"
// (payments/revenue.ts).

export const PURCHASE_STATUSES = ['PENDING', 'COMPLETED', 'REFUNDED'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * How long a started purchase waits for its payment before it is closed, its checkout with it
 * (decision 0056): Stripe Checkout's own default lifetime of a session, so a checkout the buyer
 * may still have open is never closed under them.
 */
export const PURCHASE_CHECKOUT_LIFETIME_HOURS = 24;

/** A sale (the buyer paid) or a refund (the money went back); a ledger row is never changed. */
export const LEDGER_ENTRY_KINDS = ['SALE', 'REFUND'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const CANNOT_BUY_OWN_APP = 'This is your own app: you can download it without buying it.';
export const APP_NOT_FOR_SALE = 'This app is not available in the store, so it cannot be bought.';
export const ALREADY_BOUGHT =
  'You have already bought this app: download it on any of your devices.';
export const FREE_APP_NEEDS_NO_PURCHASE = 'This app is free: download it without buying it.';
export const SELLER_CANNOT_CHARGE =
  "This app cannot be bought at the moment: its developer's payment account is not ready to take payments.";
export const PURCHASE_SIGN_IN_REQUIRED = 'Sign in to buy this app.';
export const PURCHASE_EMAIL_NOT_VERIFIED = 'Please verify your email address before buying apps.';
export const PURCHASES_SIGN_IN_REQUIRED = 'Sign in to see your purchases.';

export type PurchaseRefusalCode =
  'OWN_APP' | 'APP_NOT_AVAILABLE' | 'ALREADY_BOUGHT' | 'FREE_APP' | 'SELLER_CANNOT_CHARGE';

export type PurchaseRefusal = { code: PurchaseRefusalCode; message: string };

/**
 * Why the buyer may not buy the app now, or null when they may. Checked in this order: an app
 * that left the store says so before anything else, a developer's own app before its price.
 */
export function purchaseRefusal(input: {
  app: { status: string; visibility: string; priceMinor: number; developerId: string };
  buyerId: string;
  /** The buyer has a completed purchase of the app (a refunded one does not count). */
  alreadyBought: boolean;
  /** The developer's connected account can take charges (paymentEligibility's canCharge). */
  sellerCanCharge: boolean;
}): PurchaseRefusal | null {
  const { app } = input;
  if (!isInCatalogue(app)) return { code: 'APP_NOT_AVAILABLE', message: APP_NOT_FOR_SALE };
  if (app.developerId === input.buyerId) return { code: 'OWN_APP', message: CANNOT_BUY_OWN_APP };
  if (app.priceMinor <= 0) return { code: 'FREE_APP', message: FREE_APP_NEEDS_NO_PURCHASE };
  if (input.alreadyBought) return { code: 'ALREADY_BOUGHT', message: ALREADY_BOUGHT };
  if (!input.sellerCanCharge) {
    return { code: 'SELLER_CANNOT_CHARGE', message: SELLER_CANNOT_CHARGE };
  }
  return null;
}

/** A paid app's package goes to its developer, staff, and whoever completed a purchase of it. */
export function entitledToPackage(input: {
  priceMinor: number;
  isDeveloperOrStaff: boolean;
  hasCompletedPurchase: boolean;
}): boolean {
  return input.priceMinor <= 0 || input.isDeveloperOrStaff || input.hasCompletedPurchase;
}

/**
 * Whether a buyer's completed purchase may still be downloaded (decision 0047): while the app is
 * in the store, and after its developer took it off (unpublished it or deleted their account),
 * as the licensing agreement promises ("customers who obtained your app before it was
 * unpublished may keep using and re-downloading it"). Not while staff suspend it: a suspension
 * is for a reason (it may be harmful), and a restore gives it back.
 */
export function buyerMayDownload(
  app: { status: string; publishedAt: unknown },
  purchaseStatus: PurchaseStatus,
): boolean {
  if (purchaseStatus !== 'COMPLETED' || app.publishedAt === null) return false;
  return app.status !== 'SUSPENDED';
}

/** The money of one ledger row, in minor units of its currency. */
export type LedgerAmounts = {
  gross: MinorUnits;
  tax: MinorUnits;
  processingFee: MinorUnits;
  refund: MinorUnits;
  /**
   * gross - tax - processingFee - refund: the net revenue of docs/product.md, "Prices and money".
   */
  net: MinorUnits;
  /** The platform's share of net (25%); the developer's is net - platformFee. */
  platformFee: MinorUnits;
};

/** The ledger row of a sale: net revenue split with the revenue rules, nothing refunded. */
export function saleLedgerAmounts(input: {
  gross: MinorUnits;
  tax: MinorUnits;
  processingFee: MinorUnits;
}): LedgerAmounts {
  const split = splitRevenue({
    gross: input.gross,
    taxes: input.tax,
    processingFees: input.processingFee,
    refunds: 0n,
  });
  return {
    gross: input.gross,
    tax: input.tax,
    processingFee: input.processingFee,
    refund: 0n,
    net: split.net,
    platformFee: split.platformShare,
  };
}

/**
 * The ledger row of a full refund: the sale's gross is refunded, its tax and fee are reversed,
 * so net and the platform's fee are the sale's negated and the two rows sum to zero (the
 * revenue rules round toward zero for exactly this). Gross stays the sale's, so reports show
 * gross sales and refunds apart, as net revenue counts them (docs/product.md, "Prices and money").
 */
export function refundLedgerAmounts(sale: LedgerAmounts): LedgerAmounts {
  return {
    gross: 0n,
    tax: -sale.tax,
    processingFee: -sale.processingFee,
    refund: sale.gross,
    net: -sale.net,
    platformFee: -sale.platformFee,
  };
}

/**
 * The platform's part of a purchase at its price, recorded on the purchase when it starts:
 * everything but the developer's share. At checkout no tax or provider fee is known yet, so this
 * is the platform's 25% of the price. (Decision 0036 sent it to Stripe as a destination charge's
 * application fee; since decision 0041 the platform takes the whole charge and the developer's
 * share, from the ledger, is paid monthly.)
 */
export function applicationFeeOf(priceMinor: MinorUnits): MinorUnits {
  const sale = saleLedgerAmounts({ gross: priceMinor, tax: 0n, processingFee: 0n });
  const developerShare = sale.net - sale.platformFee;
  return sale.gross - developerShare;
}
