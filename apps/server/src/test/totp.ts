import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The authenticator app's current code for an otpauth:// address, as a phone would show it. */
export async function currentCodeOf(totpUri: string): Promise<string> {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  return createOTP(base32.decode(secret)).totp();
}

/** A six-digit code that is not the current one (nor, in practice, a neighbouring period's). */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}
