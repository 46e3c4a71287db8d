import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Role } from '@vmu/domain';
import { TRIGRAM_INDEX_OPTIONS } from './trigram-index';

// better-auth's core tables, owned by our schema and migrations so both databases get the
// same shape. Property names are the field names better-auth's drizzle adapter looks up.

// The roles live once in the domain (auth/roles.ts); the check below lists the same three.
export { ROLES, type Role } from '@vmu/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<Role>().notNull().default('developer'),
    /** better-auth's twoFactor plugin: on once the first authenticator code was confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * When the person deleted the account (decision 0047). The row stays, emptied of personal
     * data, because the financial records, the apps kept off the store, the review messages and
     * the audit rows name its id; nothing can sign in to it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_role_check', sql`${t.role} in ('developer', 'admin', 'customer')`),
    // The admin app list searches by developer name (decision 0014). fastupdate off: see
    // trigram-index.ts.
    index('user_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with(TRIGRAM_INDEX_OPTIONS),
    // Staff's users list (decision 0048): searched by email too, paged newest first, filtered by
    // role (and the admins counted under a lock when one loses the role).
    index('user_email_trgm_idx')
      .using('gin', t.email.op('gin_trgm_ops'))
      .with(TRIGRAM_INDEX_OPTIONS),
    index('user_created_idx').on(t.createdAt, t.id),
    index('user_role_created_idx').on(t.role, t.createdAt, t.id),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// Rate-limit counters live in the database so every server instance shares them.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Per-account attempt counters (sign-ins, codes), one fixed window per key. A table of their
 * own: better-auth prunes every rate_limit row older than its longest per-address window (60 s),
 * which reset these ten-minute counters long before they could trigger (decision 0016). The
 * periodic clean-up job removes windows that ended long ago.
 */
export const accountRateLimit = pgTable('account_rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
