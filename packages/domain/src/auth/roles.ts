// Roles (docs/product.md, "Roles and permissions"), and the store's customers (decision 0038:
// an account that buys and downloads apps, with no developer onboarding). The server stores them
// lower-case and GraphQL sends the enum upper-case, so every helper compares case-insensitively.
export const ROLES = ['developer', 'admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'developer';

export type HasRole = { role?: string | null } | null | undefined;

/** The user's role; a missing or unknown role attribute counts as developer. */
export function roleOf(user: HasRole): Role {
  const role = user?.role?.toLowerCase();
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : DEFAULT_ROLE;
}

export function hasRole(user: HasRole, role: Role): boolean {
  return user != null && roleOf(user) === role;
}

export function hasAnyRole(user: HasRole, roles: readonly Role[]): boolean {
  return user != null && roles.includes(roleOf(user));
}

export function isAdmin(user: HasRole): boolean {
  return hasRole(user, 'admin');
}

export function isDeveloper(user: HasRole): boolean {
  return hasRole(user, 'developer');
}

/** What a store account is told by a developer area, in the web app and through the API. */
export const STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE =
  'This is a store account. Become a developer from My Purchases to publish apps.';

/** A store account: buys and downloads apps; the developer areas are not theirs. */
export function isCustomer(user: HasRole): boolean {
  return hasRole(user, 'customer');
}
