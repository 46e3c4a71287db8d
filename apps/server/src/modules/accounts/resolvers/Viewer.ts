import type { ViewerResolvers } from './../../../graphql/generated/types.generated.js';

const ROLE_TO_GRAPHQL = { developer: 'DEVELOPER', admin: 'ADMIN' } as const;
const PROVIDER_TO_GRAPHQL = { email: 'EMAIL', github: 'GITHUB', google: 'GOOGLE' } as const;

// The developer-profile fields answer "no profile yet" until the onboarding module (issue 4)
// stores one: onboarding incomplete, account not verified.
export const Viewer: ViewerResolvers = {
  name: ({ name, email }) => name.trim() || email.split('@')[0] || email,
  role: ({ role }) => ROLE_TO_GRAPHQL[role],
  provider: ({ provider }) => PROVIDER_TO_GRAPHQL[provider],
  // SPEC section 4: social users count as verified; email users when they confirmed the code.
  isEmailVerified: ({ provider, emailVerified }) => provider !== 'email' || emailVerified,
  onboardingCompleted: () => false,
  accountVerified: () => false,
  businessName: () => null,
  accountType: () => null,
  developerStatus: () => null,
  ageVerified: () => false,
  avatar: ({ image }) => image,
  createdAt: ({ createdAt }) => createdAt.toISOString(),
};
