import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLContext } from '../../graphql/context';

/** What services log through; the request's logger, so a line carries its request id. */
export type ServiceLog = { error(obj: object, message: string): void };

/** The request's logger (the app's when a resolver runs outside an HTTP reply). */
export const requestLogOf = (ctx: GraphQLContext): FastifyBaseLogger =>
  ctx.reply?.log ?? ctx.app.log;
