import * as z from 'zod/mini';
import { DEVELOPER_REVIEW_NOTES_MAX_LENGTH } from '../limits';
import { maxGraphemes, tooLongMessage } from '../text-length';

// What staff change without a deploy on /admin/settings (decision 0049): the support
// address, a notice on the portal's pages, saved rejection reasons and the staff two-factor
// switch. The settings form and the server's mutations check with these same schemas.

/** The settings as the audit log names them (its target id and label). */
export const PORTAL_SETTING_KEYS = {
  supportEmail: 'support-email',
  notice: 'portal-notice',
  staffTwoFactor: 'staff-two-factor',
  rejectionReasons: 'saved-rejection-reasons',
} as const;
export type PortalSettingKey = (typeof PORTAL_SETTING_KEYS)[keyof typeof PORTAL_SETTING_KEYS];

export const PORTAL_SETTING_LABELS: Record<PortalSettingKey, string> = {
  'support-email': 'Support address',
  'portal-notice': 'Portal notice',
  'staff-two-factor': 'Two-factor sign-in for staff',
  'saved-rejection-reasons': 'Saved rejection reasons',
};

// --- The support address ---------------------------------------------------------------------

/** An address's longest form (RFC 5321's path limit). */
export const SUPPORT_EMAIL_MAX_LENGTH = 254;
export const SUPPORT_EMAIL_INVALID = 'Please enter a valid email address';
export const SUPPORT_EMAIL_TOO_LONG = tooLongMessage('Support address', SUPPORT_EMAIL_MAX_LENGTH);

/** The support address as staff type it: blank puts back the server's own (null). */
export const SupportEmailSettingSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(SUPPORT_EMAIL_MAX_LENGTH, SUPPORT_EMAIL_TOO_LONG),
    z.refine((text) => text === '' || z.regexes.email.test(text), SUPPORT_EMAIL_INVALID),
    z.toLowerCase(),
  ),
  z.transform((text) => (text === '' ? null : text)),
);

// --- The notice on the portal's pages --------------------------------------------------------

export const PORTAL_NOTICE_MAX_LENGTH = 300;
/**
 * How long a notice with an end may run. A notice without an end (planned work whose end is not
 * known yet) shows until staff take it down (decision 0058).
 */
export const PORTAL_NOTICE_MAX_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PORTAL_NOTICE_REQUIRED = 'Notice text is required';
export const PORTAL_NOTICE_TOO_LONG = tooLongMessage('Notice text', PORTAL_NOTICE_MAX_LENGTH);
export const PORTAL_NOTICE_START_REQUIRED = 'Choose when the notice starts';
export const PORTAL_NOTICE_END_INVALID = 'Choose when the notice ends, or leave it empty';
export const PORTAL_NOTICE_END_BEFORE_START = 'The notice must end after it starts';
export const PORTAL_NOTICE_TOO_LONG_RUNNING = `A notice can run for at most ${PORTAL_NOTICE_MAX_DAYS} days`;
export const PORTAL_NOTICE_ALREADY_ENDED = 'The notice must end in the future';

const validDate = (message: string) =>
  z.date({ error: message }).check(z.refine((date) => !Number.isNaN(date.getTime()), message));

/**
 * A notice: its text and when it shows, from its start until its end; without an end (null or
 * absent) until staff take it down.
 */
export const PortalNoticeSchema = z
  .object({
    message: z
      .string({ error: PORTAL_NOTICE_REQUIRED })
      .check(
        z.trim(),
        z.minLength(1, { error: PORTAL_NOTICE_REQUIRED, abort: true }),
        maxGraphemes(PORTAL_NOTICE_MAX_LENGTH, PORTAL_NOTICE_TOO_LONG),
      ),
    startsAt: validDate(PORTAL_NOTICE_START_REQUIRED),
    endsAt: z.pipe(
      z.optional(z.nullable(validDate(PORTAL_NOTICE_END_INVALID))),
      z.transform((endsAt) => endsAt ?? null),
    ),
  })
  .check(
    z.refine((notice) => !notice.endsAt || notice.endsAt.getTime() > notice.startsAt.getTime(), {
      error: PORTAL_NOTICE_END_BEFORE_START,
      path: ['endsAt'],
    }),
    z.refine(
      (notice) =>
        !notice.endsAt ||
        notice.endsAt.getTime() - notice.startsAt.getTime() <= PORTAL_NOTICE_MAX_DAYS * DAY_MS,
      { error: PORTAL_NOTICE_TOO_LONG_RUNNING, path: ['endsAt'] },
    ),
  );
export type PortalNoticeInput = z.infer<typeof PortalNoticeSchema>;

// --- Two-factor sign-in for staff ------------------------------------------------------------

/** Turning the requirement on without two-factor of one's own would lock oneself out at once. */
export const STAFF_TWO_FACTOR_OWN_FIRST =
  'Turn on two-factor sign-in for your own account first, on your profile: otherwise this would lock you out of the admin screens.';

// --- Saved rejection reasons -----------------------------------------------------------------

export const SAVED_REASON_TITLE_MAX_LENGTH = 60;
/** A saved reason fills a rejection's reason, so it has the reason's own limit. */
export const SAVED_REASON_BODY_MAX_LENGTH = DEVELOPER_REVIEW_NOTES_MAX_LENGTH;
/** Enough for every common case; few enough to pick from in a dialog. */
export const SAVED_REASONS_MAX = 30;

export const SAVED_REASON_TITLE_REQUIRED = 'Title is required';
export const SAVED_REASON_TITLE_TOO_LONG = tooLongMessage('Title', SAVED_REASON_TITLE_MAX_LENGTH);
export const SAVED_REASON_BODY_REQUIRED = 'Reason is required';
export const SAVED_REASON_BODY_TOO_LONG = tooLongMessage('Reason', SAVED_REASON_BODY_MAX_LENGTH);
export const SAVED_REASONS_LIMIT_REACHED = `There are ${SAVED_REASONS_MAX} saved reasons, the most allowed. Remove one first.`;
export const SAVED_REASON_NOT_FOUND = 'That saved reason no longer exists. Reload the page.';
export const SAVED_REASONS_ORDER_STALE =
  'The saved reasons changed meanwhile. Reload the page and order them again.';

/** A saved reason: a short title to pick it by, and the text that fills the reason. */
export const SavedRejectionReasonSchema = z.object({
  title: z
    .string({ error: SAVED_REASON_TITLE_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: SAVED_REASON_TITLE_REQUIRED, abort: true }),
      maxGraphemes(SAVED_REASON_TITLE_MAX_LENGTH, SAVED_REASON_TITLE_TOO_LONG),
    ),
  body: z
    .string({ error: SAVED_REASON_BODY_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: SAVED_REASON_BODY_REQUIRED, abort: true }),
      maxGraphemes(SAVED_REASON_BODY_MAX_LENGTH, SAVED_REASON_BODY_TOO_LONG),
    ),
});
export type SavedRejectionReasonInput = z.infer<typeof SavedRejectionReasonSchema>;

/** A new order: every saved reason's id once, first to last. */
export const SavedReasonsOrderSchema = z.array(z.string()).check(
  z.maxLength(SAVED_REASONS_MAX, SAVED_REASONS_ORDER_STALE),
  z.refine((ids) => new Set(ids).size === ids.length, SAVED_REASONS_ORDER_STALE),
);

/** The ids in a new order after moving one up (-1) or down (+1); unchanged at either end. */
export function moveInOrder(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}
