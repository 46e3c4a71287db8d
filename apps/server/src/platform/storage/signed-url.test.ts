import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  createSigner,
  readToken,
  signDownloadUrl,
  signToken,
  verifyDownload,
} from './signed-url';

const signer = createSigner('a-secret-that-is-long-enough-for-tests');
const now = 1_800_000_000;

describe('signed download URLs', () => {
  const key = 'packages/u1/abc.vmupack';
  const url = new URL(
    signDownloadUrl(signer, 'https://portal.example', key, {
      fileName: 'Game 1.0.vmupack',
      expiresInSeconds: 300,
      now,
    }),
  );
  const query = Object.fromEntries(url.searchParams);

  it('names the key, expiry and file name, and verifies until it expires', () => {
    expect(url.pathname).toBe(`/api/downloads/${key}`);
    expect(query.expires).toBe(String(now + 300));
    expect(verifyDownload(signer, key, query, now + 300)).toEqual({
      ok: true,
      fileName: 'Game 1.0.vmupack',
    });
    expect(verifyDownload(signer, key, query, now + 301)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses any change to the key, expiry, name or signature', () => {
    expect(verifyDownload(signer, 'packages/u2/abc.vmupack', query, now).ok).toBe(false);
    expect(verifyDownload(signer, key, { ...query, expires: String(now + 9999) }, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyDownload(signer, key, { ...query, name: 'other.vmupack' }, now).ok).toBe(false);
    expect(
      verifyDownload(signer, key, { ...query, sig: `${query.sig!.slice(0, -1)}A` }, now).ok,
    ).toBe(false);
    expect(verifyDownload(signer, key, { ...query, sig: undefined }, now).ok).toBe(false);
    expect(
      verifyDownload(createSigner('another-secret-that-is-long-enough'), key, query, now).ok,
    ).toBe(false);
  });
});

describe('signed tokens', () => {
  it('round-trips a payload and refuses tampering or another purpose', () => {
    const token = signToken(signer, 'upload', { k: 'public/a/b/c.png', s: 10 });
    expect(readToken(signer, 'upload', token)).toEqual({ k: 'public/a/b/c.png', s: 10 });
    expect(readToken(signer, 'download', token)).toBeNull();
    const [body, sig] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ k: 'public/a/b/c.png', s: 99 })).toString(
      'base64url',
    );
    expect(readToken(signer, 'upload', `${forged}.${sig}`)).toBeNull();
    expect(readToken(signer, 'upload', `${body}.${sig}.x`)).toBeNull();
    expect(readToken(signer, 'upload', 'garbage')).toBeNull();
  });
});

describe('attachmentDisposition (RFC 6266)', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Star Hopper.vmupack')).toBe(
      `attachment; filename="Star Hopper.vmupack"; filename*=UTF-8''Star%20Hopper.vmupack`,
    );
    expect(attachmentDisposition('Ça "va"\\.vmupack')).toBe(
      `attachment; filename="_a _va__.vmupack"; filename*=UTF-8''%C3%87a%20%22va%22%5C.vmupack`,
    );
    expect(attachmentDisposition("it's (1).vmupack")).toBe(
      `attachment; filename="it's (1).vmupack"; filename*=UTF-8''it%27s%20%281%29.vmupack`,
    );
  });
});
