import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ACCOUNT_ACTIONS,
  ALREADY_ADMIN_MESSAGE,
  ALREADY_SUSPENDED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  NOT_ADMIN_MESSAGE,
  NOT_SUSPENDED_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  STAFF_REASON_REQUIRED,
  STAFF_REASON_TOO_LONG,
  STORE_ACCOUNT_ADMIN_MESSAGE,
  SUSPENDED_ADMIN_MESSAGE,
  StaffReasonSchema,
  USERS_LIMIT_OUT_OF_RANGE,
  USER_SEARCH_TOO_LONG,
  UserSearchSchema,
  UsersLimitSchema,
  accountActionRefusal,
  DELETED_ACCOUNT_MESSAGE,
  type AccountActionTarget,
} from './user-management';

const admin = (id: string, suspended = false): AccountActionTarget => ({
  id,
  role: 'admin',
  suspended,
  deleted: false,
});
const developer = (id: string, suspended = false): AccountActionTarget => ({
  id,
  role: 'developer',
  suspended,
  deleted: false,
});

describe('accountActionRefusal', () => {
  it('refuses every action on a deleted account, whatever else is true of it', () => {
    for (const action of ACCOUNT_ACTIONS) {
      for (const target of [developer('d'), developer('d', true), admin('a'), admin('me')]) {
        expect(accountActionRefusal(action, 'me', { ...target, deleted: true }, 5)).toBe(
          DELETED_ACCOUNT_MESSAGE,
        );
      }
    }
  });
  it('never lets staff act on their own account', () => {
    for (const action of ['grantAdmin', 'revokeAdmin', 'suspend', 'restore'] as const) {
      expect(accountActionRefusal(action, 'me', admin('me'), 5)).toBe(OWN_ACCOUNT_MESSAGE);
    }
  });

  it('never removes the last active admin, by revoking or suspending', () => {
    expect(accountActionRefusal('revokeAdmin', 'me', admin('other'), 1)).toBe(LAST_ADMIN_MESSAGE);
    expect(accountActionRefusal('suspend', 'me', admin('other'), 1)).toBe(LAST_ADMIN_MESSAGE);
    expect(accountActionRefusal('revokeAdmin', 'me', admin('other'), 2)).toBeNull();
    expect(accountActionRefusal('suspend', 'me', admin('other'), 2)).toBeNull();
  });

  it('lets a suspended admin lose the role even when one active admin is left', () => {
    expect(accountActionRefusal('revokeAdmin', 'me', admin('other', true), 1)).toBeNull();
  });

  it('makes only active developer accounts admins', () => {
    expect(accountActionRefusal('grantAdmin', 'me', developer('d'), 1)).toBeNull();
    expect(accountActionRefusal('grantAdmin', 'me', admin('a'), 1)).toBe(ALREADY_ADMIN_MESSAGE);
    expect(
      accountActionRefusal(
        'grantAdmin',
        'me',
        { id: 'c', role: 'customer', suspended: false, deleted: false },
        1,
      ),
    ).toBe(STORE_ACCOUNT_ADMIN_MESSAGE);
    expect(accountActionRefusal('grantAdmin', 'me', developer('d', true), 1)).toBe(
      SUSPENDED_ADMIN_MESSAGE,
    );
    expect(accountActionRefusal('revokeAdmin', 'me', developer('d'), 2)).toBe(NOT_ADMIN_MESSAGE);
  });

  it('suspends only active accounts and restores only suspended ones', () => {
    expect(accountActionRefusal('suspend', 'me', developer('d'), 1)).toBeNull();
    expect(accountActionRefusal('suspend', 'me', developer('d', true), 1)).toBe(
      ALREADY_SUSPENDED_MESSAGE,
    );
    expect(accountActionRefusal('restore', 'me', developer('d', true), 1)).toBeNull();
    expect(accountActionRefusal('restore', 'me', developer('d'), 1)).toBe(NOT_SUSPENDED_MESSAGE);
  });
});

describe('StaffReasonSchema', () => {
  it('needs a reason that is not blank, trimmed, at most 1000 characters', () => {
    expect(z.safeParse(StaffReasonSchema, '  Spam apps  ').data).toBe('Spam apps');
    expect(z.safeParse(StaffReasonSchema, '   ').error?.issues[0]?.message).toBe(
      STAFF_REASON_REQUIRED,
    );
    expect(z.safeParse(StaffReasonSchema, 'x'.repeat(1000)).success).toBe(true);
    expect(z.safeParse(StaffReasonSchema, 'x'.repeat(1001)).error?.issues[0]?.message).toBe(
      STAFF_REASON_TOO_LONG,
    );
  });
});

describe('the users list input', () => {
  it('trims the search and caps it at 100 characters', () => {
    expect(z.parse(UserSearchSchema, undefined)).toBe('');
    expect(z.parse(UserSearchSchema, '  ada@example.com ')).toBe('ada@example.com');
    expect(z.safeParse(UserSearchSchema, 'a'.repeat(101)).error?.issues[0]?.message).toBe(
      USER_SEARCH_TOO_LONG,
    );
  });

  it('pages 50 by default, 1 to 100', () => {
    expect(z.parse(UsersLimitSchema, undefined)).toBe(50);
    expect(z.parse(UsersLimitSchema, 100)).toBe(100);
    for (const bad of [0, 101, 2.5]) {
      expect(z.safeParse(UsersLimitSchema, bad).error?.issues[0]?.message).toBe(
        USERS_LIMIT_OUT_OF_RANGE,
      );
    }
  });
});
