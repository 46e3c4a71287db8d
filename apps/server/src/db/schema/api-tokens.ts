import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@vmu/domain';
import { user } from './accounts';
import { inList, timestamptz } from './columns';

// A developer's API tokens (decision 0043). The secret is shown once when a token is
// made and never stored: only its SHA-256 (hex) is, which is what a request's token is looked
// up by. A token stops working when it expires or is revoked; rows are kept, so the list shows
// them and the request log's token ids keep naming something. Deleting the account deletes them.
export const apiToken = pgTable(
  'api_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    developerId: text('developer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiTokenScope[]>().notNull(),
    /** SHA-256 of the whole token, hex: 32 random bytes need no salt or slow hash. */
    secretHash: text('secret_hash').notNull().unique(),
    /** The token's first characters ('vmu_AbC1'), to tell tokens apart in the list. */
    prefix: text('prefix').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Null until the token is first used. */
    lastUsedAt: timestamptz('last_used_at'),
    /** Null while the token works (unless it expired). */
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    check(
      'api_token_scopes_check',
      sql`cardinality(${t.scopes}) >= 1 and ${t.scopes} <@ array[${inList(API_TOKEN_SCOPES)}]::text[]`,
    ),
    check('api_token_secret_hash_check', sql`${t.secretHash} ~ '^[0-9a-f]{64}$'`),
    // The developer's list, newest first.
    index('api_token_developer_created_idx').on(t.developerId, t.createdAt, t.id),
  ],
);
