import * as z from 'zod/mini';
import { maxGraphemes, tooLongMessage } from '../text-length';
import {
  CountryStepSchema,
  DEVELOPER_DETAIL_LIMITS,
  DeveloperDetailsStepSchema,
  optionalDeveloperDetail,
  type DeveloperStatus,
} from './onboarding';

// A developer's personal and business details as /profile edits them: the onboarding steps'
// fields with the onboarding's own rules, plus the account type and legal name the onboarding
// sets on its own (decision 0044). The form and updateAccountDetails parse with this.

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

/**
 * Every detail staff verified when they approved the account (the review queue shows them all,
 * decision 0057): a change of any of them re-opens the review, as Play Console re-verifies a
 * changed legal name or address and App Store Connect has the legal entity's details checked.
 */
export const REVIEWED_DETAIL_FIELDS = [
  'legalName',
  'country',
  'accountType',
  'companyName',
  'firstName',
  'lastName',
  'address',
  'city',
  'postalCode',
] as const;
export type ReviewedDetailField = (typeof REVIEWED_DETAIL_FIELDS)[number];
export const REVIEWED_DETAIL_LABELS: Record<ReviewedDetailField, string> = {
  legalName: 'legal name',
  country: 'country',
  accountType: 'account type',
  companyName: 'company name',
  firstName: 'first name',
  lastName: 'last name',
  address: 'address',
  city: 'city',
  postalCode: 'postal code',
};

/** The reviewed details as compared: a missing company name is the empty text. */
export type ReviewedDetails = Record<ReviewedDetailField, string>;

/** The reviewed details of a profile or of a form's values, in the shape they are compared in. */
export function reviewedDetailsOf(
  details: Partial<Record<ReviewedDetailField, string | null | undefined>>,
): ReviewedDetails {
  return Object.fromEntries(
    REVIEWED_DETAIL_FIELDS.map((field) => [field, (details[field] ?? '').trim()]),
  ) as ReviewedDetails;
}

/** The reviewed details that differ, in a stable order. */
export function changedReviewedDetails(
  before: ReviewedDetails,
  after: ReviewedDetails,
): ReviewedDetailField[] {
  return REVIEWED_DETAIL_FIELDS.filter(
    (field) => (before[field] ?? '').trim() !== (after[field] ?? '').trim(),
  );
}

/**
 * A verified developer who changes a detail staff verified goes back to staff review, whether or
 * not they sell yet: otherwise a developer verified in a country without paid apps could move to
 * one with them and sell at once on facts nobody checked (decision 0057). Pending and rejected
 * developers correct their details through the onboarding, which resubmits them.
 */
export function detailsChangeNeedsReview(input: {
  status: DeveloperStatus | null;
  changed: readonly ReviewedDetailField[];
}): boolean {
  return input.status === 'verified' && input.changed.length > 0;
}

/**
 * The payment provider opens a connected account for one country and cannot move it (Play
 * Console's payments profile is the same): once a developer has one, their country is refused
 * rather than re-reviewed (decision 0057).
 */
export const COUNTRY_FIXED_BY_PAYMENT_ACCOUNT =
  'Your payment account was opened for your current country, and the payment provider cannot move it to another one. To sell from another country, contact support to close your payment account first.';

/** Why the change is refused outright, or null when it may be saved (perhaps with a review). */
export function detailsChangeRefusal(input: {
  status: DeveloperStatus | null;
  changed: readonly ReviewedDetailField[];
  hasPaymentAccount: boolean;
}): string | null {
  if (input.status === 'verified' && input.hasPaymentAccount && input.changed.includes('country')) {
    return COUNTRY_FIXED_BY_PAYMENT_ACCOUNT;
  }
  return null;
}

/** What the profile says before a save that re-opens the review, and asks to confirm. */
export const BACK_TO_REVIEW_WARNING =
  'You are changing details our review team verified. This sends your developer account back to review. Until they approve it again, your paid apps cannot be bought (free apps stay in the store), payouts are held, and the portal shows your review status instead of your apps, payouts and profile.';
export const BACK_TO_REVIEW_CONFIRM = 'Save and send for review';
/** The server's refusal when the client did not confirm a change that re-opens the review. */
export const BACK_TO_REVIEW_NOT_CONFIRMED =
  'Changing details our review team verified sends your account back to review. Please confirm to save.';

/** The note the status history keeps, naming what changed (staff read it in the review queue). */
export function backToReviewNote(
  changed: readonly ReviewedDetailField[],
  before: ReviewedDetails,
  after: ReviewedDetails,
): string {
  const parts = changed.map(
    (field) => `${REVIEWED_DETAIL_LABELS[field]} from "${before[field]}" to "${after[field]}"`,
  );
  return `The developer changed their ${listInWords(parts)}; waiting for staff review.`;
}

/** The changed details in words for the developer's mail: "legal name, city and country". */
export const changedDetailsInWords = (changed: readonly ReviewedDetailField[]) =>
  listInWords(changed.map((field) => REVIEWED_DETAIL_LABELS[field]));

function listInWords(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
