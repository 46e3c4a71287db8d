import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

// Paths owned by the API: never answered with the web app, even for a browser.
const API_PATH = /^\/(graphql|graphiql|healthz|readyz)(\/|$)|^\/api(\/|$)/;

// A client route is a GET for a path without a file extension, whatever the client accepts
// (a deep link from curl or a crawler gets the page too); a missing /assets/x.js stays a 404.
function isClientRoute(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && !API_PATH.test(pathname);
}

/**
 * Serves the built web app: hashed files under /assets/ are cached forever, everything else
 * is revalidated, and browser navigations to client routes get index.html (history fallback).
 * Registers the app's not-found handler, so it goes last.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      cacheControl: false,
      // The web build ships .br and .gz copies of every text asset (vite-plugin-compression2).
      preCompressed: true,
      index: ['index.html'],
      setHeaders(reply, filePath) {
        const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          relative.startsWith('assets/') ? IMMUTABLE_CACHE : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      `No web app build found (${path.join(webDistDir, 'index.html')} is missing): ` +
        'the API runs, pages do not. Run `npm run build` or set WEB_DIST_DIR.',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isClientRoute(request, pathname)) {
      if (hasWebApp) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm run build`, then restart the server.');
    }
    return reply.code(404).send({
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${pathname} not found` },
    });
  });
}
