import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { z } from 'zod';
import type { PaymentProviderConfig } from '../../env';
import {
  EMBEDDED_VERIFICATION,
  WebhookPayloadError,
  WebhookSignatureError,
  type CheckoutCompletion,
  type PaymentsProvider,
  type RefundNotice,
} from './payments-provider';
import { snapshotOfStripeAccount } from './stripe-account-snapshot';
import {
  describeIssues,
  StripeAccountSchema,
  StripeCheckoutSessionSchema,
  StripeExpiredSessionSchema,
  StripeEventSchema,
  StripeRefundedChargeSchema,
} from './stripe-webhook-event';

type StripeConfig = Extract<PaymentProviderConfig, { driver: 'stripe' }>;

/**
 * Stripe Connect through the official SDK (decision 0015): accounts the platform controls,
 * onboarded in our page by the embedded account onboarding component, kept current by the
 * signed account.updated webhook.
 */
export function createStripeProvider(config: StripeConfig): PaymentsProvider {
  const stripe = new Stripe(config.secretKey, {
    // Retries reuse the idempotency key, so a retried create cannot make a second account.
    maxNetworkRetries: 2,
    ...(config.api
      ? {
          host: config.api.host,
          protocol: config.api.protocol,
          ...(config.api.port ? { port: config.api.port } : {}),
        }
      : {}),
  });

  return {
    driver: 'stripe',
    publishableKey: config.publishableKey,
    async createConnectedAccount({ developerId, email, country, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          country,
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          // Express-like: the platform pays fees and covers losses, Stripe keeps collecting
          // updated requirements, and developers get the Express dashboard for their payouts.
          controller: {
            fees: { payer: 'application' },
            losses: { payments: 'application' },
            requirement_collection: 'stripe',
            stripe_dashboard: { type: 'express' },
          },
          metadata: { developerId },
        },
        { idempotencyKey },
      );
      return snapshotOfStripeAccount(account);
    },
    async createOnboardingSession(accountId) {
      // Each call wants a fresh session, so the key is new per call; the SDK's retries of this
      // one request reuse it and cannot leave two sessions behind.
      const session = await stripe.accountSessions.create(
        { account: accountId, components: { account_onboarding: { enabled: true } } },
        { idempotencyKey: `account-session-${accountId}-${randomUUID()}` },
      );
      return { clientSecret: session.client_secret, verificationUrl: EMBEDDED_VERIFICATION };
    },
    async retrieveAccount(accountId) {
      try {
        return snapshotOfStripeAccount(await stripe.accounts.retrieve(accountId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return null;
        throw error;
      }
    },
    parseWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        // Default tolerance: 300 s between the signed timestamp and now.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? '',
          config.webhookSecret,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const parsed = StripeEventSchema.safeParse(event);
      if (!parsed.success) throw new WebhookPayloadError(describeIssues(parsed.error));
      const { id, type, created, data } = parsed.data;
      const objectOf = <T>(schema: z.ZodType<T>): T => {
        const object = schema.safeParse(data.object);
        if (!object.success) {
          throw new WebhookPayloadError(`data.object: ${describeIssues(object.error)}`);
        }
        return object.data;
      };
      let account = null;
      let checkout: CheckoutCompletion | null = null;
      let refund: RefundNotice | null = null;
      if (type === 'account.updated') {
        // The schema checked every field the snapshot reads.
        account = snapshotOfStripeAccount(objectOf(StripeAccountSchema) as Stripe.Account);
      }
      if (type === 'checkout.session.completed') {
        checkout = completionOfSession(objectOf(StripeCheckoutSessionSchema));
      }
      if (type === 'charge.refunded') {
        const charge = objectOf(StripeRefundedChargeSchema);
        refund = {
          paymentReference: charge.payment_intent,
          refundReference: charge.refunds?.data[0]?.id ?? `refund-of-${charge.id}`,
          amountRefundedMinor: BigInt(charge.amount_refunded),
          fullyRefunded: charge.refunded && charge.amount_refunded === charge.amount,
        };
      }
      const expiredCheckout =
        type === 'checkout.session.expired' ? objectOf(StripeExpiredSessionSchema).id : null;
      return {
        id,
        type,
        createdAt: new Date(created * 1000),
        account,
        checkout,
        refund,
        expiredCheckout,
      };
    },
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.appName },
              },
            },
          ],
          // A plain charge: the platform is the merchant of record and keeps the payment; the
          // developer's share is paid in the month's payout, with a minimum and carried balances
          // a transfer at each sale could not keep (decision 0041).
          payment_intent_data: { metadata: { purchaseId: request.purchaseId } },
          client_reference_id: request.purchaseId,
          metadata: { purchaseId: request.purchaseId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came without a URL`);
      return { sessionId: session.id, url: session.url, completed: false, paymentReference: null };
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { outcome: 'expired' };
      } catch (error) {
        // Only an open session can be expired: one that is not was paid or expired before.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'expired') return { outcome: 'expired' };
      const paid = StripeCheckoutSessionSchema.safeParse(session);
      const completion = paid.success ? completionOfSession(paid.data) : null;
      if (completion) return { outcome: 'paid', completion };
      if (session.status === 'complete') return { outcome: 'awaiting_payment' };
      throw new Error(`Checkout Session ${sessionId} could not be expired (${session.status})`);
    },
    async refund(paymentReference, idempotencyKey) {
      // From the platform's balance: the payment was never transferred (its share reaches the
      // developer in a payout, where the refund is deducted).
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference },
        { idempotencyKey },
      );
      return { refundReference: refund.id };
    },
    async transfer(request) {
      // Stripe forgets an idempotency key after 24 hours; a payout retried later (the daily
      // scheduler's) finds its transfer by the group instead of making a second one.
      const made = await stripe.transfers.list({ transfer_group: request.transferGroup, limit: 1 });
      const found = made.data[0];
      if (found) return { transferReference: found.id };
      const transfer = await stripe.transfers.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          destination: request.destinationAccountId,
          transfer_group: request.transferGroup,
          metadata: { statementId: request.statementId, month: request.month },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { transferReference: transfer.id };
    },
  };
}

/**
 * The payment of a paid session (checkout.session.completed, or a session found paid when it was
 * to be closed). A delayed payment method completes the session unpaid; only money received is a
 * sale, so an unpaid session is null.
 */
function completionOfSession(
  session: z.infer<typeof StripeCheckoutSessionSchema>,
): CheckoutCompletion | null {
  if (session.payment_status !== 'paid') return null;
  return {
    sessionId: session.id,
    paymentReference: session.payment_intent,
    amountMinor: BigInt(session.amount_total),
    currency: session.currency,
    taxMinor: BigInt(session.total_details?.amount_tax ?? 0),
    processingFeeMinor: 0n,
  };
}
