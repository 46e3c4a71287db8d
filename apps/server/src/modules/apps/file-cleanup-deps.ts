import type { GraphQLContext } from '../../graphql/context';
import { requestLogOf } from '../shared/request-log';
import type { FileCleanupDeps } from './services/remove-unreferenced-files';

/** What services that remove files need from the request; logs go to the request's logger. */
export const fileCleanupDepsOf = (ctx: GraphQLContext): FileCleanupDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  log: requestLogOf(ctx),
});
