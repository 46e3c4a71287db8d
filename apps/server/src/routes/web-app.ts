import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@vmu/domain';
import { SERVER_RENDERER_DIR } from './store-pages';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

// Paths owned by the API: never answered with the web app, even for a browser.
const API_PATH = /^\/(graphql|graphiql|healthz|readyz)(\/|$)|^\/api(\/|$)/;

/** A source map, however its name is spelt or encoded: never served (decision 0052). */
export const isSourceMap = (pathname: string): boolean => /\.map$/i.test(pathname);

/** Hashed build output: a missing one is a real missing file, whoever asks. */
const BUILD_ASSETS = /^\/assets\//;

/**
 * The public pages the web build prerendered to HTML (decision 0030), by URL path: the build
 * writes the page of /auth/login to prerendered/auth/login.html and that of / to
 * prerendered/index.html (apps/web/src/prerender/prerender-plugin.ts). A page built in
 * variants (one per picture it shows at random: prerendered/auth/login~1.html, ~2, ...) has
 * them all; each visit gets one.
 */
export const PRERENDERED_DIR = 'prerendered';

function prerenderedPages(webDistDir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const root = path.join(webDistDir, PRERENDERED_DIR);
  if (!fs.existsSync(root)) return pages;
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = entry.split(path.sep).join('/');
    if (!file.endsWith('.html')) continue;
    const page = file.slice(0, -'.html'.length).replace(/~\d+$/, '');
    const pathname = page === 'index' ? '/' : `/${page}`;
    pages.set(pathname, [...(pages.get(pathname) ?? []), `${PRERENDERED_DIR}/${file}`]);
  }
  return pages;
}

/**
 * The build folder itself when `webDistDir` is the link the build switches (scripts/build.mjs,
 * decision 0053): resolved once, at start, so this server keeps serving the build it started
 * with (its pages, its hashed assets, its store renderer) while a new one is built and switched
 * to, instead of a mix of two. A missing folder is left as it is (the server says so below).
 */
export function resolveWebDistDir(webDistDir: string): string {
  try {
    return fs.realpathSync(webDistDir);
  } catch {
    return webDistDir;
  }
}

/** Whether the Accept header names HTML itself (a navigation), not only through a wildcard. */
function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    return (type === 'text/html' || type === 'application/xhtml+xml') && !refused;
  });
}

// A client route is a GET outside the API for a path without a file extension, whatever the
// client accepts (a deep link from curl or a crawler gets the page too), or for any path when
// the client asks for HTML: /store/apps/com.example.game and /news/x.y are pages, not files.
// A missing file asked for as a file (a script, an image, /favicon.ico) stays a 404.
function isClientRoute(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PATH.test(pathname) || BUILD_ASSETS.test(pathname)) return false;
  if (isSourceMap(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || acceptsHtml(request);
}

/**
 * Serves the built web app: hashed files under /assets/ are cached forever, everything else
 * is revalidated, and browser navigations to client routes get index.html (history fallback),
 * or the page's prerendered HTML for the public pages the build prerendered. Registers the
 * app's not-found handler, so it goes last.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = fs.existsSync(path.join(webDistDir, 'index.html'));
  const prerendered = hasWebApp ? prerenderedPages(webDistDir) : new Map<string, string[]>();
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      cacheControl: false,
      // The web build ships .br and .gz copies of every text asset (vite-plugin-compression2).
      preCompressed: true,
      // / is a client route like any other (its page may be prerendered): the route below.
      index: false,
      // A route for each file of the build, found once at start, instead of one route for every
      // path: the catch-all checked each request's spelling against the folders' listings
      // (readdir of dist and of its 700 assets per request, about 12% of the server's CPU in
      // the journeys). A path that is no file falls to the not-found handler below either way.
      wildcard: false,
      // The server's renderer of the store pages (store-pages.ts) is read, never served. The
      // .br and .gz copies are sent in place of their file (preCompressed), never asked for by
      // their own names: a route each for them was two of every three routes made at start
      // (about 0.1 s of a restart). Source maps hold the whole source of the app: they stay in
      // the build for whoever debugs it from the checkout and are never handed out (decision
      // 0052); the build writes them without a link from the scripts ('hidden').
      globIgnore: [`${SERVER_RENDERER_DIR}/**`, '**/*.br', '**/*.gz', '**/*.map'],
      allowedPath: (pathName) =>
        !pathName.startsWith(`/${SERVER_RENDERER_DIR}/`) && !isSourceMap(pathName),
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

  // A prerendered page is the page as it opens without a query: with one (?message=, ?next=)
  // the page may differ, so it renders in the browser as every other client route.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const variants = request.url === pathname ? prerendered.get(pathname) : undefined;
    const page = variants?.[Math.floor(Math.random() * variants.length)];
    return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
  };
  if (hasWebApp) app.get('/', (request, reply) => sendPage(request, reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isClientRoute(request, pathname)) {
      if (hasWebApp) return sendPage(request, reply, pathname);
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm run build`, then restart the server.');
    }
    // A not-found handler takes no route schema: the body is held to the contract by its type.
    return reply.code(404).send({
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${pathname} not found` },
    } satisfies ApiError);
  });
}
