import { describe, expect, it } from 'vitest';
import { hasAnyRole, hasRole, isAdmin, isCustomer, isDeveloper, roleOf } from './roles';

describe('roles', () => {
  it('defaults to developer when the role attribute is missing or unknown', () => {
    expect(roleOf({})).toBe('developer');
    expect(roleOf({ role: null })).toBe('developer');
    expect(roleOf({ role: 'superuser' })).toBe('developer');
  });
  it('reads the stored lower-case role and the GraphQL upper-case enum alike', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'ADMIN' })).toBe(true);
    expect(isDeveloper({ role: 'DEVELOPER' })).toBe(true);
    expect(isDeveloper({ role: 'ADMIN' })).toBe(false);
    expect(isCustomer({ role: 'CUSTOMER' })).toBe(true);
    expect(roleOf({ role: 'customer' })).toBe('customer');
    expect(isDeveloper({ role: 'customer' })).toBe(false);
  });
  it('gives nobody a role while signed out', () => {
    expect(isDeveloper(null)).toBe(false);
    expect(hasRole(undefined, 'developer')).toBe(false);
    expect(hasAnyRole(null, ['developer', 'admin'])).toBe(false);
  });
  it('matches any of several roles', () => {
    expect(hasAnyRole({ role: 'admin' }, ['developer', 'admin'])).toBe(true);
    expect(hasAnyRole({ role: 'developer' }, ['admin'])).toBe(false);
  });
});
