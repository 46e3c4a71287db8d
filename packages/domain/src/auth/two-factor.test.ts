import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accessRedirect, entryPathFor, type AccessViewer } from './access';
import { ACCESS_PATHS } from './paths';
import {
  AUTHENTICATOR_CODE_MESSAGE,
  AuthenticatorCodeSchema,
  BACKUP_CODE_MESSAGE,
  BackupCodeSchema,
  TWO_FACTOR_PASSWORD_INCORRECT,
  TWO_FACTOR_PASSWORD_REQUIRED,
  TwoFactorPasswordSchema,
  needsStaffTwoFactorSetup,
  readableTotpSecret,
} from './two-factor';

function messageOf(schema: z.ZodMiniType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

describe('authenticator codes', () => {
  it('takes six digits, with the spaces apps show between them', () => {
    expect(z.parse(AuthenticatorCodeSchema, '123456')).toBe('123456');
    expect(z.parse(AuthenticatorCodeSchema, ' 123 456 ')).toBe('123456');
  });

  it.each(['', '12345', '1234567', '12345a', '１２３４５６'])('refuses %j', (code) => {
    expect(messageOf(AuthenticatorCodeSchema, code)).toBe(AUTHENTICATOR_CODE_MESSAGE);
  });
});

describe('backup codes', () => {
  it('takes five letters or digits, a hyphen and five more', () => {
    expect(z.parse(BackupCodeSchema, 'aB3dE-fG5hJ')).toBe('aB3dE-fG5hJ');
    expect(z.parse(BackupCodeSchema, ' aB3dE-fG5hJ\n')).toBe('aB3dE-fG5hJ');
  });

  it.each(['', 'aB3dEfG5hJ', 'aB3d-fG5hJ', 'aB3dE-fG5hJ1', 'aB3dE_fG5hJ', '123456'])(
    'refuses %j',
    (code) => {
      expect(messageOf(BackupCodeSchema, code)).toBe(BACKUP_CODE_MESSAGE);
    },
  );
});

describe('the password asked before turning it on or off', () => {
  it('is required, and longer than any password cannot be right', () => {
    expect(messageOf(TwoFactorPasswordSchema, '')).toBe(TWO_FACTOR_PASSWORD_REQUIRED);
    expect(messageOf(TwoFactorPasswordSchema, 'x'.repeat(129))).toBe(TWO_FACTOR_PASSWORD_INCORRECT);
    expect(messageOf(TwoFactorPasswordSchema, 'x'.repeat(128))).toBeNull();
  });
});

describe('staff required to use two-factor sign-in', () => {
  it('must set it up only when staff, required and not on', () => {
    const base = { isStaff: true, staffTwoFactorRequired: true, twoFactorEnabled: false };
    expect(needsStaffTwoFactorSetup(base)).toBe(true);
    expect(needsStaffTwoFactorSetup({ ...base, twoFactorEnabled: true })).toBe(false);
    expect(needsStaffTwoFactorSetup({ ...base, staffTwoFactorRequired: false })).toBe(false);
    expect(needsStaffTwoFactorSetup({ ...base, isStaff: false })).toBe(false);
  });

  const admin: AccessViewer = {
    role: 'ADMIN',
    provider: 'EMAIL',
    isEmailVerified: true,
    onboardingCompleted: false,
    accountVerified: false,
  };

  it('sends such staff from every admin screen to the profile, which stays open to them', () => {
    const unset = { ...admin, twoFactorSetupRequired: true };
    expect(accessRedirect('admin', unset)).toBe(ACCESS_PATHS.twoFactorSetup);
    expect(accessRedirect('main', unset)).toBeNull();
    expect(accessRedirect('admin', admin)).toBeNull();
    // Signing in lands on the admin dashboard, whose guard then sends them on.
    expect(entryPathFor(unset)).toBe('/admin/dashboard');
  });

  it('never concerns developers', () => {
    const developer = { ...admin, role: 'DEVELOPER', twoFactorSetupRequired: true };
    expect(accessRedirect('admin', developer)).toBe('/apps');
  });
});

describe('readableTotpSecret', () => {
  it('reads the secret of an otpauth address in groups of four', () => {
    const uri =
      'otpauth://totp/VMU%20Pro%20Developers:dev%40example.com?secret=JBSWY3DPEHPK3PXPJBSW&issuer=VMU';
    expect(readableTotpSecret(uri)).toBe('JBSW Y3DP EHPK 3PXP JBSW');
  });

  it('is null for an address without a base32 secret', () => {
    expect(readableTotpSecret('not a uri')).toBeNull();
    expect(readableTotpSecret('otpauth://totp/x?secret=not-base32!')).toBeNull();
    expect(readableTotpSecret('otpauth://totp/x')).toBeNull();
  });
});
