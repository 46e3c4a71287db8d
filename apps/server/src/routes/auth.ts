import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { answerOutage } from '../db/outage-errors';
import { extensionsOf, isAppError } from '../errors';
import { CLIENT_IP_HEADER, type Auth } from '../modules/accounts';
import { withoutSessionTokens } from './without-session-tokens';
import {
  INVALID_ORIGIN_CODE,
  invalidOriginMessage,
  requireTrustedOrigin,
} from '../plugins/trusted-origins';

/** better-auth's error body: the web's auth client reads `code` and `message` at the top. */
type AuthErrorBody = { code?: unknown; message?: unknown };

/** better-auth's 403 'Invalid origin' says where to go instead; every other answer passes as is. */
function explainRefusedOrigin(status: number, text: string, publicUrl: string): string {
  if (status !== 403) return text;
  let body: AuthErrorBody;
  try {
    body = JSON.parse(text) as AuthErrorBody;
  } catch {
    return text;
  }
  if (body?.code !== INVALID_ORIGIN_CODE) return text;
  return JSON.stringify({ ...body, message: invalidOriginMessage(publicUrl) });
}

/** A JSON answer without the session tokens better-auth puts in it (without-session-tokens.ts). */
function withoutTokensInJson(contentType: string | null, text: string): string {
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.stringify(withoutSessionTokens(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** better-auth's handler speaks Fetch; this route adapts Fastify's request and reply to it. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  publicUrl: string,
  /** plugins/trusted-origins.ts: the same pages /graphql and the upload routes accept. */
  trustedOrigins: readonly string[],
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // Refusals before better-auth runs (e.g. control characters, plugins/refuse-unsafe-text.ts)
    // and outages better-auth throws (auth.ts: onAPIError) in better-auth's own shape, so the
    // screens show them like its own.
    errorHandler(thrown, request, reply) {
      const error = answerOutage(thrown, reply, request.log) ?? thrown;
      if (!isAppError(error)) throw error;
      // Sent, not returned: a reply is thenable, and the hook's answer is not awaited.
      void reply.code(error.statusCode).send({ ...extensionsOf(error), message: error.message });
    },
    async handler(request, reply) {
      // better-auth checks Origin only on requests with cookies (and never under NODE_ENV=test),
      // and logs each refusal as an error: a page of another site is refused here, the same
      // way as on /graphql, and logged as what it is, a refused request.
      if (request.method === 'POST') requireTrustedOrigin(request, trustedOrigins, publicUrl);
      const headers = fromNodeHeaders(request.headers);
      // request.ip honours TRUST_PROXY; a client-sent value of this header is never trusted.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const body =
        request.method === 'GET' || request.body === undefined
          ? undefined
          : typeof request.body === 'string'
            ? request.body
            : JSON.stringify(request.body);
      const response = await auth.handler(
        new Request(new URL(request.url, publicUrl), { method: request.method, headers, body }),
      );

      if (response.status >= 500) {
        request.log.error({ status: response.status }, 'better-auth answered with a server error');
      }
      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send(null);
      const text = withoutTokensInJson(response.headers.get('content-type'), await response.text());
      return reply.send(explainRefusedOrigin(response.status, text, publicUrl));
    },
  });
}
