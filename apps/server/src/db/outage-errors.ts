import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AppError } from '../errors';

/**
 * Failures that are nobody's mistake and pass by themselves: the database cannot be reached,
 * or the disk is full. They are answered as what they are, with a stable code and a
 * Retry-After, never as a 500 (decision 0055).
 */
export class OutageError extends AppError {
  constructor(
    code: string,
    message: string,
    statusCode: number,
    /** What Retry-After tells the client. */
    readonly retryAfterSeconds: number,
    /** The log line that says what happened, for the operator. */
    readonly logMessage: string,
  ) {
    super(code, message, statusCode);
    this.name = 'OutageError';
  }
}

export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The portal cannot reach its database just now. Please try again in a few seconds.';
export const STORAGE_FULL_CODE = 'STORAGE_FULL';
export const STORAGE_FULL_MESSAGE =
  'The portal’s storage is full, so nothing can be saved just now. Reading still works; please try again later.';

/** How long a client is asked to wait before trying again after an outage. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
const STORAGE_RETRY_AFTER_SECONDS = 60;

export function serviceUnavailable(): OutageError {
  return new OutageError(
    SERVICE_UNAVAILABLE_CODE,
    SERVICE_UNAVAILABLE_MESSAGE,
    503,
    DATABASE_RETRY_AFTER_SECONDS,
    'database unreachable: answered 503',
  );
}

export function storageFull(): OutageError {
  // 507 Insufficient Storage (RFC 4918): the request may succeed once space is freed.
  return new OutageError(
    STORAGE_FULL_CODE,
    STORAGE_FULL_MESSAGE,
    507,
    STORAGE_RETRY_AFTER_SECONDS,
    'no space left on device: the data folder’s disk is full, writes are refused until space is freed',
  );
}

// Node's socket errors of a server that is not there or went away.
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's SQLSTATEs of a server that is shutting down, starting, full of connections, or
// that cancelled a statement past its limit (statement_timeout).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

// node-postgres' and its pool's own errors carry no code, only these messages.
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'database is closed',
  // The embedded database's thread ended (db/pglite-thread.ts): liveness then fails in time.
  'the embedded database thread',
];

// Out of disk: the operating system's, a quota's, and PostgreSQL's disk_full.
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** The error and every cause under it (drizzle, GraphQL and better-auth wrap what they throw). */
function* chainOf(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    yield current;
    const next =
      (current as { cause?: unknown }).cause ??
      (current as { originalError?: unknown }).originalError;
    if (next === current) return;
    current = next;
  }
}

function kindOf(error: unknown): 'database' | 'storage' | undefined {
  if (error instanceof OutageError) {
    return error.code === STORAGE_FULL_CODE ? 'storage' : 'database';
  }
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  if (typeof code === 'string') {
    if (STORAGE_FULL_CODES.has(code)) return 'storage';
    if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code)) {
      return 'database';
    }
  }
  if (typeof message === 'string') {
    if (/no space left on device/i.test(message)) return 'storage';
    if (DRIVER_MESSAGES.some((each) => message.startsWith(each))) return 'database';
  }
  return undefined;
}

/** The outage an error comes from, if it comes from one; undefined for anything else. */
export function outageErrorOf(error: unknown): OutageError | undefined {
  for (const each of chainOf(error)) {
    if (each instanceof OutageError) return each;
    const kind = kindOf(each);
    if (kind === 'storage') return storageFull();
    if (kind === 'database') return serviceUnavailable();
  }
  return undefined;
}

/**
 * For an error handler: when `error` comes from an outage, logs why (once, as a warning: the
 * operator needs to know, but it is not a bug), sets Retry-After and returns the typed error
 * to answer with; otherwise returns undefined and leaves the reply alone.
 */
export function answerOutage(
  error: unknown,
  reply: Pick<FastifyReply, 'header' | 'server'>,
  log: FastifyBaseLogger,
): OutageError | undefined {
  const outage = outageErrorOf(error);
  if (!outage) return undefined;
  log.warn({ err: error, code: outage.code }, outage.logMessage);
  answerWithRetryAfter(outage, reply);
  return outage;
}

/** Retry-After for the outage; a database outage is also what liveness hears (routes/health.ts). */
export function answerWithRetryAfter(
  outage: OutageError,
  reply: Pick<FastifyReply, 'header' | 'server'>,
): void {
  reply.header('retry-after', String(outage.retryAfterSeconds));
  if (outage.code === SERVICE_UNAVAILABLE_CODE) reply.server.readiness.failed();
}
