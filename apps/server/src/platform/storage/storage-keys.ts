// Keys are made by the uploads module from an owner id, a random upload id and a cleaned file
// name, so a valid key never holds `..`, a backslash, an empty segment or a leading slash. Every
// driver refuses anything else, whatever asked for it.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Throws on a key that is not one of the storage layout's (see storage.ts). */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key))
    throw new Error(`Refusing an invalid storage key: ${JSON.stringify(key)}`);
}

export function isStorageKey(key: string): boolean {
  if (key.length > 600) return false;
  const segments = key.split('/');
  if (segments[0] !== 'public' && segments[0] !== 'packages') return false;
  if (segments.length < 3) return false;
  return segments.slice(1).every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export const isPublicKey = (key: string) => key.startsWith('public/');

/** Raised by readRange on a key that holds no file. */
export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file at ${key}`);
    this.name = 'StoredFileMissingError';
  }
}
