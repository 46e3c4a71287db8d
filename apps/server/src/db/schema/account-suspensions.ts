import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { timestamptz } from './columns';

// Staff suspending and restoring accounts (decision 0048). One row per suspension: an
// account is suspended while it has a row not yet restored (at most one, by the unique index).
// The row remembers which live apps the suspension took off the store, so a restore can put
// back those and only those. Who acted and why is also in the audit log (audit_event); the staff
// members are kept here by id only while their accounts exist.
export const accountSuspension = pgTable(
  'account_suspension',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    suspendedBy: text('suspended_by').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    suspendedAt: timestamptz('suspended_at').notNull().defaultNow(),
    /** The LIVE apps this suspension suspended. */
    suspendedApplicationIds: uuid('suspended_application_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    restoredBy: text('restored_by').references(() => user.id, { onDelete: 'set null' }),
    restoreReason: text('restore_reason'),
    restoredAt: timestamptz('restored_at'),
  },
  (t) => [
    // Backstops in code points; the domain checks reasons by characters (1000).
    check('account_suspension_reason_check', sql`char_length(${t.reason}) between 1 and 10000`),
    check('account_suspension_restore_reason_check', sql`char_length(${t.restoreReason}) <= 10000`),
    check(
      'account_suspension_restored_check',
      sql`(${t.restoredAt} is null) = (${t.restoreReason} is null)`,
    ),
    // Sign-in, every API token use and the users list ask whether an account is suspended now.
    uniqueIndex('account_suspension_active_idx')
      .on(t.userId)
      .where(sql`${t.restoredAt} is null`),
    index('account_suspension_user_idx').on(t.userId, t.suspendedAt),
  ],
);

// When each account last signed in: sessions end (sign-out, expiry, suspension), so the time is
// kept apart, written by the session hook of every sign-in.
export const lastSignIn = pgTable('last_sign_in', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  signedInAt: timestamptz('signed_in_at').notNull(),
});
