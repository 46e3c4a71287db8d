import * as z from 'zod/mini';

// Where an image a page shows may come from when its address is stored (decision 0052): only
// the portal's own public files, at the storage's public address (the portal's /files/public/
// with local storage; the bucket's or CDN's public/ prefix with S3). The address is parsed, not
// compared as text: '/files/public/../../api/...' resolves outside the folder, and an encoded
// dot or slash, a backslash, credentials, a query or a fragment are refused outright, as no
// address the storage hands out has them.

/** Ours: the most characters a stored image address may have. */
export const IMAGE_URL_MAX_LENGTH = 2048;

/** Ours: an image address that is not one of the portal's own public files. */
export const imageMustBeUploaded = (label: string) =>
  `${label} must be an image uploaded to this portal.`;

/**
 * The storage's public image folder as an address ending in '/': `filesBaseUrl` is the base
 * public keys are served under (the portal's `${PUBLIC_URL}/files`, or S3_PUBLIC_URL).
 */
export function publicImagesBase(filesBaseUrl: string): string {
  return `${filesBaseUrl.replace(/\/+$/, '')}/public/`;
}

/** Text that parsing would rewrite or a server might decode into another path. */
const AMBIGUOUS = /[\\\s]|%(2e|2f|5c|00)/i;

/**
 * Whether `value` is the address of a file inside one of `bases` (each from publicImagesBase):
 * an absolute http(s) address, exactly as the parser writes it back, of the same origin as a
 * base and a path strictly inside it.
 */
export function isPublicImageUrl(value: unknown, bases: readonly string[]): boolean {
  if (typeof value !== 'string' || value.length > IMAGE_URL_MAX_LENGTH) return false;
  if (AMBIGUOUS.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.search || url.hash) return false;
  // '.' and '..' segments, a default port or a differently spelt host are rewritten by parsing.
  if (url.href !== value) return false;
  return bases.some((base) => {
    const folder = new URL(base);
    return (
      url.origin === folder.origin &&
      url.pathname.startsWith(folder.pathname) &&
      url.pathname.length > folder.pathname.length &&
      !url.pathname.endsWith('/')
    );
  });
}

/** A stored image address (a profile picture, ...) named `label`: one of the portal's own files. */
export const publicImageUrlSchema = (label: string, bases: readonly string[]) =>
  z.string().check(z.refine((value) => isPublicImageUrl(value, bases), imageMustBeUploaded(label)));
