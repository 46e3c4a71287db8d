import type { StoredConnectAccountStatus } from '@vmu/domain';

/**
 * A connected account as the provider reports it (docs/product.md, "Developer profile", stripeInfo
 * without the id).
 */
export type ConnectedAccountSnapshot = {
  accountId: string;
  accountStatus: StoredConnectAccountStatus;
  onboardingComplete: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirementsCurrentlyDue: string[];
  requirementsEventuallyDue: string[];
  disabledReason: string | null;
};

/** What the payment setup screen needs to continue onboarding. */
export type OnboardingSession = {
  /** Client secret of an account session for the embedded components; null with the sandbox. */
  clientSecret: string | null;
  /**
   * Where verification continues; 'embedded_verification' means in the page
   * (docs/product.md, "Smaller records").
   */
  verificationUrl: string;
};

/**
 * What a checkout for one purchase charges. The platform takes the whole payment; the
 * developer's share reaches them in the month's payout (decision 0041).
 */
export type CheckoutRequest = {
  purchaseId: string;
  /** The line item's name on the provider's payment page. */
  appName: string;
  amountMinor: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** The same key yields the same checkout (a retried request makes no second one). */
  idempotencyKey: string;
};

export type Checkout = {
  /** The provider's checkout reference (a Stripe Checkout Session id). */
  sessionId: string;
  /** Where the buyer pays; the success URL itself when the checkout is already paid. */
  url: string;
  /** Paid at once (the sandbox); otherwise the provider's webhook says when. */
  completed: boolean;
  /** The payment's reference when `completed` (refunds name it); null until paid. */
  paymentReference: string | null;
};

/** A paid checkout, as checkout.session.completed reports it. */
export type CheckoutCompletion = {
  sessionId: string;
  paymentReference: string;
  amountMinor: bigint;
  /** Lower case, as the provider writes it ('eur'). */
  currency: string;
  taxMinor: bigint;
  /** The provider's fee when the event carries it; Checkout's does not (0). */
  processingFeeMinor: bigint;
};

/** What closing a checkout at the provider found (checkout.sessions.expire). */
export type ClosedCheckout =
  /** It can no longer be paid: closed now, or expired before. */
  | { outcome: 'expired' }
  /** The buyer paid before it could be closed: the purchase is completed, not closed. */
  | { outcome: 'paid'; completion: CheckoutCompletion }
  /** Submitted with a payment that has not arrived yet (a delayed method): its webhook will say. */
  | { outcome: 'awaiting_payment' };

/** A refunded payment, as charge.refunded reports it. */
export type RefundNotice = {
  paymentReference: string;
  /** The refund's own id when the event lists it, else the charge's (unique per payment). */
  refundReference: string;
  amountRefundedMinor: bigint;
  /** The whole charge went back; partial refunds are not part of the store. */
  fullyRefunded: boolean;
};

/** A month's payout to a developer's connected account, from the platform's balance. */
export type PayoutTransfer = {
  statementId: string;
  /** YYYY-MM, the statement's month. */
  month: string;
  amountMinor: number;
  currency: string;
  destinationAccountId: string;
  /** Names every transfer of this payout; the provider is asked for one before a new is made. */
  transferGroup: string;
  /** The same key yields the same transfer (a retried job pays once). */
  idempotencyKey: string;
};

/** A verified webhook event; the field of its type is set, the others null. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** When the provider created the event (its own clock). */
  createdAt: Date;
  /** account.updated */
  account: ConnectedAccountSnapshot | null;
  /** checkout.session.completed with the payment made */
  checkout: CheckoutCompletion | null;
  /** charge.refunded */
  refund: RefundNotice | null;
  /** checkout.session.expired: a checkout nobody paid, closed by the provider (its id). */
  expiredCheckout: string | null;
};

export type PaymentDriver = 'sandbox' | 'stripe';

/**
 * The marker of docs/product.md, "Smaller records": verification continues in the embedded
 * component.
 */
export const EMBEDDED_VERIFICATION = 'embedded_verification';

/**
 * The payment provider adapter (decision 0015): `sandbox` keeps accounts in our database only,
 * `stripe` talks to Stripe Connect. Services depend on this, never on a driver.
 */
export interface PaymentsProvider {
  readonly driver: PaymentDriver;
  /** For the browser's embedded components; null with the sandbox. */
  readonly publishableKey: string | null;
  /** Safe to repeat: the same idempotency key yields the same account. */
  createConnectedAccount(input: {
    developerId: string;
    email: string;
    country: string;
    idempotencyKey: string;
  }): Promise<ConnectedAccountSnapshot>;
  createOnboardingSession(accountId: string): Promise<OnboardingSession>;
  /** The account's current state, or null when the provider does not know it. */
  retrieveAccount(accountId: string): Promise<ConnectedAccountSnapshot | null>;
  /**
   * Verifies the signature of a webhook delivery and the shape of its event; throws
   * WebhookSignatureError or WebhookPayloadError if either fails.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
  /**
   * A checkout of one purchase: a charge on the platform's account, the merchant of record. The
   * sandbox's is paid at once.
   */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Closes a checkout so it can no longer be paid (an abandoned purchase, a deleted buyer's);
   * safe to repeat. A checkout paid in the meantime is reported with its payment.
   */
  expireCheckout(sessionId: string): Promise<ClosedCheckout>;
  /**
   * Refunds a payment in full from the platform's balance (nothing of it was transferred yet);
   * the same key refunds once. Returns the refund's reference.
   */
  refund(paymentReference: string, idempotencyKey: string): Promise<{ refundReference: string }>;
  /**
   * Pays a month's payout into the developer's connected account. Safe to repeat: the same
   * payout is transferred once. Returns the transfer's reference.
   */
  transfer(request: PayoutTransfer): Promise<{ transferReference: string }>;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A correctly signed delivery whose event is not what the provider's API describes. */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}
