import {
  hashPassword as betterAuthHash,
  verifyPassword as betterAuthVerify,
} from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing on the native scrypt', () => {
  it('makes hashes better-auth verifies, and verifies better-auth hashes', async () => {
    const ours = await hashPassword('correct horse battery');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password: 'correct horse battery' })).toBe(true);
    expect(await betterAuthVerify({ hash: ours, password: 'correct horse batterY' })).toBe(false);

    const theirs = await betterAuthHash('Tr0ub4dor&3 ünïcödé');
    expect(await verifyPassword({ hash: theirs, password: 'Tr0ub4dor&3 ünïcödé' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'Tr0ub4dor&3 unicode' })).toBe(false);
  });

  it('normalizes like better-auth (NFKC), so a ligature and its letters are one password', async () => {
    const ours = await hashPassword('\uFB01le cabinet');
    expect(await verifyPassword({ hash: ours, password: 'file cabinet' })).toBe(true);
    expect(await betterAuthVerify({ hash: ours, password: 'file cabinet' })).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('matches no password against a value that is not a hash of this format', async () => {
    const valid = await hashPassword('secret1');
    const [salt, key] = valid.split(':');
    for (const hash of [
      '',
      'nocolon',
      `${salt}:`,
      `:${key}`,
      `${salt}:${key}:extra`,
      `${salt}:zz`,
    ]) {
      expect(await verifyPassword({ hash, password: 'secret1' })).toBe(false);
    }
  });
});
