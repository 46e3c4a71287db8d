import { GraphQLError, type ExecutionResult } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { INTERNAL_ERROR_MESSAGE, isAppError } from '../errors';

export type FormattedError = ReturnType<GraphQLError['toJSON']>;

// Mercurius wraps all validation failures of one request into a single error with `errors`.
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(inner)) {
      return inner.map((e: unknown) =>
        e instanceof GraphQLError ? e : new GraphQLError(String((e as Error).message ?? e)),
      );
    }
    return [error];
  });
}

/**
 * Expected errors keep a stable `extensions.code`: AppError (the resolver's typed failures),
 * GraphQL's own syntax/validation errors and Mercurius' 4xx errors. Anything else is a bug:
 * logged in full, masked for the client.
 */
export function formatGraphQLErrors(
  errors: readonly GraphQLError[],
  log: FastifyBaseLogger,
): FormattedError[] {
  return flatten(errors).map((error) => {
    const original = error.originalError;
    const base = { message: error.message, locations: error.locations, path: error.path };
    if (isAppError(original)) {
      return { ...base, message: original.message, extensions: { code: original.code } };
    }
    if (original === undefined || original === null) {
      const code =
        typeof error.extensions.code === 'string'
          ? error.extensions.code
          : 'GRAPHQL_VALIDATION_FAILED';
      return { ...base, extensions: { code } };
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

/** 200 when there is data; otherwise the status a request-level failure carries (4xx), or 500. */
export function statusCodeFor(
  execution: Omit<ExecutionResult, 'errors'> & {
    statusCode?: number;
    errors?: readonly GraphQLError[];
  },
): number {
  if (execution.data) return 200;
  // Parse and validation failures (no resolver ran) reach here without an originalError.
  const errors = execution.errors ?? [];
  if (errors.length > 0 && errors.every((e) => !e.originalError)) return 400;
  const carried =
    execution.statusCode ??
    (execution.errors?.[0]?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof carried !== 'number') return 200;
  return carried >= 500 ? 500 : carried;
}
