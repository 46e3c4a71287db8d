import { isOnboardingCompleted } from '@vmu/domain';
import type { ViewerResolvers } from './../../../graphql/generated/types.generated.js';

const ROLE_TO_GRAPHQL = { developer: 'DEVELOPER', admin: 'ADMIN' } as const;
const PROVIDER_TO_GRAPHQL = { email: 'EMAIL', github: 'GITHUB', google: 'GOOGLE' } as const;

export const Viewer: ViewerResolvers = {
  name: ({ name, email }) => name.trim() || email.split('@')[0] || email,
  role: ({ role }) => ROLE_TO_GRAPHQL[role],
  provider: ({ provider }) => PROVIDER_TO_GRAPHQL[provider],
  // SPEC section 4: social users count as verified; email users when they confirmed the code.
  isEmailVerified: ({ provider, emailVerified }) => provider !== 'email' || emailVerified,
  // The developer fields come from the profile, read with the session (no profile: defaults).
  onboardingCompleted: ({ developer }) =>
    !!developer && isOnboardingCompleted(developer.completedSteps, developer.developerStatus),
  accountVerified: ({ developer }) => developer?.developerStatus === 'verified',
  businessName: ({ developer }) => developer?.businessName ?? null,
  accountType: ({ developer }) => developer?.accountType ?? null,
  developerStatus: ({ developer }) => developer?.developerStatus ?? null,
  ageVerified: ({ developer }) => developer?.ageVerified ?? false,
  avatar: ({ image }) => image,
  createdAt: ({ createdAt }) => createdAt.toISOString(),
};
