import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { timestamptz } from './columns';

// better-auth's twoFactor plugin (decision 0046): an account's authenticator secret and
// its backup codes, both encrypted with the auth secret by better-auth before they are stored.
// Property names are the field names its drizzle adapter looks up.
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    /** The authenticator app's secret, encrypted (about 150 characters). */
    secret: text('secret').notNull(),
    /** The backup codes still unused, as an encrypted JSON list (about 400 characters for ten). */
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** False between turning it on and the first code from the app. */
    verified: boolean('verified').notNull().default(true),
    /** Wrong codes in a row at sign-in; the account's second step locks at the plugin's limit. */
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [
    // One set-up per account: the plugin looks it up by user and replaces it on a new start.
    uniqueIndex('two_factor_user_id_idx').on(t.userId),
    // Backstops of what better-auth writes (encrypted values, never client text).
    check('two_factor_secret_check', sql`char_length(${t.secret}) <= 1000`),
    check('two_factor_backup_codes_check', sql`char_length(${t.backupCodes}) <= 4000`),
    check('two_factor_failed_count_check', sql`${t.failedVerificationCount} >= 0`),
  ],
);
