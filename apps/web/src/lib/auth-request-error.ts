/** A refused auth call; `code` is better-auth's stable error code (e.g. INVALID_OTP). */
export class AuthRequestError extends Error {
  /** For an origin refusal: the portal's configured address (PUBLIC_URL), when it could be read. */
  portalUrl: string | null = null;

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** Seconds until the server accepts the call again (RESEND_COOLDOWN, rate limits). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

type ClientError = {
  code?: string;
  message?: string;
  status: number;
  statusText?: string;
  [extra: string]: unknown;
};

type ClientResult<T> = { data: T | null; error: ClientError | null };

function secondsLeft(error: ClientError): number | null {
  for (const key of ['retryAfter', 'secondsLeft', 'retryAfterSeconds']) {
    const value = error[key];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, Math.ceil(value));
  }
  const inMessage = error.message?.match(/(\d+)\s*s(econds?)?\b/i);
  return inMessage ? Number(inMessage[1]) : null;
}

/** better-auth's client answers `{ data, error }`; this turns an error into a throw. */
export function unwrap<T>(result: ClientResult<T>): T {
  if (result.error) {
    const { error } = result;
    throw new AuthRequestError(
      error.code ?? (error.status === 429 ? 'RATE_LIMITED' : 'UNKNOWN'),
      error.message || error.statusText || 'Request failed',
      error.status,
      secondsLeft(error),
    );
  }
  return result.data as T;
}

// better-auth's answers when the page's origin is not one it trusts (PUBLIC_URL): the page was
// opened at another address (127.0.0.1 for localhost, a proxy's inner name, ...).
const ORIGIN_REFUSALS = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
]);

/** Whether the server refused the call because of the page's address, not what was typed. */
export function isOriginRefusal(error: unknown): error is AuthRequestError {
  return (
    error instanceof AuthRequestError &&
    (ORIGIN_REFUSALS.has(error.code) || (error.status === 403 && /\borigin\b/i.test(error.message)))
  );
}

/** The portal's address the server names in an origin refusal ("… Open <PUBLIC_URL> and …"). */
function portalUrlIn(message: string): string | null {
  const found = /https?:\/\/[^\s"'<>]+/.exec(message)?.[0];
  return found ? found.replace(/[.,;:)]+$/, '') : null;
}

/**
 * Awaits an auth client call and unwraps it. An origin refusal also carries the portal's
 * configured address from the server's message, so the screen can say where to open it.
 */
export async function settle<T>(pending: Promise<ClientResult<T>>): Promise<T> {
  const result = await pending;
  try {
    return unwrap(result);
  } catch (error) {
    if (isOriginRefusal(error)) error.portalUrl = portalUrlIn(error.message);
    throw error;
  }
}
