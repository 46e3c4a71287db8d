import * as z from 'zod/mini';
import { AUDIT_REASON_MAX_LENGTH } from '../audit-log/audit-log';
import type { DeveloperStatus } from '../developers';
import { ADMIN_LIST_PAGE_SIZE } from '../limits';
import { maxGraphemes, tooLongMessage } from '../text-length';
import type { Role } from '../auth/roles';

// Staff managing accounts (decision 0048): the /admin/users list and its filters,
// granting and revoking admin, suspending and restoring an account. The server applies these
// rules inside the transaction that locks the admins; the screen uses them to offer only what
// the server would allow.

/** The users list's pages: 50 by default, at most the admin page size. */
export const USERS_PAGE = { defaultLimit: 50, maxLimit: ADMIN_LIST_PAGE_SIZE } as const;

export const USERS_LIMIT_OUT_OF_RANGE = `The limit must be a whole number from 1 to ${USERS_PAGE.maxLimit}.`;

export const UsersLimitSchema = z._default(
  z
    .int({ error: USERS_LIMIT_OUT_OF_RANGE })
    .check(
      z.gte(1, { error: USERS_LIMIT_OUT_OF_RANGE }),
      z.lte(USERS_PAGE.maxLimit, { error: USERS_LIMIT_OUT_OF_RANGE }),
    ),
  USERS_PAGE.defaultLimit,
);

export const USER_SEARCH_MAX_LENGTH = 100;
export const USER_SEARCH_TOO_LONG = tooLongMessage('Search', USER_SEARCH_MAX_LENGTH);

/** The search box: part of a name or an email, trimmed; empty means no search. */
export const UserSearchSchema = z._default(
  z.string().check(z.trim(), maxGraphemes(USER_SEARCH_MAX_LENGTH, USER_SEARCH_TOO_LONG)),
  '',
);

/**
 * The status filter: suspended accounts, or a developer's review status. 'NOT_STARTED' is an
 * account that never finished onboarding (no developer status yet).
 */
export const USER_STATUS_FILTERS = [
  'SUSPENDED',
  'PENDING',
  'VERIFIED',
  'REJECTED',
  'NOT_STARTED',
] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const USER_STATUS_FILTER_LABELS: Record<UserStatusFilter, string> = {
  SUSPENDED: 'Suspended',
  PENDING: 'Awaiting review',
  VERIFIED: 'Verified',
  REJECTED: 'Rejected',
  NOT_STARTED: 'Onboarding not finished',
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  developer: 'Developer',
  customer: 'Store account',
};

export const DEVELOPER_STATUS_LABELS: Record<DeveloperStatus, string> = {
  pending: 'Awaiting review',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** A staff action on an account. */
export const ACCOUNT_ACTIONS = ['grantAdmin', 'revokeAdmin', 'suspend', 'restore'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export const STAFF_REASON_REQUIRED = 'Please give a reason.';
export const STAFF_REASON_TOO_LONG = tooLongMessage('Reason', AUDIT_REASON_MAX_LENGTH);

/** Every action on an account says why: the reason goes to the audit log (and to the mail). */
export const StaffReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: STAFF_REASON_REQUIRED, abort: true }),
    maxGraphemes(AUDIT_REASON_MAX_LENGTH, STAFF_REASON_TOO_LONG),
  );

/** What a suspended account is told when it tries to sign in, whichever way. */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account has been suspended. Check your email for the reason, or contact support.';
/** What a suspended developer's API token answers. */
export const API_TOKEN_OWNER_SUSPENDED =
  "This token's account has been suspended. It works again if the account is restored.";

export const OWN_ACCOUNT_MESSAGE =
  'You cannot change your own admin access or suspend your own account. Ask another admin.';
export const LAST_ADMIN_MESSAGE =
  'This is the last active admin. Make someone else an admin first.';
export const ALREADY_ADMIN_MESSAGE = 'This account is already an admin.';
export const NOT_ADMIN_MESSAGE = 'This account is not an admin.';
export const STORE_ACCOUNT_ADMIN_MESSAGE =
  'A store account cannot be made an admin. Only developer accounts can.';
export const SUSPENDED_ADMIN_MESSAGE =
  'A suspended account cannot be made an admin. Restore it first.';
export const ALREADY_SUSPENDED_MESSAGE = 'This account is already suspended.';
export const NOT_SUSPENDED_MESSAGE = 'This account is not suspended.';
/** Every staff action on a deleted account is refused with this (decision 0058). */
export const DELETED_ACCOUNT_MESSAGE =
  'This account was deleted. Staff cannot change a deleted account.';
/** The same for an app or an update of a deleted account. */
export const DEVELOPER_DELETED_MESSAGE =
  "This app's developer deleted their account. Staff cannot act on a deleted account's apps.";

/** What a rule reads of the account acted on, read under the admins' lock. */
export type AccountActionTarget = {
  id: string;
  role: Role;
  suspended: boolean;
  /** The holder deleted the account: nothing is left to act on (decision 0058). */
  deleted: boolean;
};

/**
 * Why staff may not take this action on this account, or null when they may (decision 0048):
 * never on oneself; never leaving the portal without an active admin (a suspended admin cannot
 * sign in, so does not count); only developer accounts become admins, and not while suspended;
 * nothing on a deleted account (decision 0058).
 * `activeAdmins` counts admins who are not suspended, the target included.
 */
export function accountActionRefusal(
  action: AccountAction,
  actorId: string,
  target: AccountActionTarget,
  activeAdmins: number,
): string | null {
  if (target.deleted) return DELETED_ACCOUNT_MESSAGE;
  if (target.id === actorId) return OWN_ACCOUNT_MESSAGE;
  const removesAnActiveAdmin = target.role === 'admin' && !target.suspended;
  switch (action) {
    case 'grantAdmin':
      if (target.role === 'admin') return ALREADY_ADMIN_MESSAGE;
      if (target.role === 'customer') return STORE_ACCOUNT_ADMIN_MESSAGE;
      if (target.suspended) return SUSPENDED_ADMIN_MESSAGE;
      return null;
    case 'revokeAdmin':
      if (target.role !== 'admin') return NOT_ADMIN_MESSAGE;
      return removesAnActiveAdmin && activeAdmins <= 1 ? LAST_ADMIN_MESSAGE : null;
    case 'suspend':
      if (target.suspended) return ALREADY_SUSPENDED_MESSAGE;
      return removesAnActiveAdmin && activeAdmins <= 1 ? LAST_ADMIN_MESSAGE : null;
    case 'restore':
      return target.suspended ? null : NOT_SUSPENDED_MESSAGE;
  }
}
