import { ACCESS_PATHS } from './paths';
import { isAdmin, isCustomer } from './roles';
import { storeReturnPath } from './return-path';

// Route gating (docs/product.md, "Access to the main area", "Roles and permissions") in one pure
// function: the web guards call it, and the journeys test its table.

/**
 * guest: signed out only; own-account: any signed-in account, its email verified or not (its
 * own profile: password, sign-in methods, two-factor, sessions, data, deletion; decision
 * 0050); account: any signed-in account with a verified email (a store account's purchases);
 * onboarding, main: developers; admin: staff.
 */
export type RouteGroup = 'guest' | 'own-account' | 'account' | 'onboarding' | 'main' | 'admin';

/**
 * What gating needs to know about the signed-in user (the App user of docs/product.md, "App user").
 */
export type AccessViewer = {
  role?: string | null;
  /** email, github or google (any case). */
  provider?: string | null;
  isEmailVerified: boolean;
  onboardingCompleted: boolean;
  accountVerified: boolean;
  /** Staff who must use two-factor sign-in and have not turned it on yet (decision 0046). */
  twoFactorSetupRequired?: boolean;
};

/**
 * Where a signed-in user belongs: the admin dashboard for admins, their purchases for a store
 * account, the dashboard for developers.
 */
export function homePathFor(viewer: { role?: string | null }): string {
  if (isAdmin(viewer)) return ACCESS_PATHS.adminDashboard;
  if (isCustomer(viewer)) return ACCESS_PATHS.purchases;
  return ACCESS_PATHS.dashboard;
}

/** Social users count as verified; email users only once the code is confirmed. */
export function needsEmailVerification(viewer: AccessViewer): boolean {
  return (viewer.provider ?? 'email').toLowerCase() === 'email' && !viewer.isEmailVerified;
}

/** The path to send this visitor to before showing a route of `group`, or null to show it. */
export function accessRedirect(group: RouteGroup, viewer: AccessViewer | null): string | null {
  if (group === 'guest') return viewer ? homePathFor(viewer) : null;
  if (!viewer) return ACCESS_PATHS.login;
  // Someone who signed up on a shared computer can end that session before verifying.
  if (group === 'own-account') return null;
  if (needsEmailVerification(viewer)) return ACCESS_PATHS.verifyEmail;
  switch (group) {
    case 'account':
      return null;
    case 'onboarding':
      // Staff never onboard: an admin's developer profile would make them a pending developer.
      // A store account becomes a developer first (its role changes), then onboards.
      return isAdmin(viewer) || isCustomer(viewer) ? homePathFor(viewer) : null;
    case 'admin':
      if (isAdmin(viewer))
        return viewer.twoFactorSetupRequired ? ACCESS_PATHS.twoFactorSetup : null;
      return isCustomer(viewer) ? homePathFor(viewer) : ACCESS_PATHS.apps;
    case 'main':
      // The developer areas are not a store account's.
      if (isCustomer(viewer)) return homePathFor(viewer);
      // Admins are staff, not developers: they have no onboarding or account review.
      if (isAdmin(viewer)) return null;
      if (!viewer.onboardingCompleted) return ACCESS_PATHS.onboarding;
      if (!viewer.accountVerified) return ACCESS_PATHS.pendingVerification;
      return null;
  }
}

/**
 * Where a visitor goes once their session is known (after sign-in, email verification, the
 * OAuth callback, or opening a page that is not theirs any more): back to the store page that
 * sent them to sign in (`returnTo`, a store path only) once their email counts as verified;
 * otherwise the first gate of the main area they have not passed, else their home.
 */
export function entryPathFor(viewer: AccessViewer | null, returnTo?: string | null): string {
  if (!viewer) return ACCESS_PATHS.login;
  const storePage = storeReturnPath(returnTo);
  if (storePage && accessRedirect('account', viewer) === null) return storePage;
  return accessRedirect('main', viewer) ?? homePathFor(viewer);
}

/**
 * Whether the account's API tokens may act (decision 0043): a developer of the main area (a
 * verified email and a developer account staff verified), never a store account or staff.
 */
export function holdsApiTokens(viewer: AccessViewer): boolean {
  return !isAdmin(viewer) && !isCustomer(viewer) && accessRedirect('main', viewer) === null;
}
