import type { MercuriusContext } from 'mercurius';
import type { ViewerMapper } from '../modules/accounts/schema.mappers';

export type GraphQLContext = MercuriusContext & {
  /** The signed-in user from the better-auth session cookie, or null. */
  viewer: ViewerMapper | null;
};
