import type { Role } from '../../db/schema/accounts';

/** The session user as better-auth returns it; resolvers map it to the GraphQL Viewer. */
export type ViewerMapper = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
};
