import { sql, type AnyColumn } from 'drizzle-orm';
import { AppError } from '../errors';

/**
 * Where a keyset page ended: the last row's timestamp and id. The timestamp travels as the
 * database's own text with microseconds (a JS Date keeps only milliseconds, which would skip
 * or repeat rows stamped within the same millisecond).
 */
export type KeysetCursor = { at: string; id: string };

export const INVALID_NEXT_TOKEN_MESSAGE =
  'The nextToken is not valid. Start again from the first page.';

/** A timestamptz column as cursor text: UTC, six fractional digits; `$1::timestamptz` reads it back exactly. */
export const cursorTimestampText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// e.g. 2026-11-21T16:52:43.123456Z, as cursorTimestampText selects it.
const TIMESTAMP_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

function isTimestampText(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const millis = TIMESTAMP_TEXT.exec(value)?.[1];
  if (!millis) return false;
  // Refuses impossible dates (2026-02-31) before PostgreSQL would fail on them.
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString() === `${millis}Z`;
}

const anyId = (id: string) => id.length > 0 && id.length <= 255;

/** Opaque to clients: base64url of a small JSON object. */
export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify({ c: cursor.at, u: cursor.id })).toString('base64url');
}

/**
 * The cursor inside a nextToken; INVALID_NEXT_TOKEN for anything this server did not hand out.
 * `isId` narrows what the id may be (a uuid column must never see other text).
 */
export function decodeKeysetCursor(
  token: string,
  isId: (id: string) => boolean = anyId,
): KeysetCursor {
  const invalid = () => new AppError('INVALID_NEXT_TOKEN', INVALID_NEXT_TOKEN_MESSAGE);
  if (!/^[A-Za-z0-9_-]{1,1024}$/.test(token)) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) throw invalid();
  const { c, u } = decoded as Record<string, unknown>;
  if (!isTimestampText(c) || typeof u !== 'string' || !anyId(u) || !isId(u)) throw invalid();
  return { at: c, id: u };
}
