import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import { formatGraphQLErrors, statusCodeFor } from './format-errors';

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe('formatGraphQLErrors', () => {
  it('keeps the code and message of expected errors', () => {
    const { log, error } = fakeLog();
    const original = new AppError('BUNDLE_ID_TAKEN', 'Bundle ID already exists');
    const [formatted] = formatGraphQLErrors(
      [new GraphQLError(original.message, { path: ['createApp'], originalError: original })],
      log,
    );
    expect(formatted).toMatchObject({
      message: 'Bundle ID already exists',
      path: ['createApp'],
      extensions: { code: 'BUNDLE_ID_TAKEN' },
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('masks unexpected errors and logs them in full', () => {
    const { log, error } = fakeLog();
    const bug = new Error('relation "users" does not exist at /srv/app/db.ts:12');
    const [formatted] = formatGraphQLErrors(
      [new GraphQLError(bug.message, { path: ['viewer'], originalError: bug })],
      log,
    );
    expect(formatted).toEqual({
      message: 'Internal server error',
      path: ['viewer'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(formatted)).not.toContain('relation');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: bug }),
      'unexpected GraphQL error',
    );
  });

  it('unwraps validation failures and gives them a stable code', () => {
    const { log } = fakeLog();
    const wrapper = Object.assign(new Error('Graphql validation error'), {
      errors: [new GraphQLError('Syntax Error: Query depth limit of 8 exceeded, found 9.')],
      statusCode: 400,
      code: 'MER_ERR_GQL_VALIDATION',
    });
    const formatted = formatGraphQLErrors(
      [new GraphQLError(wrapper.message, { originalError: wrapper })],
      log,
    );
    expect(formatted).toEqual([
      expect.objectContaining({
        message: 'Syntax Error: Query depth limit of 8 exceeded, found 9.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
  });

  it('treats errors without extensions (graphql-jit’s variable errors) as client mistakes', () => {
    const { log, error } = fakeLog();
    // graphql-jit builds its errors without `extensions`; the formatter once threw on them.
    const jitError = Object.assign(new Error('Variable "$limit" got invalid value "ten"'), {
      locations: [{ line: 1, column: 7 }],
    });
    const formatted = formatGraphQLErrors([jitError, null], log);
    expect(formatted).toEqual([
      expect.objectContaining({
        message: 'Variable "$limit" got invalid value "ten"',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
      expect.objectContaining({
        message: 'null',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(statusCodeFor({ data: null, errors: [jitError] })).toBe(400);
  });

  it('sees through variable coercion’s wrapping to what the scalar threw', () => {
    const { log, error } = fakeLog();
    const scalar = new GraphQLError('Int cannot represent non-integer value: "ten"');
    const wrapped = new GraphQLError('Variable "$limit" got invalid value "ten"; Int cannot…', {
      originalError: scalar,
    });
    expect(formatGraphQLErrors([wrapped], log)[0]?.extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
    });
    const app = new AppError(
      'VALIDATION_FAILED',
      'DateTime must be an ISO 8601 string',
      400,
      'since',
    );
    const typed = new GraphQLError('Variable "$since" got invalid value', {
      originalError: new GraphQLError('Expected type "DateTime".', { originalError: app }),
    });
    expect(formatGraphQLErrors([typed], log)[0]).toMatchObject({
      message: 'DateTime must be an ISO 8601 string',
      extensions: { code: 'VALIDATION_FAILED', field: 'since' },
    });
    expect(statusCodeFor({ data: null, errors: [wrapped] })).toBe(400);
    expect(statusCodeFor({ data: null, errors: [typed] })).toBe(400);
    expect(error).not.toHaveBeenCalled();
  });

  it('never reports a 5xx other than 500 and keeps 200 when there is data', () => {
    expect(statusCodeFor({ data: { viewer: null } })).toBe(200);
    expect(statusCodeFor({ data: null, statusCode: 400 })).toBe(400);
    expect(
      statusCodeFor({ data: null, errors: [new GraphQLError('Syntax Error: Unexpected }')] }),
    ).toBe(400);
    expect(statusCodeFor({ data: null, statusCode: 503 })).toBe(500);
    const csrf = Object.assign(new Error('blocked'), { statusCode: 400 });
    expect(
      statusCodeFor({ data: null, errors: [new GraphQLError('blocked', { originalError: csrf })] }),
    ).toBe(400);
    expect(
      statusCodeFor({
        data: null,
        errors: [new GraphQLError('x', { originalError: new Error('x') })],
      }),
    ).toBe(200);
  });
});
