import crypto from 'node:crypto';

// HMAC-SHA256 signatures for the portal's own expiring URLs (local downloads and every upload
// URL). Each purpose signs with its own key derived from the auth secret, so a signature made
// for one purpose never verifies for another and the auth secret itself never signs anything here.

// 'backup': the backup script's request for the embedded database (routes/backup.ts).
export type SigningPurpose = 'download' | 'upload' | 'backup';

export type Signer = {
  sign(purpose: SigningPurpose, message: string): string;
  /** Constant-time comparison of `signature` with the expected one. */
  verify(purpose: SigningPurpose, message: string, signature: string): boolean;
};

export function createSigner(authSecret: string): Signer {
  if (authSecret.length < 16) throw new Error('The signing secret is too short');
  const keys = new Map<SigningPurpose, Buffer>();
  const keyFor = (purpose: SigningPurpose) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(
        crypto.hkdfSync('sha256', authSecret, 'vmu-storage', `vmu-signed-url:${purpose}`, 32),
      );
      keys.set(purpose, key);
    }
    return key;
  };
  const mac = (purpose: SigningPurpose, message: string) =>
    crypto.createHmac('sha256', keyFor(purpose)).update(message, 'utf8').digest();
  return {
    sign: (purpose, message) => mac(purpose, message).toString('base64url'),
    verify(purpose, message, signature) {
      const expected = mac(purpose, message);
      const given = Buffer.from(signature, 'base64url');
      // base64url decoding is lenient; re-encode so only the canonical text verifies.
      if (given.toString('base64url') !== signature) return false;
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `{base}/api/downloads/{key}?expires=..&name=..&sig=..`, valid until `expires` (unix seconds). */
export function signDownloadUrl(
  signer: Signer,
  publicUrl: string,
  key: string,
  options: { fileName: string; expiresInSeconds: number; now?: number },
): string {
  const expires = (options.now ?? nowSeconds()) + Math.max(1, Math.floor(options.expiresInSeconds));
  const sig = signer.sign('download', downloadMessage(key, expires, options.fileName));
  const query = new URLSearchParams({ expires: String(expires), name: options.fileName, sig });
  return `${publicUrl}/api/downloads/${key}?${query.toString()}`;
}

const downloadMessage = (key: string, expires: number, fileName: string) =>
  `${key}\n${expires}\n${fileName}`;

export type DownloadCheck =
  { ok: true; fileName: string } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks a download URL's parts; `expired` only for a genuine URL whose time has passed. */
export function verifyDownload(
  signer: Signer,
  key: string,
  query: { expires?: unknown; name?: unknown; sig?: unknown },
  now: number = nowSeconds(),
): DownloadCheck {
  const { expires, name, sig } = query;
  if (typeof expires !== 'string' || typeof name !== 'string' || typeof sig !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (!/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'invalid' };
  if (!signer.verify('download', downloadMessage(key, Number(expires), name), sig)) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(expires) < now) return { ok: false, reason: 'expired' };
  return { ok: true, fileName: name };
}

/** A signed, expiring token carrying `payload` (JSON) in the clear: `{payload}.{sig}`, base64url. */
export function signToken(signer: Signer, purpose: SigningPurpose, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${signer.sign(purpose, body)}`;
}

/** The payload of a token this signer made for `purpose`, or null when it was not (or is malformed). */
export function readToken(signer: Signer, purpose: SigningPurpose, token: string): unknown {
  if (token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, sig] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !signer.verify(purpose, body, sig)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * RFC 6266 Content-Disposition for a download: an ASCII fallback plus the exact name as
 * filename*=UTF-8''... so any name survives.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
