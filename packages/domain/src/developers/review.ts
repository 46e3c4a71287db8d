import { utcDayOf } from '../analytics/range';
import * as z from 'zod/mini';
import { DEVELOPER_REVIEW_NOTES_MAX_LENGTH } from '../limits';
import { maxGraphemes, tooLongMessage } from '../text-length';

// Staff review of developer accounts (docs/product.md, "Developer account review"): the admin
// screen and the approve/reject resolvers check notes with these schemas.

/** The prompt the reject dialog shows (docs/product.md, "Staff actions"). */
export const REJECTION_REASON_PROMPT = 'Please provide a reason for rejection:';

export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection.';
// Each message names the field the admin typed in: the reject prompt asks for a reason, the
// approve dialog for notes.
export const REJECTION_REASON_TOO_LONG = tooLongMessage(
  'Rejection reason',
  DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
);
export const APPROVAL_NOTES_TOO_LONG = tooLongMessage(
  'Approval notes',
  DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
);

/**
 * Rejecting needs a reason: blank or whitespace-only answers abort
 * (docs/product.md, "Staff actions").
 */
export const RejectionReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: REJECTION_REASON_REQUIRED, abort: true }),
    maxGraphemes(DEVELOPER_REVIEW_NOTES_MAX_LENGTH, REJECTION_REASON_TOO_LONG),
  );

/** Approving takes optional notes; blank counts as none. */
export const ApprovalNotesSchema = z.optional(
  z
    .string()
    .check(z.trim(), maxGraphemes(DEVELOPER_REVIEW_NOTES_MAX_LENGTH, APPROVAL_NOTES_TOO_LONG)),
);

/** The note recorded when staff approve without notes: "approved by admin on the date". */
export function defaultApprovalNote(approvedAt: Date): string {
  return `Approved by admin on ${utcDayOf(approvedAt)}`;
}

/** Paging of the pending-developer list (the product leaves the API default open). */
export const PENDING_DEVELOPERS_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

export const PAGE_LIMIT_OUT_OF_RANGE = `The limit must be a whole number from 1 to ${PENDING_DEVELOPERS_PAGE.maxLimit}.`;

/** How many pending developers one page holds; absent means the default. */
export const PendingDevelopersLimitSchema = z._default(
  z
    .int({ error: PAGE_LIMIT_OUT_OF_RANGE })
    .check(
      z.minimum(1, PAGE_LIMIT_OUT_OF_RANGE),
      z.maximum(PENDING_DEVELOPERS_PAGE.maxLimit, PAGE_LIMIT_OUT_OF_RANGE),
    ),
  PENDING_DEVELOPERS_PAGE.defaultLimit,
);
