import type { AuthProvider } from '@/lib/graphql/graphql';

/** How the shell and the profile name a sign-in provider ('Signed in with GitHub'). */
export const providerLabels: Record<AuthProvider, string> = {
  EMAIL: 'Email',
  GITHUB: 'GitHub',
  GOOGLE: 'Google',
};
