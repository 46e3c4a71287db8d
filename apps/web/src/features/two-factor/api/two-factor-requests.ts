import { authClient } from '@/lib/auth-client';
import { settled } from './two-factor-request-error';

// Every two-factor call goes through better-auth's client (its twoFactor plugin). The server
// checks each body with the domain's schemas too (modules/two-factor/two-factor-sign-in.ts).

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** Step one of turning it on: the password; the answer is the app's secret and the backup codes. */
export async function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  const started = await settled(authClient.twoFactor.enable({ password }));
  if (!('totpURI' in started) || !started.totpURI || !started.backupCodes) {
    throw new Error('The server did not send an authenticator secret');
  }
  return { totpURI: started.totpURI, backupCodes: started.backupCodes };
}

/** A code from the authenticator app: confirms the set-up, or is a sign-in's second step. */
export async function verifyAuthenticatorCode(code: string): Promise<void> {
  await settled(authClient.twoFactor.verifyTotp({ code }));
}

/** A sign-in's second step with one of the backup codes instead; it works once. */
export async function verifyBackupCode(code: string): Promise<void> {
  await settled(authClient.twoFactor.verifyBackupCode({ code }));
}

/** A new set of backup codes; every code of the old set stops working. */
export async function makeNewBackupCodes(password: string): Promise<string[]> {
  return (await settled(authClient.twoFactor.generateBackupCodes({ password }))).backupCodes;
}

export async function turnOffTwoFactor(password: string): Promise<void> {
  await settled(authClient.twoFactor.disable({ password }));
}
