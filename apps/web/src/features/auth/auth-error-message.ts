import { AuthRequestError, isOriginRefusal } from './api/auth-request-error';

/** What a refused origin means and where the portal works (decision 0018). */
export function originRefusedMessage(portalUrl: string | null): string {
  const where = portalUrl ? `Open the portal at ${portalUrl}.` : 'Open the portal at that address.';
  return `This page's address (${window.location.origin}) is not the portal's configured address (PUBLIC_URL). ${where}`;
}

/** The wait the server asked for before another code may be sent. */
export function codeWaitMessage(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`;
}

/** The server asked to wait (resend cooldown, per-address or per-account limits). */
export function waitSecondsOf(error: unknown): number | null {
  if (!(error instanceof AuthRequestError)) return null;
  const asked = error.code === 'RESEND_COOLDOWN' || error.status === 429;
  return asked && error.retryAfterSeconds ? error.retryAfterSeconds : null;
}

/**
 * The one translation of a refused auth call into words for every auth form: the cases that
 * are not about what was typed (the page's address, a wait) get their own text, otherwise the
 * server's readable message, else the form's fallback.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isOriginRefusal(error)) return originRefusedMessage(error.portalUrl);
  const wait = waitSecondsOf(error);
  if (wait !== null && error instanceof AuthRequestError && error.code === 'RESEND_COOLDOWN') {
    return codeWaitMessage(wait);
  }
  if (error instanceof AuthRequestError && error.message) return error.message;
  return fallback;
}
