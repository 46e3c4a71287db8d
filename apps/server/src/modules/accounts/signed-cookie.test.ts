import { makeSignature } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { verifiedCookieValue } from './signed-cookie';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';

/** A cookie value as better-auth writes it (better-call's signing, the same as on sign-in). */
async function signed(value: string, secret = SECRET): Promise<string> {
  return `${value}.${await makeSignature(value, secret)}`;
}

describe('verifiedCookieValue', () => {
  it('accepts what better-auth signed with the same secret', async () => {
    expect(verifiedCookieValue(await signed('token123'), SECRET)).toBe('token123');
  });

  it('refuses another secret, another value, a missing or cut signature', async () => {
    const cookie = await signed('token123');
    expect(verifiedCookieValue(await signed('token123', `${SECRET}!`), SECRET)).toBeNull();
    expect(verifiedCookieValue(cookie.replace('token123', 'token124'), SECRET)).toBeNull();
    expect(verifiedCookieValue('token123', SECRET)).toBeNull();
    expect(verifiedCookieValue(cookie.slice(0, -1), SECRET)).toBeNull();
    expect(verifiedCookieValue(null, SECRET)).toBeNull();
  });

  it('refuses the signature written in base64url, which better-call does not decode', async () => {
    // Signatures until one holds a character base64url writes differently.
    for (let n = 0; n < 200; n += 1) {
      const cookie = await signed(`token${n}`);
      const signature = cookie.slice(cookie.lastIndexOf('.') + 1);
      if (!/[+/]/.test(signature)) continue;
      const urlSafe = `token${n}.${signature.replace(/\+/g, '-').replace(/\//g, '_')}`;
      expect(verifiedCookieValue(cookie, SECRET)).toBe(`token${n}`);
      expect(verifiedCookieValue(urlSafe, SECRET)).toBeNull();
      return;
    }
    throw new Error('no signature with + or / in 200 tries');
  });
});
