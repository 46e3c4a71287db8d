// The email waiting for its verification code. After sign-up (or a refused sign-in of an
// unverified account) there is no session yet, so /verify-email needs to know whose code it is.
const KEY = 'vmu-pending-verification-email';

export function rememberPendingEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage can be blocked; the page then asks the visitor to sign in instead.
  }
}

export function readPendingEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPendingEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget when storage is blocked.
  }
}

const SENT_KEY = 'vmu-verification-code-sent';

/** When the verification code to `email` went out (sign-up, a resend): the resend's wait. */
export function rememberCodeSent(email: string, atMs: number = Date.now()): void {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify({ email: email.toLowerCase(), atMs }));
  } catch {
    // Without storage the button starts active; the server's refusal then says the wait.
  }
}

/** When the code to `email` was last sent from this tab, if known. */
export function readCodeSentAt(email: string): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? 'null') as {
      email?: unknown;
      atMs?: unknown;
    } | null;
    return stored?.email === email.toLowerCase() && typeof stored.atMs === 'number'
      ? stored.atMs
      : null;
  } catch {
    return null;
  }
}
