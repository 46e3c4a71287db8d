import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { timestamptz } from './columns';

// What staff change without a deploy (/admin/settings, decision 0049). One row at
// most (its key is always true); no row, or a null column, means the built-in default (the
// support address from SUPPORT_EMAIL, no notice, two-factor not required). Every change is
// recorded in audit_event in the same transaction, with the old and new values.
export const portalSettings = pgTable(
  'portal_settings',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    /** Where developers write to staff; null: the server's SUPPORT_EMAIL. */
    supportEmail: text('support_email'),
    /**
     * The notice shown on the portal's pages from its start until its end; text and start, or
     * none. Without an end it shows until staff take it down (decision 0058).
     */
    noticeMessage: text('notice_message'),
    noticeStartsAt: timestamptz('notice_starts_at'),
    noticeEndsAt: timestamptz('notice_ends_at'),
    staffTwoFactorRequired: boolean('staff_two_factor_required').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('portal_settings_singleton_check', sql`${t.singleton}`),
    // Backstops in code points; the domain's schemas check by characters people see.
    check('portal_settings_support_email_check', sql`char_length(${t.supportEmail}) <= 254`),
    check(
      'portal_settings_notice_check',
      sql`(${t.noticeMessage} is null and ${t.noticeStartsAt} is null and ${t.noticeEndsAt} is null)
        or (char_length(${t.noticeMessage}) between 1 and 2000
          and ${t.noticeStartsAt} is not null
          and (${t.noticeEndsAt} is null or ${t.noticeEndsAt} > ${t.noticeStartsAt}))`,
    ),
  ],
);

// The rejection reasons staff saved to pick from in the reject dialogs (developer accounts, apps
// and updates): a short title to find it by and the text that fills the reason, in staff's order.
export const savedRejectionReason = pgTable(
  'saved_rejection_reason',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('saved_rejection_reason_title_check', sql`char_length(${t.title}) between 1 and 400`),
    check('saved_rejection_reason_body_check', sql`char_length(${t.body}) between 1 and 10000`),
    index('saved_rejection_reason_position_idx').on(t.position, t.createdAt),
  ],
);
