import type { AuthProvider } from '../../graphql/generated/types.generated';

/** One of a user's better-auth accounts as the profile lists it: the way in and when it came. */
export type SignInMethodMapper = { provider: AuthProvider; linkedAt: Date };
