import { describe, expect, it } from 'vitest';
import { outageErrorOf } from './outage-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling an outage from a bug', () => {
  it('takes an unreachable database, however wrapped, for a 503 with Retry-After', () => {
    for (const error of [
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('connection failure', '08006'),
      // drizzle wraps the driver's error as the cause of its own
      new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ]) {
      expect(outageErrorOf(error)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        statusCode: 503,
        retryAfterSeconds: 5,
      });
    }
  });

  it('takes a full disk, of the files or of the database, for a 507', () => {
    for (const error of [
      withCode('ENOSPC: no space left on device, write', 'ENOSPC'),
      withCode('could not extend file: No space left on device', '53100'),
      new Error('Failed query', { cause: new Error('could not write: No space left on device') }),
    ]) {
      expect(outageErrorOf(error)).toMatchObject({ code: 'STORAGE_FULL', statusCode: 507 });
    }
  });

  it('leaves every other error alone', () => {
    expect(outageErrorOf(new Error('Cannot read properties of undefined'))).toBeUndefined();
    expect(outageErrorOf(withCode('duplicate key value', '23505'))).toBeUndefined();
    expect(outageErrorOf(undefined)).toBeUndefined();
  });
});
