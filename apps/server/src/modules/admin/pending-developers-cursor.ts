import { AppError } from '../../errors';

/**
 * Where a page of the pending-developer queue ended: the last row's created_at and user_id.
 * created_at travels as the database's own text with microseconds (a JS Date keeps only
 * milliseconds, which would skip or repeat rows created within the same millisecond).
 */
export type PendingDevelopersCursor = { createdAt: string; userId: string };

export const INVALID_NEXT_TOKEN_MESSAGE =
  'The nextToken is not valid. Start again from the first page.';

// What the list query selects as the cursor text: UTC, six fractional digits, e.g.
// 2026-11-21T16:52:43.123456Z; `$1::timestamptz` reads it back exactly.
const CREATED_AT_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

function isCreatedAtText(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const millis = CREATED_AT_TEXT.exec(value)?.[1];
  if (!millis) return false;
  // Refuses impossible dates (2026-02-31) before PostgreSQL would fail on them.
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString() === `${millis}Z`;
}

/** Opaque to clients: base64url of a small JSON object. */
export function encodePendingDevelopersCursor(cursor: PendingDevelopersCursor): string {
  return Buffer.from(JSON.stringify({ c: cursor.createdAt, u: cursor.userId })).toString(
    'base64url',
  );
}

/** The cursor inside a nextToken; INVALID_NEXT_TOKEN for anything this server did not hand out. */
export function decodePendingDevelopersCursor(token: string): PendingDevelopersCursor {
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
  if (!isCreatedAtText(c) || typeof u !== 'string' || u.length === 0 || u.length > 255) {
    throw invalid();
  }
  return { createdAt: c, userId: u };
}
