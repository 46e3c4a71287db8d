/** A refused auth call; `code` is better-auth's stable error code (e.g. INVALID_OTP). */
export class AuthRequestError extends Error {
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

function secondsLeft(error: ClientError): number | null {
  for (const key of ['retryAfter', 'secondsLeft', 'retryAfterSeconds']) {
    const value = error[key];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, Math.ceil(value));
  }
  const inMessage = error.message?.match(/(\d+)\s*s(econds?)?\b/i);
  return inMessage ? Number(inMessage[1]) : null;
}

/** better-auth's client answers `{ data, error }`; this turns an error into a throw. */
export function unwrap<T>(result: { data: T | null; error: ClientError | null }): T {
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

/** The server's message when it sent one a person can read. */
export function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
