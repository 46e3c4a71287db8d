import { describe, expect, it } from 'vitest';
import {
  decodePendingDevelopersCursor,
  encodePendingDevelopersCursor,
  INVALID_NEXT_TOKEN_MESSAGE,
} from './pending-developers-cursor';

const cursor = { createdAt: '2026-11-21T16:52:43.123456Z', userId: 'u_Abc-123' };
const tokenOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('pending developers cursor', () => {
  it('round-trips created_at with microseconds and the user id', () => {
    const token = encodePendingDevelopersCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePendingDevelopersCursor(token)).toEqual(cursor);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/='],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['an array', tokenOf([cursor.createdAt, cursor.userId])],
    ['no user id', tokenOf({ c: cursor.createdAt })],
    ['an empty user id', tokenOf({ c: cursor.createdAt, u: '' })],
    ['a numeric user id', tokenOf({ c: cursor.createdAt, u: 7 })],
    ['milliseconds only', tokenOf({ c: '2026-11-21T16:52:43.123Z', u: 'a' })],
    ['a local time', tokenOf({ c: '2026-11-21 16:52:43.123456+00', u: 'a' })],
    ['an impossible date', tokenOf({ c: '2026-02-31T16:52:43.123456Z', u: 'a' })],
    ['an impossible hour', tokenOf({ c: '2026-11-21T25:52:43.123456Z', u: 'a' })],
    ['SQL', tokenOf({ c: "2026-11-21T16:52:43.123456Z' or 1=1", u: 'a' })],
  ])('refuses %s', (_label, token) => {
    expect(() => decodePendingDevelopersCursor(token)).toThrow(
      expect.objectContaining({ code: 'INVALID_NEXT_TOKEN', message: INVALID_NEXT_TOKEN_MESSAGE }),
    );
  });
});
