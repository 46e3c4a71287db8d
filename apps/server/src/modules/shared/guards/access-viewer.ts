import { isOnboardingCompleted, type AccessViewer } from '@vmu/domain';
import type { ViewerMapper } from '../viewer';

/**
 * The session user as the domain's access rule reads it (packages/domain auth/access.ts), so the
 * GraphQL guards and the Viewer the web gates on apply one rule instead of restating it.
 */
export function accessViewerOf(viewer: ViewerMapper): AccessViewer {
  const { developer } = viewer;
  return {
    role: viewer.role,
    provider: viewer.provider,
    // Social users count as verified (docs/product.md, "Signed-in state"); email users when they
    // confirmed the code.
    isEmailVerified: viewer.provider !== 'email' || viewer.emailVerified,
    onboardingCompleted:
      !!developer && isOnboardingCompleted(developer.completedSteps, developer.developerStatus),
    accountVerified: developer?.developerStatus === 'verified',
    twoFactorSetupRequired: viewer.twoFactorSetupRequired,
  };
}
