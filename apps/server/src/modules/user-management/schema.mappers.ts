import type { AdminUserRow } from './services/list-users';

/** An account as the users list reads it (list-users.ts); AdminUser maps role and suspension. */
export type AdminUserMapper = AdminUserRow;
