import { isAdmin, needsEmailVerification, type AccessViewer } from '@vmu/domain';
import { paths } from '@/config/paths';

/**
 * Where /auth/callback sends the user once the session is loaded (SPEC section 2). The spec's
 * /auth/pending-verification does not exist; an unverified email is confirmed at /verify-email.
 */
export function callbackDestination(viewer: AccessViewer | null): string {
  if (!viewer) return paths.login;
  if (needsEmailVerification(viewer)) return paths.verifyEmail;
  if (isAdmin(viewer)) return paths.admin.dashboard;
  if (!viewer.onboardingCompleted) return paths.onboarding;
  return paths.dashboard;
}
