import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CatalogueQuerySchema,
  catalogueSearchTerm,
  storePath,
  storeUrl,
  STORE_PAGE_DATA_ID,
  type StorePageData,
} from '@vmu/domain';
import type { Database } from '../db/client';
import { isAppError } from '../errors';
import type { Storage } from '../platform/storage/storage';
import { findCatalogueApp } from '../modules/store';
import { readCataloguePage } from '../modules/store';

// The public store's pages, rendered on each request with their data (decision 0035):
// crawlers, link previews and visitors without JavaScript get the whole page, its title,
// description and image in the head (Open Graph), and the browser's React takes the same HTML
// over with the same data (apps/web/src/features/store/api/store-page-data.tsx). The renderer is
// the web build's own (apps/web/src/prerender/render-page.tsx, built to <web dist>/server/), so
// the HTML is the app's tree, not a second copy of it. Without that build (the API-only server of
// the integration tests) the pages are client routes as any other.

/** What the web build's renderer module gives (the part of render-page.tsx the server uses). */
type StoreRenderer = {
  SHELL_HEAD: string;
  SHELL_MARKUP: string;
  renderStorePage(data: StorePageData): Promise<{ head: string; markup: string }>;
};

export const SERVER_RENDERER_DIR = 'server';

type Shells = { catalogue: string; app: string };

function loadRenderer(
  webDistDir: string,
): { renderer: () => Promise<StoreRenderer>; shells: Shells } | null {
  const dir = path.join(webDistDir, SERVER_RENDERER_DIR);
  const module = path.join(dir, 'render-page.js');
  const catalogueShell = path.join(dir, 'store-catalogue.html');
  const appShell = path.join(dir, 'store-app.html');
  if (![module, catalogueShell, appShell].every((file) => fs.existsSync(file))) return null;
  let renderer: Promise<StoreRenderer> | undefined;
  return {
    // Loaded on the first store page, not at start: its modules (React's server renderer, the
    // store's screens and their icons) took 0.3 s of the start's main thread, which the rest
    // of the portal waited behind even unawaited (decision 0028).
    renderer: () => (renderer ??= import(pathToFileURL(module).href) as Promise<StoreRenderer>),
    shells: {
      catalogue: fs.readFileSync(catalogueShell, 'utf8'),
      app: fs.readFileSync(appShell, 'utf8'),
    },
  };
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** JSON inside <script type="application/json">: nothing in it can close the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

type Preview = { title: string; description: string; url: string; image: string | null };

/** Open Graph and Twitter card tags, and the canonical address, for link previews and crawlers. */
function previewTags(preview: Preview, options: { index: boolean }): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    options.index ? '' : '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(preview.url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'VMU Pro Store'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    preview.image ? meta('property', 'og:image', preview.image) : '',
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
  ].join('');
}

/** The page: the shell with the renderer's head and markup, the preview tags and the data. */
function pageOf(
  shell: string,
  renderer: StoreRenderer,
  rendered: { head: string; markup: string },
  preview: Preview,
  data: StorePageData,
  options: { index: boolean },
): string {
  const title = /<title>[^<]*<\/title>/.exec(rendered.head)?.[0];
  const head =
    rendered.head.replace(/<title>[^<]*<\/title>/, '') +
    previewTags(preview, options) +
    `<script type="application/json" id="${STORE_PAGE_DATA_ID}">${jsonForScript(data)}</script>`;
  let html = shell;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
  // The page's own description replaces the portal's generic one: one per page.
  if (DESCRIPTION.test(rendered.head)) html = html.replace(DESCRIPTION, '');
  return html.replace(renderer.SHELL_HEAD, head).replace(renderer.SHELL_MARKUP, rendered.markup);
}

export async function registerStorePages(
  app: FastifyInstance,
  options: { webDistDir: string; db: Database; storage: Storage; publicUrl: string },
): Promise<void> {
  const loaded = loadRenderer(options.webDistDir);
  if (!loaded) return;
  const { shells } = loaded;
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  const urlOf = (request: FastifyRequest) => request.url;

  app.get('/store', async (request, reply) => {
    const renderer = await loaded.renderer();
    const query = CatalogueQuerySchema.safeParse(request.query);
    const data: StorePageData = { url: urlOf(request) };
    let status = 200;
    if (query.success && query.data.since === undefined) {
      try {
        data.catalogue = await readCataloguePage(options, query.data);
      } catch (error) {
        // A cursor that is not ours: the page asks the API itself and shows its refusal.
        if (!isAppError(error)) throw error;
        status = 400;
      }
    } else {
      status = 400;
    }
    const rendered = await renderer.renderStorePage(data);
    const preview: Preview = {
      title: 'VMU Pro Store',
      description: 'Games and apps for the VMU Pro: find, download and buy them.',
      url: `${options.publicUrl.replace(/\/$/, '')}/store`,
      image: null,
    };
    const searched = query.success && catalogueSearchTerm(query.data.q) !== '';
    return send(
      reply,
      status,
      pageOf(shells.catalogue, renderer, rendered, preview, data, {
        // Search results and later pages are not pages of their own for a search engine.
        index: status === 200 && !searched && !query.data?.cursor,
      }),
    );
  });

  app.get<{ Params: { bundleIdentifier: string } }>(
    '/store/apps/:bundleIdentifier',
    async (request, reply) => {
      const renderer = await loaded.renderer();
      const { bundleIdentifier } = request.params;
      const data: StorePageData = { url: urlOf(request) };
      let status = 200;
      try {
        data.app = await findCatalogueApp(options, bundleIdentifier);
      } catch (error) {
        if (!isAppError(error) || (error.statusCode !== 404 && error.statusCode !== 410)) {
          throw error;
        }
        status = error.statusCode;
        data.unavailable = { status: error.statusCode, message: error.message };
      }
      const rendered = await renderer.renderStorePage(data);
      const preview: Preview = data.app
        ? {
            title: `${data.app.name} | VMU Pro Store`,
            description: data.app.shortDescription,
            url: storeUrl(options.publicUrl, data.app.bundleIdentifier),
            image: data.app.heroBannerUrl ?? data.app.webIconUrl,
          }
        : {
            title: 'This app is not available | VMU Pro Store',
            description: data.unavailable?.message ?? '',
            url: `${options.publicUrl.replace(/\/$/, '')}${storePath(bundleIdentifier)}`,
            image: null,
          };
      return send(
        reply,
        status,
        pageOf(shells.app, renderer, rendered, preview, data, { index: status === 200 }),
      );
    },
  );
}
