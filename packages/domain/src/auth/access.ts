import { ACCESS_PATHS } from './paths';
import { isAdmin } from './roles';

// Route gating of SPEC sections 2, 4 and 6 in one pure function: the web guards call it, and
// the journeys test its table.

export type RouteGroup = 'guest' | 'onboarding' | 'main' | 'admin';

/** What gating needs to know about the signed-in user (the App user of SPEC section 3). */
export type AccessViewer = {
  role?: string | null;
  /** email, github or google (any case). */
  provider?: string | null;
  isEmailVerified: boolean;
  onboardingCompleted: boolean;
  accountVerified: boolean;
};

/** Where a signed-in user belongs: the admin dashboard for admins, the dashboard otherwise. */
export function homePathFor(viewer: { role?: string | null }): string {
  return isAdmin(viewer) ? ACCESS_PATHS.adminDashboard : ACCESS_PATHS.dashboard;
}

/** Social users count as verified; email users only once the code is confirmed. */
export function needsEmailVerification(viewer: AccessViewer): boolean {
  return (viewer.provider ?? 'email').toLowerCase() === 'email' && !viewer.isEmailVerified;
}

/** The path to send this visitor to before showing a route of `group`, or null to show it. */
export function accessRedirect(group: RouteGroup, viewer: AccessViewer | null): string | null {
  if (group === 'guest') return viewer ? homePathFor(viewer) : null;
  if (!viewer) return ACCESS_PATHS.login;
  if (needsEmailVerification(viewer)) return ACCESS_PATHS.verifyEmail;
  switch (group) {
    case 'onboarding':
      // Staff never onboard: an admin's developer profile would make them a pending developer.
      return isAdmin(viewer) ? ACCESS_PATHS.adminDashboard : null;
    case 'admin':
      return isAdmin(viewer) ? null : ACCESS_PATHS.apps;
    case 'main':
      // Admins are staff, not developers: they have no onboarding or account review.
      if (isAdmin(viewer)) return null;
      if (!viewer.onboardingCompleted) return ACCESS_PATHS.onboarding;
      if (!viewer.accountVerified) return ACCESS_PATHS.pendingVerification;
      return null;
  }
}

/**
 * Where a visitor goes once their session is known (after sign-in, email verification, the
 * OAuth callback, or opening a page that is not theirs any more): the first gate of the main
 * area they have not passed, else their home.
 */
export function entryPathFor(viewer: AccessViewer | null): string {
  if (!viewer) return ACCESS_PATHS.login;
  return accessRedirect('main', viewer) ?? homePathFor(viewer);
}
