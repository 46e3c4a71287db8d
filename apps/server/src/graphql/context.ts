import type { MercuriusContext } from 'mercurius';
import type { Database } from '../db/client';
import type { AuthProviders } from '../modules/accounts/auth';
import type { ViewerMapper } from '../modules/accounts/schema.mappers';

export type GraphQLContext = MercuriusContext & {
  /** The signed-in user from the better-auth session cookie, or null. */
  viewer: ViewerMapper | null;
  db: Database;
  /** Social providers configured on this server. */
  authProviders: AuthProviders;
};
