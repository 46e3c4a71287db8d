import * as z from 'zod/mini';
import { ADMIN_LIST_PAGE_SIZE, DEVELOPER_REVIEW_NOTES_MAX_LENGTH } from '../limits';
import { maxGraphemes, tooLongMessage } from '../text-length';
import { APPLICATIONS_LIMIT_OUT_OF_RANGE } from './application-list';

// What the admin app operations accept (decision 0014): the reject and suspend dialogs and the
// resolvers use these. A rejection needs a non-blank trimmed reason
// (docs/product.md, "Staff actions"); the length cap is the developer review's.

export const APP_REJECTION_REASON_REQUIRED = 'Rejection reason is required';
export const APP_REJECTION_REASON_TOO_LONG = tooLongMessage(
  'Rejection reason',
  DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
);
export const SUSPENSION_REASON_TOO_LONG = tooLongMessage(
  'Suspension reason',
  DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
);

/** Rejecting an app needs a reason; it is trimmed and shown to the developer. */
export const AppRejectionReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: APP_REJECTION_REASON_REQUIRED, abort: true }),
    maxGraphemes(DEVELOPER_REVIEW_NOTES_MAX_LENGTH, APP_REJECTION_REASON_TOO_LONG),
  );

/** Suspending may give a reason; blank counts as none. */
export const SuspensionReasonSchema = z.optional(
  z
    .string()
    .check(z.trim(), maxGraphemes(DEVELOPER_REVIEW_NOTES_MAX_LENGTH, SUSPENSION_REASON_TOO_LONG)),
);

/**
 * The admin list's page: 1-100, 100 when absent (docs/product.md, "Lengths and timings": admin
 * pages of 100).
 */
export const AdminApplicationsLimitSchema = z._default(
  z
    .int({ error: APPLICATIONS_LIMIT_OUT_OF_RANGE })
    .check(
      z.minimum(1, APPLICATIONS_LIMIT_OUT_OF_RANGE),
      z.maximum(ADMIN_LIST_PAGE_SIZE, APPLICATIONS_LIMIT_OUT_OF_RANGE),
    ),
  ADMIN_LIST_PAGE_SIZE,
);
