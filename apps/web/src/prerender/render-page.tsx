import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { AppRoutes } from '@/app/router';
import { blockable, BlockableRouter } from '@/lib/navigation-blocker';

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

/** The HTML of the app's tree at `path`, every lazy part loaded: what hydrateRoot expects. */
export async function renderPage(path: string): Promise<string> {
  // The first pass loads the lazy chunks; the second finds them loaded and writes each part in
  // place. A part still loading would be sent apart with an inline script to move it, which
  // the portal's Content-Security-Policy (no inline scripts) refuses.
  await renderOnce(path);
  const html = await renderOnce(path);
  if (html.includes('<script')) throw new Error(`The prerendered ${path} holds a script`);
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const history = blockable(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  // The same tree as main.tsx, on a history in memory.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <BlockableRouter history={history}>
        <AppRoutes />
      </BlockableRouter>
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
