import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from '@/app/router';
import { StorePageDataProvider, type StorePageData } from '@/features/store/api/store-page-data';
import { blockable, BlockableRouter } from '@/lib/navigation-blocker';
import { createQueryClient } from '@/lib/query-client';

export type { StorePageData };

/**
 * The public pages the build writes as HTML (decision 0030): the first paint needs no
 * JavaScript, and the browser's React takes the HTML over (hydrateRoot in main.tsx). Each is
 * rendered as a signed-out visitor with no cookie choice yet sees it before the app knows more.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', modules: [] },
  {
    path: '/auth/login',
    modules: ['src/app/guards/access-guard.tsx', 'src/routes/auth/login.tsx'],
  },
  {
    path: '/auth/signup',
    modules: ['src/app/guards/access-guard.tsx', 'src/routes/auth/signup.tsx'],
  },
  { path: '/docs', modules: ['src/routes/docs.tsx'] },
  { path: '/news', modules: ['src/routes/news/news-index.tsx'] },
];

/** What every public page loads once React has it: the header's account links, the banner. */
export const MODULES_OF_EVERY_PAGE = [
  'src/app/query-provider.tsx',
  'src/app/guards/public-account-links.tsx',
  'src/features/cookie-consent/components/cookie-consent-banner.tsx',
] as const;

export interface PrerenderedPage {
  path: string;
  /**
   * The lazy modules (Vite manifest keys) the page's tree renders: the HTML preloads their
   * chunks, so React takes the page over without fetching them one after another.
   */
  modules: readonly string[];
}

/**
 * The pages the server renders on each request with their data (decision 0035): the
 * build writes each one's shell (server/<name>.html: index.html with its scripts and preloads,
 * the markup and head left to fill) and the server fills it with renderStorePage's HTML.
 */
export const SERVER_RENDERED_PAGES: readonly ServerRenderedPage[] = [
  { name: 'store-catalogue', modules: ['src/routes/store/catalogue.tsx'] },
  { name: 'store-app', modules: ['src/routes/store/app-page.tsx'] },
];

export interface ServerRenderedPage {
  name: string;
  /** As PrerenderedPage's: the lazy modules its tree renders. */
  modules: readonly string[];
}

/** Where a server-rendered page's shell takes its head and its markup. */
export const SHELL_HEAD = '<!--server-rendered-head-->';
export const SHELL_MARKUP = '<!--server-rendered-markup-->';

/** The HTML of the app's tree at `path`, every lazy part loaded: what hydrateRoot expects. */
export async function renderPage(path: string): Promise<string> {
  return renderLoaded(path, (tree) => tree);
}

/**
 * A store page's tree at `data.url` with the data the server read for it (decision 0035), as
 * what goes in the head (<title>, <meta>, hoisted by React) and what goes in #root. Each render
 * has a query client of its own: one visitor's data never reaches another's page.
 */
export async function renderStorePage(
  data: StorePageData,
): Promise<{ head: string; markup: string }> {
  const html = await renderLoaded(data.url, (tree) => (
    <QueryClientProvider client={createQueryClient()}>
      <StorePageDataProvider data={data}>{tree}</StorePageDataProvider>
    </QueryClientProvider>
  ));
  return splitHoisted(html);
}

// React puts what belongs in the head (<title>, <meta>, <link>) before the page's markup.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** A rendered page's hoisted head tags, and the markup that follows them. */
export function splitHoisted(html: string): { head: string; markup: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, markup: html.slice(head.length) };
}

async function renderLoaded(path: string, wrap: (tree: ReactNode) => ReactNode): Promise<string> {
  // A lazy part not loaded yet would be sent apart with an inline script to move it, which the
  // portal's Content-Security-Policy (no inline scripts) refuses. The first pass loads the lazy
  // chunks (once per process: React keeps them); the next finds them loaded and writes each
  // part in place.
  let html = await renderOnce(path, wrap);
  if (html.includes('<script')) html = await renderOnce(path, wrap);
  if (html.includes('<script')) throw new Error(`The rendered ${path} holds a script`);
  return html;
}

async function renderOnce(path: string, wrap: (tree: ReactNode) => ReactNode): Promise<string> {
  const history = blockable(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  // The same tree as main.tsx, on a history in memory.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <BlockableRouter history={history}>{wrap(<AppRoutes />)}</BlockableRouter>
    </StrictMode>,
    {
      // A part that fails would be left to the browser; the build fails instead.
      onError: (error) => void errors.push(error),
      // Every part in place: past this many bytes React sends later parts apart, each with an
      // inline script to move it (progressive loading, pointless for a file on disk).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) {
    throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  }
  return html;
}
