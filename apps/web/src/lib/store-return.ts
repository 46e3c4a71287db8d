import { entryPathFor, storeReturnPath, type AccessViewer } from '@vmu/domain';

// The store page that sent a visitor to sign in or sign up (Buy, My Purchases), kept in this
// tab's sessionStorage: it survives the sign-up, the email code and a GitHub or Google round trip
// (all in the same tab), and no URL parameter can be forged to send anyone elsewhere. The domain
// takes back only the store's own paths.
const KEY = 'vmu.storeReturn';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser: the visitor lands on their home page instead.
    return null;
  }
}

/** Remembers the store page to come back to once signed in. */
export function rememberStoreReturn(path: string): void {
  if (storeReturnPath(path)) storage()?.setItem(KEY, path);
}

/** The store page waiting for the visitor, if any. */
export function pendingStoreReturn(): string | null {
  return storeReturnPath(storage()?.getItem(KEY) ?? null);
}

export function forgetStoreReturn(): void {
  storage()?.removeItem(KEY);
}

/**
 * Where a visitor goes once their session is known: the domain's entry path, which is the
 * waiting store page when their email counts as verified. Pure (it may run while rendering):
 * the store's pages forget the waiting page once the visitor is back in the store.
 */
export function landingPathFor(viewer: AccessViewer | null): string {
  return entryPathFor(viewer, pendingStoreReturn());
}
