import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor';

export { INVALID_NEXT_TOKEN_MESSAGE } from '../../db/keyset-cursor';

/** Where a page of the pending-developer queue ended: the last row's created_at and user_id. */
export type PendingDevelopersCursor = { createdAt: string; userId: string };

/** Opaque to clients (db/keyset-cursor.ts). */
export const encodePendingDevelopersCursor = (cursor: PendingDevelopersCursor): string =>
  encodeKeysetCursor({ at: cursor.createdAt, id: cursor.userId });

/** The cursor inside a nextToken; INVALID_NEXT_TOKEN for anything this server did not hand out. */
export function decodePendingDevelopersCursor(token: string): PendingDevelopersCursor {
  const { at, id } = decodeKeysetCursor(token);
  return { createdAt: at, userId: id };
}
