import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connectedAccount } from '../../db/schema/payments';
import { SANDBOX_ACCOUNT_VALUES } from './sandbox-account-states';
import { WebhookSignatureError, type PaymentsProvider } from './payments-provider';

/** Where the sandbox sends developers to "verify": the portal's own payment-provider test screen. */
export const PROVIDER_TEST_PATH = '/payments/provider-test';

/**
 * The default driver: no outside service. Its accounts exist only as connected_account rows,
 * which the payment-provider test screen moves between states (setSandboxPaymentState).
 */
export function createSandboxProvider(options: {
  db: Database;
  publicUrl: string;
}): PaymentsProvider {
  return {
    driver: 'sandbox',
    publishableKey: null,
    async createConnectedAccount() {
      return {
        accountId: `acct_sandbox_${crypto.randomBytes(8).toString('hex')}`,
        ...SANDBOX_ACCOUNT_VALUES.onboarding,
      };
    },
    async createOnboardingSession() {
      return { clientSecret: null, verificationUrl: `${options.publicUrl}${PROVIDER_TEST_PATH}` };
    },
    async retrieveAccount(accountId) {
      const [row] = await options.db
        .select()
        .from(connectedAccount)
        .where(eq(connectedAccount.accountId, accountId));
      if (!row) return null;
      return {
        accountId: row.accountId,
        accountStatus: row.accountStatus,
        onboardingComplete: row.onboardingComplete,
        chargesEnabled: row.chargesEnabled,
        payoutsEnabled: row.payoutsEnabled,
        requirementsCurrentlyDue: row.requirementsCurrentlyDue,
        requirementsEventuallyDue: row.requirementsEventuallyDue,
        disabledReason: row.disabledReason,
      };
    },
    async createCheckout({ successUrl }) {
      // Nothing to pay: the purchase completes at once and the buyer lands on the success URL.
      return {
        sessionId: `cs_sandbox_${crypto.randomBytes(12).toString('hex')}`,
        url: successUrl,
        completed: true,
        paymentReference: `pi_sandbox_${crypto.randomBytes(12).toString('hex')}`,
      };
    },
    async expireCheckout() {
      // The sandbox keeps no checkouts (each is paid as it is made): nothing is left to close.
      return { outcome: 'expired' };
    },
    async refund() {
      return { refundReference: `re_sandbox_${crypto.randomBytes(12).toString('hex')}` };
    },
    async transfer() {
      // Nothing moves: the payout is recorded paid under a reference of its own.
      return { transferReference: `po_sandbox_${crypto.randomBytes(12).toString('hex')}` };
    },
    parseWebhook() {
      // Nothing outside sends the sandbox events; the webhook route is not even registered.
      throw new WebhookSignatureError('The sandbox payments driver receives no webhooks.');
    },
  };
}
