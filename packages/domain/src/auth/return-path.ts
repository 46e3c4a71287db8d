import { ACCESS_PATHS } from './paths';

/** A return path is a URL path, and no path of the store is this long. */
export const RETURN_PATH_MAX_LENGTH = 512;

/**
 * The store page a visitor was on when the store sent them to sign in (Buy, My Purchases), or
 * null. Only a path of the store itself is taken back: anything else (another site, `//host`,
 * a backslash that browsers read as a slash, a developer page) would let a link send a freshly
 * signed-in visitor somewhere they did not choose.
 */
export function storeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null;
  const store = ACCESS_PATHS.store;
  if (value !== store && !value.startsWith(`${store}/`) && !value.startsWith(`${store}?`)) {
    return null;
  }
  // Printable ASCII without a backslash: URL paths as the store writes them.
  if (!/^[\x21-\x5b\x5d-\x7e]+$/.test(value) || value.includes('//')) return null;
  return value;
}
