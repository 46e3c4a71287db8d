import type { Database } from '../../db/client';
import type { GraphQLContext } from '../../graphql/context';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { requestLogOf, type ServiceLog } from './request-log';

/**
 * What a service needs that records a decision and mails the person it concerns in the same
 * transaction (developer review, app review): the database, the job queue the mail goes
 * through, and the addresses the mail links to.
 */
export type MailingDeps = {
  db: Database;
  jobs: JobQueue;
  log: ServiceLog;
  publicUrl: string;
  supportEmail: string;
};

/** The mailing services' dependencies from the request context. */
export function mailingDepsOf(ctx: GraphQLContext): MailingDeps {
  return {
    db: ctx.db,
    jobs: ctx.jobs,
    log: requestLogOf(ctx),
    publicUrl: ctx.publicUrl,
    supportEmail: ctx.supportEmail,
  };
}
