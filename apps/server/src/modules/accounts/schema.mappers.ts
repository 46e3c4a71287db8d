import type { Role } from '../../db/schema/accounts';

export type SignInProvider = 'email' | 'github' | 'google';

/** The session user as better-auth returns it; resolvers map it to the GraphQL Viewer. */
export type ViewerMapper = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  provider: SignInProvider;
  image: string | null;
  createdAt: Date;
};
