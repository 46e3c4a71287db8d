import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { CLIENT_IP_HEADER, type Auth } from '../modules/accounts/auth';

/** better-auth's handler speaks Fetch; this route adapts Fastify's request and reply to it. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, publicUrl: string): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
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

      reply.code(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}
