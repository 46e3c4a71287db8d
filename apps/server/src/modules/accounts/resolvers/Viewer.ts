import type { ViewerResolvers } from './../../../graphql/generated/types.generated.js';
import { accessViewerOf } from '../../shared/guards/access-viewer';

const ROLE_TO_GRAPHQL = { developer: 'DEVELOPER', admin: 'ADMIN', customer: 'CUSTOMER' } as const;
const PROVIDER_TO_GRAPHQL = { email: 'EMAIL', github: 'GITHUB', google: 'GOOGLE' } as const;

export const Viewer: Pick<
  ViewerResolvers,
  | 'accountType'
  | 'accountVerified'
  | 'ageVerified'
  | 'avatar'
  | 'businessName'
  | 'createdAt'
  | 'developerStatus'
  | 'email'
  | 'emailVerified'
  | 'id'
  | 'isEmailVerified'
  | 'name'
  | 'onboardingCompleted'
  | 'provider'
  | 'role'
> = {
  name: ({ name, email }) => name.trim() || email.split('@')[0] || email,
  role: ({ role }) => ROLE_TO_GRAPHQL[role],
  provider: ({ provider }) => PROVIDER_TO_GRAPHQL[provider],
  // What the web's access guards read, as the server's guards read it (no profile: defaults).
  isEmailVerified: (viewer) => accessViewerOf(viewer).isEmailVerified,
  onboardingCompleted: (viewer) => accessViewerOf(viewer).onboardingCompleted,
  accountVerified: (viewer) => accessViewerOf(viewer).accountVerified,
  businessName: ({ developer }) => developer?.businessName ?? null,
  accountType: ({ developer }) => developer?.accountType ?? null,
  developerStatus: ({ developer }) => developer?.developerStatus ?? null,
  ageVerified: ({ developer }) => developer?.ageVerified ?? false,
  avatar: ({ image }) => image,
  createdAt: ({ createdAt }) => createdAt.toISOString(),
};
