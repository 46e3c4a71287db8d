// Roles of SPEC section 6. The server stores them lower-case and GraphQL sends the enum
// upper-case, so every helper compares case-insensitively.
export const ROLES = ['developer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'developer';

export type HasRole = { role?: string | null } | null | undefined;

/** The user's role; a missing or unknown role attribute counts as developer. */
export function roleOf(user: HasRole): Role {
  const role = user?.role?.toLowerCase();
  return role === 'admin' ? 'admin' : DEFAULT_ROLE;
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
