import type { StoredConnectAccountStatus } from '@vmu/domain';

/** A connected account as the provider reports it (SPEC section 3, stripeInfo without the id). */
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
  /** Where verification continues; 'embedded_verification' means in the page (SPEC section 3). */
  verificationUrl: string;
};

/** A verified webhook event; `account` is set for account.updated only. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** When the provider created the event (its own clock). */
  createdAt: Date;
  account: ConnectedAccountSnapshot | null;
};

export type PaymentDriver = 'sandbox' | 'stripe';

/** The marker of SPEC section 3: verification continues in the embedded component. */
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
