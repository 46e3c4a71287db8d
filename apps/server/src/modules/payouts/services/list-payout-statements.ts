import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import { CURRENCIES, monthOf, monthStart, type Currency } from '@vmu/domain';
import type { Database } from '../../../db/client';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  INVALID_NEXT_TOKEN_MESSAGE,
} from '../../../db/keyset-cursor';
import { payoutStatement, type PayoutStatementRow } from '../../../db/schema/payouts';
import { AppError } from '../../../errors';

/** Where a page of statements ended: its last month and currency. */
export type StatementCursor = { month: string; currency: Currency };

const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

// The portal's keyset token (db/keyset-cursor.ts) carries the month as its first instant and the
// currency as the id, so statements page with the same opaque tokens as every other list.
const instantText = (month: string) => monthStart(month).toISOString().replace('Z', '000Z');

/** The nextToken of a page that ended at `cursor`. */
export const statementToken = (cursor: StatementCursor) =>
  encodeKeysetCursor({ at: instantText(cursor.month), id: cursor.currency });

/** The cursor in a nextToken; INVALID_NEXT_TOKEN for anything this server did not hand out. */
export function statementCursorOf(token: string): StatementCursor {
  const invalid = () => new AppError('INVALID_NEXT_TOKEN', INVALID_NEXT_TOKEN_MESSAGE);
  const { at, id } = decodeKeysetCursor(token, isCurrency);
  let month: string;
  try {
    month = monthOf(new Date(at));
    // Only a month's first instant was handed out (and a year before 1000 names no month).
    if (instantText(month) !== at) throw invalid();
  } catch {
    throw invalid();
  }
  if (!isCurrency(id)) throw invalid();
  return { month, currency: id };
}

/**
 * A developer's closed statements, newest month first and currencies in order within a month,
 * one keyset page after `after` (payout_statement_month_idx: a developer's statements, of one
 * currency when asked). One extra row tells whether another page exists.
 */
export async function listPayoutStatements(
  db: Database,
  page: {
    developerId: string;
    currency: Currency | null;
    first: number;
    after: StatementCursor | null;
  },
): Promise<{ items: PayoutStatementRow[]; next: StatementCursor | null }> {
  const { after } = page;
  const rows = await db
    .select()
    .from(payoutStatement)
    .where(
      and(
        eq(payoutStatement.developerId, page.developerId),
        page.currency ? eq(payoutStatement.currency, page.currency) : undefined,
        after
          ? or(
              lt(payoutStatement.month, after.month),
              and(
                eq(payoutStatement.month, after.month),
                gt(payoutStatement.currency, after.currency),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(payoutStatement.month), asc(payoutStatement.currency))
    .limit(page.first + 1);
  const items = rows.slice(0, page.first);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > page.first && last ? { month: last.month, currency: last.currency } : null,
  };
}
