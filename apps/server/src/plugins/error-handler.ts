import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@vmu/domain';
import { extensionsOf, INTERNAL_ERROR_MESSAGE, isAppError } from '../errors';

/** The body of every error this handler sends (the domain's contract, contracts/refusal.ts). */
export type ErrorBody = ApiError;

/**
 * One place decides what an error tells the client: expected ones (AppError, and Fastify's
 * own 4xx such as a malformed body) keep code and message; the rest are logged and masked.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
