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
