import type { SignInMethod } from '@vmu/domain';
import type { AuthProvider } from '../../graphql/generated/types.generated';

// better-auth names a password account 'credential' and a social one by its provider id.
const BY_PROVIDER_ID: Record<string, SignInMethod> = {
  credential: 'password',
  github: 'github',
  google: 'google',
};

export const PROVIDER_ID_OF: Record<SignInMethod, string> = {
  password: 'credential',
  github: 'github',
  google: 'google',
};

export const GRAPHQL_PROVIDER_OF: Record<SignInMethod, AuthProvider> = {
  password: 'EMAIL',
  github: 'GITHUB',
  google: 'GOOGLE',
};

export const METHOD_OF_GRAPHQL_PROVIDER: Record<AuthProvider, SignInMethod> = {
  EMAIL: 'password',
  GITHUB: 'github',
  GOOGLE: 'google',
};

/** The sign-in method of a better-auth account row; null for a provider this portal does not offer. */
export function signInMethodOf(providerId: string): SignInMethod | null {
  return Object.hasOwn(BY_PROVIDER_ID, providerId) ? (BY_PROVIDER_ID[providerId] ?? null) : null;
}
