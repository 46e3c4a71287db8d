import { z } from 'zod';
import { findUnsafeText } from '../../plugins/refuse-unsafe-text';

// What we read of a Stripe event, checked before anything is used: a correctly signed event
// can still be malformed (a replayed test fixture, an API version we do not expect), and
// then it is refused with a 400 instead of failing on the way into the database.

/** Text stored from the event: no control characters (PostgreSQL cannot store NUL). */
const StoredText = z
  .string()
  .min(1)
  .refine((text) => findUnsafeText(text) === null, 'must not contain control characters');

/** Seconds since 1970 up to the last second of year 9999, which every database can store. */
const LATEST_CREATED = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;

const RequirementList = z.array(StoredText).nullish();

/** The fields of a Stripe Account that stripe-account-snapshot.ts reads. */
export const StripeAccountSchema = z.object({
  id: StoredText,
  details_submitted: z.boolean().nullish(),
  charges_enabled: z.boolean().nullish(),
  payouts_enabled: z.boolean().nullish(),
  requirements: z
    .object({
      currently_due: RequirementList,
      eventually_due: RequirementList,
      past_due: RequirementList,
      disabled_reason: StoredText.nullish(),
    })
    .nullish(),
});

/** An amount in minor units as Stripe sends it: a whole number, never negative. */
const Amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The fields of a paid Checkout Session that checkout.session.completed must carry. */
export const StripeCheckoutSessionSchema = z.object({
  id: StoredText,
  payment_status: StoredText,
  amount_total: Amount,
  currency: z.string().regex(/^[a-z]{3}$/),
  payment_intent: StoredText,
  total_details: z.object({ amount_tax: Amount.nullish() }).nullish(),
});

/** checkout.session.expired names the session that can no longer be paid. */
export const StripeExpiredSessionSchema = z.object({ id: StoredText });

/** The fields of a refunded Charge that charge.refunded must carry. */
export const StripeRefundedChargeSchema = z.object({
  id: StoredText,
  payment_intent: StoredText,
  amount: Amount,
  amount_refunded: Amount,
  refunded: z.boolean(),
  refunds: z.object({ data: z.array(z.object({ id: StoredText })) }).nullish(),
});

export const StripeEventSchema = z.object({
  id: StoredText,
  type: StoredText,
  created: z.number().int().min(0).max(LATEST_CREATED),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The issues of a payload in one line for the log, e.g. `created: Invalid input`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`)
    .join('; ');
}
