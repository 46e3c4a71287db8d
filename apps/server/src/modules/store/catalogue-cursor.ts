import { CATALOGUE_CURSOR_INVALID, type CatalogueSort } from '@vmu/domain';
import { AppError } from '../../errors';

/**
 * Where a catalogue page ended, in its sort's own key: the publication time (as the database's
 * text, microseconds kept), the download count, or the lower-cased name; the id breaks ties.
 * A device's sync pages by change time the same way ('changes').
 */
export type CatalogueCursor =
  | { sort: 'newest'; at: string; id: string }
  | { sort: 'downloads'; downloads: number; id: string }
  | { sort: 'name'; name: string; id: string }
  | { sort: 'changes'; at: string; id: string };

type CursorSort = CatalogueSort | 'changes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const invalidCatalogueCursor = () =>
  new AppError('INVALID_CURSOR', CATALOGUE_CURSOR_INVALID, 400, 'cursor');

/** Opaque to clients: base64url of a small JSON array [sort, key, id]. */
export function encodeCatalogueCursor(cursor: CatalogueCursor): string {
  const key =
    cursor.sort === 'downloads'
      ? cursor.downloads
      : cursor.sort === 'name'
        ? cursor.name
        : cursor.at;
  return Buffer.from(JSON.stringify([cursor.sort, key, cursor.id])).toString('base64url');
}

/** The cursor of a page of `sort`; INVALID_CURSOR for anything else, another sort's included. */
export function decodeCatalogueCursor(token: string, sort: CursorSort): CatalogueCursor {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(token)) throw invalidCatalogueCursor();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidCatalogueCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw invalidCatalogueCursor();
  const [tokenSort, key, id] = decoded as unknown[];
  if (tokenSort !== sort || typeof id !== 'string' || !UUID.test(id))
    throw invalidCatalogueCursor();
  if ((sort === 'newest' || sort === 'changes') && typeof key === 'string' && isTimestamp(key)) {
    return { sort, at: key, id };
  }
  if (sort === 'downloads' && Number.isSafeInteger(key) && (key as number) >= 0) {
    return { sort, downloads: key as number, id };
  }
  if (sort === 'name' && typeof key === 'string' && key.length <= 1000)
    return { sort, name: key, id };
  throw invalidCatalogueCursor();
}

function isTimestamp(text: string): boolean {
  if (!TIMESTAMP.test(text)) return false;
  const date = new Date(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === text.slice(0, 23);
}
