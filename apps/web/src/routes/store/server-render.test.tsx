import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueAppDetail } from '@vmu/domain';
import { StorePageDataProvider, type StorePageData } from '@/features/store/api/store-page-data';
import { blockable, BlockableRouter } from '@/lib/navigation-blocker';
import { testQueryClient } from '@/testing/query-client';
import { signedInAs } from '@/testing/viewer';
import { Component as AppPage } from './app-page';
import { Component as Catalogue } from './catalogue';

// The server renders the store's pages with their data (decision 0035) and the browser's React
// takes that HTML over: its first render must be the same markup, or React throws the server's
// HTML away (a recoverable error) and renders again. Both sides here have a query client of
// their own, as the server's renderer and the browser do; no request is answered.

const APP: CatalogueAppDetail = {
  bundleIdentifier: 'com.example.pocketchess',
  name: 'Pocket Chess',
  developerName: 'Ada Games',
  type: 'game',
  shortDescription: 'Chess for the pocket.',
  price: { amountMinor: 299, currency: 'EUR' },
  pegiRating: 'PEGI_7',
  version: '1.2.0',
  packageSize: 820 * 1024,
  downloads: 12480,
  publishedAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-03-04T23:30:00.000Z',
  webIconUrl: '/files/chess-icon.png',
  webIconSrcSet: '/files/display/96/chess-icon.png 96w, /files/display/160/chess-icon.png 160w',
  vmuIconUrl: '/files/chess-vmu-icon.bmp',
  storeUrl: 'http://localhost/store/apps/com.example.pocketchess',
  longDescription: 'Play chess anywhere.\n\nTwo players.',
  regionalRatings: { UK: '7' },
  heroBannerUrl: '/files/chess-hero.png',
  heroBannerSrcSet:
    '/files/display/320/chess-hero.png 320w, /files/display/640/chess-hero.png 640w',
  vmuBannerUrl: '/files/chess-vmu-banner.png',
  screenshots: {
    web: ['/files/shot-1.png', '/files/shot-2.png'],
    webSrcSets: ['/files/display/96/shot-1.png 96w', '/files/display/96/shot-2.png 96w'],
    vmu: [],
  },
  termsAndConditionsUrl: 'https://ada.example/terms',
  privacyPolicyUrl: null,
  releases: [{ version: '1.2.0', releaseNotes: 'Faster.', releasedAt: '2026-03-04T12:00:00Z' }],
};

function tree(data: StorePageData, screen: ReactNode) {
  const history = blockable(UNSAFE_createMemoryHistory({ initialEntries: [data.url] }));
  return (
    <QueryClientProvider client={testQueryClient()}>
      <StorePageDataProvider data={data}>
        <BlockableRouter history={history}>{screen}</BlockableRouter>
      </StorePageDataProvider>
    </QueryClientProvider>
  );
}

/** Renders on "the server", then hydrates in the document: what React reported on the way. */
async function serverThenBrowser(
  data: StorePageData,
  screen: () => ReactNode,
  /** What the visitor does to the server's HTML before React has it. */
  beforeHydration?: (container: HTMLElement) => void,
) {
  const html = renderToString(tree(data, screen()));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration?.(container);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(data, screen()), { onRecoverableError: recoverable });
  });
  const errors = [...recoverable.mock.calls, ...consoleError.mock.calls];
  consoleError.mockRestore();
  return {
    html,
    errors,
    /** React renders the page again, as any later state change of the app makes it. */
    rerender: () => act(() => root?.render(tree(data, screen()))),
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

let unmount: (() => void) | undefined;
// The page asks who the visitor is (Buy); signed out unless a test says otherwise.
beforeEach(() => signedInAs(null));

afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('the store pages rendered by the server', () => {
  it('/store hydrates without a mismatch', async () => {
    const data: StorePageData = {
      url: '/store?q=chess&type=&sort=newest',
      catalogue: { items: [APP], nextCursor: 'c2' },
    };
    const result = await serverThenBrowser(data, () => <Catalogue />);
    unmount = result.unmount;
    expect(result.html).toContain('Pocket Chess');
    expect(result.html).toContain('€2.99');
    expect(result.html).not.toContain('style=');
    expect(result.errors).toEqual([]);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/store?q=chess&cursor=c2',
    );
  });

  it('keeps what a visitor typed and picked before the app took the page over', async () => {
    const data: StorePageData = { url: '/store', catalogue: { items: [APP], nextCursor: null } };
    const result = await serverThenBrowser(
      data,
      () => <Catalogue />,
      (container) => {
        container.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'comet';
        container.querySelector<HTMLSelectElement>('select[name="type"]')!.value = 'game';
      },
    );
    unmount = result.unmount;
    expect(result.errors).toEqual([]);
    await result.rerender();
    expect(screen.getByLabelText('Search apps')).toHaveValue('comet');
    expect(screen.getByLabelText('Type')).toHaveValue('game');
  });

  it('an app page hydrates without a mismatch, its Download enabled once the app has it', async () => {
    const data: StorePageData = { url: '/store/apps/com.example.pocketchess', app: APP };
    const result = await serverThenBrowser(data, () => (
      // As the route table gives the app page its parameter.
      <AppPageAt />
    ));
    unmount = result.unmount;
    expect(result.html).toContain('4 March 2026');
    expect(result.html).not.toContain('style=');
    // The banner's display copies are in the server's HTML, before its src: the browser picks a
    // copy before any script runs, and never starts on the original.
    expect(result.html).toMatch(
      /<img srcset="\/files\/display\/320\/chess-hero.png 320w, [^"]+" sizes="[^"]+" src="\/files\/chess-hero.png"/i,
    );
    // Off in the server's HTML: a press before the app has the page would do nothing.
    expect(result.html).toMatch(/<button[^>]*disabled[^>]*>.*Buy for €2.99/);
    expect(result.errors).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Buy for €2.99' })).toBeEnabled(),
    );
  });

  it("an unavailable app's page hydrates without a mismatch", async () => {
    const data: StorePageData = {
      url: '/store/apps/com.example.gone',
      unavailable: { status: 410, message: 'This app is not available in the store' },
    };
    const result = await serverThenBrowser(data, () => <AppPageAt />);
    unmount = result.unmount;
    expect(result.html).toContain('This app is not available');
    expect(result.errors).toEqual([]);
  });
});

function AppPageAt() {
  return (
    <Routes>
      <Route path="/store/apps/:bundleIdentifier" element={<AppPage />} />
    </Routes>
  );
}
