import * as z from 'zod/mini';

// POST /api/webhooks/stripe answers Stripe, not a screen: the body it reads is Stripe's signed
// event (checked over the raw bytes, never through a schema of ours), so only the answer is here.

/** 200 for every verified event, applied or deliberately ignored, so Stripe stops retrying it. */
export const StripeWebhookReceiptSchema = z.object({ received: z.literal(true) });
