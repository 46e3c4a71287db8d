import { entryPathFor, storeReturnPath, type AccessViewer } from '@vmu/domain';

// The store page that sent a visitor to sign in or sign up (Buy), kept in this tab's
// sessionStorage: it survives the sign-up, the email code and a GitHub or Google round trip (all
// in the same tab), and no URL parameter can be forged to send anyone elsewhere. The domain
// takes back only the store's own paths.
//
// It is not used up when the visitor arrives: the screens that send them on (verify-email, the
// OAuth callback) may render their redirect again after navigating, and a page that had used it
// up would send them home the second time. It expires instead, and sign-out forgets it.
const KEY = 'vmu.storeReturn';
/** Long enough to create an account and confirm its code; short enough to mean this visit. */
export const STORE_RETURN_LIFETIME_MS = 30 * 60 * 1000;

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
  if (storeReturnPath(path)) storage()?.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
}

/** The store page waiting for the visitor, if any and not expired. */
export function pendingStoreReturn(): string | null {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (typeof saved?.at !== 'number' || Date.now() - saved.at > STORE_RETURN_LIFETIME_MS) {
      return null;
    }
    return storeReturnPath(saved.path);
  } catch {
    return null;
  }
}

export function forgetStoreReturn(): void {
  storage()?.removeItem(KEY);
}

/**
 * Where a visitor goes once their session is known: the domain's entry path, which is the
 * waiting store page when their email counts as verified.
 */
export function landingPathFor(viewer: AccessViewer | null): string {
  return entryPathFor(viewer, pendingStoreReturn());
}
