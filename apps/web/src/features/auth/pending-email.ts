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
