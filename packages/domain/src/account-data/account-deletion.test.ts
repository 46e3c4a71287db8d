import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_CONFIRMATION_REQUIRED,
  accountDeletionConfirmed,
  deletedAccountEmail,
  DeleteAccountSchema,
  isDeletedAccountEmail,
} from './account-deletion';
import { accountExportFileName } from './account-archive';

describe('account deletion', () => {
  it('takes the account email typed in any case, with spaces around it', () => {
    expect(accountDeletionConfirmed('  Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(accountDeletionConfirmed('ada@example.co', 'ada@example.com')).toBe(false);
    expect(accountDeletionConfirmed('DELETE', 'ada@example.com')).toBe(false);
  });

  it('needs a confirmation and a six-digit code', () => {
    expect(
      DeleteAccountSchema.safeParse({ confirmation: ' a@b.co ', code: ' 123456 ' }).data,
    ).toEqual({ confirmation: 'a@b.co', code: '123456' });
    const empty = DeleteAccountSchema.safeParse({ confirmation: '  ', code: '123456' });
    expect(empty.error?.issues[0]?.message).toBe(ACCOUNT_DELETION_CONFIRMATION_REQUIRED);
    expect(DeleteAccountSchema.safeParse({ confirmation: 'a@b.co', code: '12345' }).success).toBe(
      false,
    );
    expect(
      DeleteAccountSchema.safeParse({ confirmation: 'x'.repeat(255), code: '123456' }).success,
    ).toBe(false);
  });

  it('gives a deleted account an address that is unique and never delivered', () => {
    expect(deletedAccountEmail('u1')).toBe('deleted-u1@deleted.invalid');
  });

  it('tells a deleted account placeholder address from a real one', () => {
    expect(isDeletedAccountEmail(deletedAccountEmail('AbC123'))).toBe(true);
    expect(isDeletedAccountEmail('deleted-x@example.com')).toBe(false);
    expect(isDeletedAccountEmail('ada@deleted.invalid.example.com')).toBe(false);
  });

  it('names the export by its UTC day', () => {
    expect(accountExportFileName(new Date('2026-11-25T23:59:00Z'))).toBe(
      'vmu-pro-account-2026-11-25.json',
    );
  });
});
