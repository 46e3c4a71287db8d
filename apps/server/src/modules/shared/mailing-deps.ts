import type { GraphQLContext } from '../../graphql/context';
import type { ReviewDeps } from '../developer-review/services/approve-developer-account';

/** What the review services need from the request context; logs go to the request's logger. */
export function reviewDepsOf(ctx: GraphQLContext): ReviewDeps {
  return {
    db: ctx.db,
    jobs: ctx.jobs,
    log: ctx.reply?.log ?? ctx.app.log,
    publicUrl: ctx.publicUrl,
    supportEmail: ctx.supportEmail,
  };
}
