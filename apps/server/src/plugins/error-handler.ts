import type { FastifyError, FastifyInstance } from 'fastify';
import { answerOutage } from '../db/outage-errors';
import { extensionsOf, INTERNAL_ERROR_MESSAGE, isAppError } from '../errors';
import { GRAPHQL_PATH } from '../graphql/register-graphql';

/**
 * One place decides what an error tells the client: expected ones (AppError, and Fastify's
 * own 4xx such as a malformed body) keep code and message; an outage (the database away, the
 * disk full) is a 503 or 507 with Retry-After; the rest are logged and masked.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const outage = answerOutage(thrown, reply, request.log);
    // An outage met before GraphQL ran (its context reads the session) in GraphQL's own shape.
    if (outage && request.url.split('?')[0] === GRAPHQL_PATH) {
      return reply.code(outage.statusCode).send({
        data: null,
        errors: [{ message: outage.message, extensions: extensionsOf(outage) }],
      });
    }
    const error = outage ?? thrown;
    if (isAppError(error)) {
      return reply
        .code(error.statusCode)
        .send({ error: { ...extensionsOf(error), message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply
        .code(status)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send({ error: { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE } });
  });
}
