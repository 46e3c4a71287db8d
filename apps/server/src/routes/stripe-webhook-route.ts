import type { FastifyInstance } from 'fastify';
import { ApiErrorSchema, RouteRefusalSchema, StripeWebhookReceiptSchema } from '@vmu/domain';
import type { Database } from '../db/client';
import type { JobQueue } from '../platform/jobs/job-queue';
import { withZodSchemas } from '../plugins/zod-schemas';
import {
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentsProvider,
  type ProviderEvent,
} from '../platform/payments/payments-provider';
import { closeUnpaidPurchase } from '../modules/purchases';
import { completePurchase } from '../modules/purchases';
import { refundPurchase } from '../modules/purchases';
import { applyAccountEvent } from '../modules/payments';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * POST /api/webhooks/stripe (stripe driver only): the signature is checked over the exact bytes
 * Stripe sent, so this route reads the body raw instead of through the JSON parser. A bad or
 * stale signature, or a signed event of the wrong shape (parsed with a schema), is 400 and
 * changes nothing; anything verified is 200, applied or not, so Stripe stops retrying events
 * we deliberately ignore.
 */
export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  options: { db: Database; payments: PaymentsProvider; jobs: JobQueue },
): Promise<void> {
  await app.register(async (plain) => {
    const scope = withZodSchemas(plain);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    // The body is Stripe's, checked by signature; the answer is ours (contracts/payments.ts).
    const schema = {
      response: {
        200: StripeWebhookReceiptSchema,
        '4xx': RouteRefusalSchema,
        '5xx': ApiErrorSchema,
      },
    };
    scope.post(STRIPE_WEBHOOK_PATH, { schema }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = options.payments.parseWebhook(
          rawBody,
          typeof header === 'string' ? header : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookPayloadError) {
          request.log.warn({ reason: error.message }, 'stripe webhook refused: malformed event');
          return reply.code(400).send({ error: 'Malformed event' });
        }
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'stripe webhook refused: bad signature');
        return reply.code(400).send({ error: 'Invalid signature' });
      }
      const outcome = await applyEvent(options, event);
      const details = { eventId: event.id, type: event.type, outcome };
      if (outcome === 'duplicate_refunded') {
        // The buyer paid a second checkout of an app they had just bought (two tabs): recorded
        // as a sale and its refund, and the refund is on its way (a job).
        request.log.warn(details, 'stripe webhook: a second payment for an app already bought');
      } else if (outcome === 'buyer_deleted_refunded') {
        // The buyer deleted their account with the checkout open: the same, sale and refund.
        request.log.warn(details, 'stripe webhook: a payment from a deleted account, refunded');
      } else {
        const applied = outcome === 'applied' || outcome === 'recorded' || outcome === 'closed';
        request.log.info(details, applied ? 'stripe webhook applied' : 'stripe webhook ignored');
      }
      return reply.code(200).send({ received: true as const });
    });
  });
}

/** Each kind of event to its service; anything else is answered and ignored. */
async function applyEvent(
  { db, jobs }: { db: Database; jobs: JobQueue },
  event: ProviderEvent,
): Promise<string> {
  if (event.checkout) {
    return completePurchase(
      db,
      {
        checkoutId: event.checkout.sessionId,
        paymentReference: event.checkout.paymentReference,
        amountMinor: event.checkout.amountMinor,
        taxMinor: event.checkout.taxMinor,
        processingFeeMinor: event.checkout.processingFeeMinor,
        occurredAt: event.createdAt,
      },
      // Stripe took the money: a payment for an app already bought goes back.
      { refundDuplicates: { jobs } },
    );
  }
  if (event.refund) {
    // The store refunds whole purchases; a partial refund made by hand at the provider is left
    // for staff (logged as ignored).
    if (!event.refund.fullyRefunded) return 'partial_refund_ignored';
    return refundPurchase(db, {
      paymentReference: event.refund.paymentReference,
      refundReference: event.refund.refundReference,
      occurredAt: event.createdAt,
    });
  }
  if (event.expiredCheckout) return closeUnpaidPurchase(db, { checkoutId: event.expiredCheckout });
  return applyAccountEvent(db, event);
}
