import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentProviderConfig } from '../../env';
import {
  EMBEDDED_VERIFICATION,
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentsProvider,
} from './payments-provider';
import { snapshotOfStripeAccount } from './stripe-account-snapshot';
import { describeIssues, StripeAccountSchema, StripeEventSchema } from './stripe-webhook-event';

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
      let account = null;
      if (type === 'account.updated') {
        const object = StripeAccountSchema.safeParse(data.object);
        if (!object.success) {
          throw new WebhookPayloadError(`data.object: ${describeIssues(object.error)}`);
        }
        // The schema checked every field the snapshot reads.
        account = snapshotOfStripeAccount(object.data as Stripe.Account);
      }
      return { id, type, createdAt: new Date(created * 1000), account };
    },
  };
}
