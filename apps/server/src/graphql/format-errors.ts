import type { ExecutionResult, GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { OutageError, outageErrorOf } from '../db/outage-errors';
import { extensionsOf, INTERNAL_ERROR_MESSAGE, isAppError } from '../errors';

export type FormattedError = ReturnType<GraphQLError['toJSON']>;

/** What an error of the execution result may be: graphql-js', graphql-jit's or Mercurius' own. */
type ErrorLike = {
  message?: unknown;
  locations?: GraphQLError['locations'];
  path?: GraphQLError['path'];
  originalError?: unknown;
  extensions?: Record<string, unknown>;
};

// Mercurius wraps all validation failures of one request into a single error with `errors`;
// graphql-jit's variable errors are not GraphQLError instances and carry no extensions.
function flatten(errors: readonly unknown[]): ErrorLike[] {
  return errors.flatMap((error): ErrorLike[] => {
    if (error === null || typeof error !== 'object') return [{ message: String(error) }];
    const inner = ((error as ErrorLike).originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(inner) ? flatten(inner) : [error as ErrorLike];
  });
}

/**
 * What was thrown first. Variable coercion wraps the scalar's own error in a second GraphQL
 * error; the scalar's is a GraphQLError (GraphQL's own verdict, e.g. "Int cannot represent...")
 * or what a custom scalar threw (an AppError). Matched by name: Mercurius loads graphql's
 * CommonJS build and this file its ESM one, so `instanceof GraphQLError` would miss it.
 */
function rootCauseOf(error: unknown): unknown {
  let cause = error;
  while (cause instanceof Error && cause.name === 'GraphQLError') {
    cause = (cause as ErrorLike).originalError;
  }
  return cause;
}

/**
 * Expected errors keep a stable `extensions.code`: AppError (the resolver's typed failures),
 * GraphQL's own syntax/validation errors and Mercurius' 4xx errors. Anything else is a bug:
 * logged in full, masked for the client.
 */
export function formatGraphQLErrors(
  errors: readonly unknown[],
  log: FastifyBaseLogger,
): FormattedError[] {
  return flatten(errors).map((error): FormattedError => {
    const cause = rootCauseOf(error.originalError);
    // The database away or the disk full: a stable code, not a masked bug (decision 0055).
    const outage = outageErrorOf(cause);
    if (outage && !(cause instanceof OutageError)) {
      log.warn({ err: cause, code: outage.code, path: error.path }, outage.logMessage);
    }
    const original = outage ?? cause;
    const base = {
      message: String(error.message),
      locations: error.locations,
      path: error.path,
    };
    if (isAppError(original)) {
      return { ...base, message: original.message, extensions: extensionsOf(original) };
    }
    // No original error: GraphQL's own parse, validation or variable coercion said no.
    if (original === undefined || original === null) {
      const code = error.extensions?.code;
      return {
        ...base,
        extensions: { code: typeof code === 'string' ? code : 'GRAPHQL_VALIDATION_FAILED' },
      };
    }
    const status = (original as { statusCode?: unknown }).statusCode;
    const code = (original as { code?: unknown }).code;
    if (typeof status === 'number' && status < 500 && typeof code === 'string') {
      return { ...base, extensions: { code } };
    }
    log.error({ err: original, path: error.path }, 'unexpected GraphQL error');
    return {
      ...base,
      message: INTERNAL_ERROR_MESSAGE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  });
}

/**
 * The outage behind any of the errors (the database away, the disk full): the whole answer
 * then carries its status and Retry-After, even beside partial data.
 */
export function outageOf(errors: readonly unknown[] | undefined): OutageError | undefined {
  for (const error of flatten(errors ?? [])) {
    const outage = outageErrorOf(rootCauseOf(error.originalError));
    if (outage) return outage;
  }
  return undefined;
}

/** 200 when there is data; otherwise the status a request-level failure carries (4xx), or 500. */
export function statusCodeFor(
  execution: Omit<ExecutionResult, 'errors'> & {
    statusCode?: number;
    errors?: readonly unknown[];
  },
): number {
  if (execution.data) return 200;
  // Parse, validation and variable failures (no resolver ran) come without an originalError.
  const errors = (execution.errors ?? []) as readonly (ErrorLike | null | undefined)[];
  if (errors.length > 0 && errors.every((e) => !rootCauseOf(e?.originalError))) return 400;
  const carried =
    execution.statusCode ??
    (rootCauseOf(errors[0]?.originalError) as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof carried !== 'number') return 200;
  return carried >= 500 ? 500 : carried;
}
