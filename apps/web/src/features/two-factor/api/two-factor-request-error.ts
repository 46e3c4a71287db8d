/** A refused /two-factor/* call; `code` is the server's stable code (INVALID_CODE, ...). */
export class TwoFactorRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** Seconds until the server takes another try (its per-address limit). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'TwoFactorRequestError';
  }
}

type ClientError = { code?: string; message?: string; status: number; statusText?: string };
type ClientResult<T> = { data: T | null; error: ClientError | null };

/** better-auth's client answers `{ data, error }`; this awaits it and throws the error. */
export async function settled<T>(pending: Promise<ClientResult<T>>): Promise<T> {
  const { data, error } = await pending;
  if (error) {
    const seconds = /(\d+)\s*s(econds?)?\b/i.exec(error.message ?? '')?.[1];
    throw new TwoFactorRequestError(
      error.code ?? (error.status === 429 ? 'RATE_LIMITED' : 'UNKNOWN'),
      error.message || error.statusText || 'Request failed',
      error.status,
      seconds ? Number(seconds) : null,
    );
  }
  return data as T;
}
