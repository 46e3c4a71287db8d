import * as z from 'zod/mini';
import { maxGraphemes, tooLongMessage } from '../text-length';
import { paymentEligibility, type ConnectState } from '../payments/eligibility';
import {
  CountryStepSchema,
  DEVELOPER_DETAIL_LIMITS,
  DeveloperDetailsStepSchema,
  optionalDeveloperDetail,
  type DeveloperStatus,
} from './onboarding';

// A developer's personal and business details as /profile edits them (issue 20): the onboarding
// steps' fields with the onboarding's own rules, plus the account type and legal name the
// onboarding sets on its own (decision 0044). The form and updateAccountDetails parse with this.

export const ACCOUNT_TYPES = ['individual', 'business'] as const;
export type AccountTypeValue = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountTypeValue, string> = {
  individual: 'Individual',
  business: 'Business',
};

export const ACCOUNT_TYPE_REQUIRED = 'Please choose an account type';
export const COMPANY_NAME_REQUIRED = 'Company name is required for a business account';
export const LEGAL_NAME_REQUIRED = 'Legal name is required';

const legalName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: LEGAL_NAME_REQUIRED, abort: true }),
    maxGraphemes(
      DEVELOPER_DETAIL_LIMITS.legalName.max,
      tooLongMessage(
        DEVELOPER_DETAIL_LIMITS.legalName.label,
        DEVELOPER_DETAIL_LIMITS.legalName.max,
      ),
    ),
  );

export const AccountDetailsSchema = z
  .object({
    ...DeveloperDetailsStepSchema.shape,
    ...CountryStepSchema.shape,
    accountType: z.enum(ACCOUNT_TYPES, { error: ACCOUNT_TYPE_REQUIRED }),
    companyName: z.optional(optionalDeveloperDetail('companyName')),
    legalName,
  })
  .check(
    // The onboarding's invariant: a business account is the one with a company name.
    z.refine((details) => details.accountType !== 'business' || !!details.companyName, {
      error: COMPANY_NAME_REQUIRED,
      path: ['companyName'],
    }),
  );
export type AccountDetailsInput = z.input<typeof AccountDetailsSchema>;
export type AccountDetails = z.output<typeof AccountDetailsSchema>;

/** What is stored of a business: an individual keeps no company name (onboarding's rule). */
export function companyNameOf(details: Pick<AccountDetails, 'accountType' | 'companyName'>) {
  return details.accountType === 'business' && details.companyName ? details.companyName : null;
}

/** The details staff verified who the seller is by: changing one re-opens the review. */
export const REVIEWED_DETAIL_FIELDS = ['legalName', 'country'] as const;
export type ReviewedDetailField = (typeof REVIEWED_DETAIL_FIELDS)[number];
export const REVIEWED_DETAIL_LABELS: Record<ReviewedDetailField, string> = {
  legalName: 'legal name',
  country: 'country',
};

type ReviewedDetails = Record<ReviewedDetailField, string>;

/** The reviewed details that differ, in a stable order. */
export function changedReviewedDetails(
  before: ReviewedDetails,
  after: ReviewedDetails,
): ReviewedDetailField[] {
  return REVIEWED_DETAIL_FIELDS.filter((field) => before[field].trim() !== after[field].trim());
}

/**
 * Issue 20: a verified developer who can charge (payment eligibility's canCharge, from the
 * country they had and their connected account) goes back to staff review when they change a
 * reviewed detail. Anyone else changes their details and keeps their status.
 */
export function detailsChangeNeedsReview(input: {
  status: DeveloperStatus | null;
  country: string;
  connect: ConnectState;
  changed: readonly ReviewedDetailField[];
}): boolean {
  if (input.status !== 'verified' || input.changed.length === 0) return false;
  return paymentEligibility({ country: input.country, connect: input.connect }).canCharge;
}

/** What the profile says before a save that re-opens the review, and asks to confirm. */
export const BACK_TO_REVIEW_WARNING =
  'You are changing your legal name or country. Because you sell paid apps, this sends your developer account back to our review team. Until they approve it again, your apps stay in the store and can still be bought, but payouts are held, and the portal shows your review status instead of your apps, payouts and profile.';
export const BACK_TO_REVIEW_CONFIRM = 'Save and send for review';
/** The server's refusal when the client did not confirm a change that re-opens the review. */
export const BACK_TO_REVIEW_NOT_CONFIRMED =
  'Changing your legal name or country sends your account back to review. Please confirm to save.';

/** The note the status history keeps, naming what changed (staff read it in the review queue). */
export function backToReviewNote(
  changed: readonly ReviewedDetailField[],
  before: ReviewedDetails,
  after: ReviewedDetails,
): string {
  const parts = changed.map(
    (field) => `${REVIEWED_DETAIL_LABELS[field]} from "${before[field]}" to "${after[field]}"`,
  );
  return `The developer changed their ${parts.join(' and ')}; waiting for staff review.`;
}
