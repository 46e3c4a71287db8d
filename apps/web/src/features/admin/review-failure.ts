import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';

// Codes the server sends for expected failures; their message is written for the admin.
const TYPED_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'ALREADY_REVIEWED',
  'INVALID_NEXT_TOKEN',
  'INVALID_TRANSITION',
  'NO_PACKAGE',
  'UPDATE_NOT_IN_REVIEW',
  'UPDATE_APP_NOT_PUBLISHED',
]);

// Codes after which the app or developer is no longer where the admin saw it: the list reloads
// to show where it is, so an open dialog has nothing left to decide.
// An update that was decided, withdrawn, or whose app was unpublished meanwhile is gone too.
const GONE_CODES = new Set([
  'ALREADY_REVIEWED',
  'INVALID_TRANSITION',
  'NOT_FOUND',
  'UPDATE_NOT_IN_REVIEW',
  'UPDATE_APP_NOT_PUBLISHED',
]);

/** True when the failure means someone else acted first (or the item is gone). */
export function isAlreadyDecided(failure: unknown): boolean {
  return failure instanceof GraphQLRequestError && GONE_CODES.has(failure.code);
}

/** The server's user-facing message when it sent a typed error; unexpected ones stay generic. */
export function serverMessageOf(failure: unknown): string | undefined {
  return failure instanceof GraphQLRequestError && TYPED_CODES.has(failure.code)
    ? failure.message
    : undefined;
}

/**
 * Shows an admin error toast (docs/product.md, "Staff messages"); unexpected failures are also
 * logged.
 */
export function toastReviewFailure(title: string, failure: unknown): void {
  const serverMessage = serverMessageOf(failure);
  // Typed failures are the admin's business only; unexpected ones are kept for whoever debugs.
  if (serverMessage === undefined) console.error(title, failure);
  toast.error(title, serverMessage === undefined ? undefined : { description: serverMessage });
}
