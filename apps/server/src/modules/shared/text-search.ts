import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/accounts';

// The search of the app lists (a developer's own, the admin's, the store's catalogue): a term
// found anywhere in a text, case-insensitively, through the trigram indexes.

/** The ILIKE pattern of a term found anywhere: its own % and _ are literal. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ILIKE pattern` with the backslash escape containsPattern writes. */
export const ilike = (column: AnyColumn | SQL.Aliased | SQL, pattern: string) =>
  sql`${column} ilike ${pattern} escape '\\'`;

/**
 * Ids of the accounts whose name holds the term (trigram index on user.name), found once per
 * search, as an array value for `developer_id = any(...)`.
 */
export async function matchingDeveloperIds(db: Database, search: string): Promise<SQL> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(ilike(user.name, containsPattern(search)));
  return sql`${sql.param(rows.map((row) => row.id))}::text[]`;
}
