import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CatalogueApp, CataloguePage } from '@vmu/domain';
import { CATALOGUE_TYPE_INVALID, STORE_API_PREFIX } from '@vmu/domain';
import { StorePageDataProvider } from '@/features/store/api/store-page-data';
import { expectNoAxeViolations } from '@/testing/axe';
import { server } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import { Component as Catalogue } from './catalogue';

function catalogueApp(overrides: Partial<CatalogueApp> = {}): CatalogueApp {
  return {
    bundleIdentifier: 'com.example.pocketchess',
    name: 'Pocket Chess',
    developerName: 'Ada Games',
    type: 'game',
    shortDescription: 'Chess for the pocket.',
    price: null,
    pegiRating: 'PEGI_3',
    version: '1.2.0',
    packageSize: 820_000,
    downloads: 1234,
    publishedAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-03-04T12:00:00.000Z',
    webIconUrl: '/files/chess-icon.png',
    webIconSrcSet: '/files/display/96/chess-icon.png 96w, /files/display/160/chess-icon.png 160w',
    vmuIconUrl: '/files/chess-vmu-icon.bmp',
    storeUrl: 'http://localhost/store/apps/com.example.pocketchess',
    ...overrides,
  };
}

const CHESS = catalogueApp();
const TIMER = catalogueApp({
  bundleIdentifier: 'com.example.timer',
  name: 'Kitchen Timer',
  developerName: 'Bob Tools',
  type: 'app',
  shortDescription: 'Counts down.',
  price: { amountMinor: 499, currency: 'GBP' },
  pegiRating: null,
  webIconUrl: null,
  webIconSrcSet: null,
});

/** Answers the catalogue's list: each request's query string, and the page for it. */
function answerCatalogue(pageFor: (query: URLSearchParams) => CataloguePage | Response) {
  const asked: string[] = [];
  server.use(
    http.get(`${STORE_API_PREFIX}/apps`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const page = pageFor(query);
      return page instanceof Response ? page : HttpResponse.json(page);
    }),
  );
  return asked;
}

// In <main>, as the public layout shows it (axe wants every part of a page in a landmark).
function open(url: string) {
  return renderScreen(
    <main>
      <Catalogue />
    </main>,
    { url, path: '/store' },
  );
}

// A failure that is not a refusal is tried once more, a second later (the app's own retry).
const AFTER_RETRY = { timeout: 3000 };

describe('/store', () => {
  it('shows a card for each app of the page, with its price, developer and rating', async () => {
    const asked = answerCatalogue(() => ({ items: [CHESS, TIMER], nextCursor: null }));
    open('/store');
    expect(screen.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    const chess = (await screen.findByRole('link', { name: 'Pocket Chess' })).closest('article')!;
    expect(screen.getByRole('link', { name: 'Pocket Chess' })).toHaveAttribute(
      'href',
      '/store/apps/com.example.pocketchess',
    );
    expect(within(chess).getByText('Ada Games')).toBeVisible();
    expect(within(chess).getByText('Free')).toBeVisible();
    expect(within(chess).getByText('PEGI 3')).toBeVisible();
    const icon = chess.querySelector('img')!;
    expect(icon).toHaveAttribute('src', '/files/chess-icon.png');
    expect(icon).toHaveAttribute('srcset', CHESS.webIconSrcSet);
    expect(icon).toHaveAttribute('sizes', '4rem');
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('width');
    expect(icon).toHaveAttribute('height');
    const timer = screen.getByRole('link', { name: 'Kitchen Timer' }).closest('article')!;
    expect(within(timer).getByText('£4.99')).toBeVisible();
    expect(within(timer).queryByText(/PEGI/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '2 apps' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Next page/ })).toBeNull();
    expect(asked).toEqual(['']);
    expect(document.title).toBe('Store | VMU Pro');
    await expectNoAxeViolations();
  });

  it('is a GET form to /store whose fields are the API parameters, and submitting it navigates with them', async () => {
    const asked = answerCatalogue(() => ({ items: [CHESS], nextCursor: null }));
    open('/store');
    await screen.findByRole('link', { name: 'Pocket Chess' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/store');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search apps'), '  pocket chess ');
    await user.selectOptions(screen.getByLabelText('Type'), 'Games');
    await user.selectOptions(screen.getByLabelText('Price'), 'Free');
    await user.selectOptions(screen.getByLabelText('PEGI rating'), 'PEGI 12');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Most downloaded');
    expect(
      [...form.querySelectorAll('input, select')].map((field) => field.getAttribute('name')),
    ).toEqual(['q', 'type', 'price', 'pegi', 'sort']);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLocation('/store?q=pocket+chess&type=game&price=free&pegi=PEGI_12&sort=downloads');
    await waitFor(() =>
      expect(asked).toEqual([
        '',
        'q=pocket+chess&type=game&price=free&pegi=PEGI_12&sort=downloads',
      ]),
    );
  });

  it('leaves out what the form sends for All and the default sort', async () => {
    answerCatalogue(() => ({ items: [CHESS], nextCursor: null }));
    open('/store?q=chess&type=&price=&pegi=&sort=newest');
    expect(await screen.findByLabelText('Search apps')).toHaveValue('chess');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    await expectLocation('/store?q=chess');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store\?q=chess$/);
  });

  it('shows the search of the URL in the form', async () => {
    answerCatalogue(() => ({ items: [], nextCursor: null }));
    open('/store?q=chess&type=game&pegi=PEGI_7&sort=name');
    expect(screen.getByLabelText('Search apps')).toHaveValue('chess');
    expect(screen.getByLabelText('Type')).toHaveValue('game');
    expect(screen.getByLabelText('Price')).toHaveValue('');
    expect(screen.getByLabelText('PEGI rating')).toHaveValue('PEGI_7');
    expect(screen.getByLabelText('Sort')).toHaveValue('name');
    await screen.findByText('No apps match your search');
  });

  it('links to the next page with the cursor and the same search', async () => {
    const asked = answerCatalogue((query) =>
      query.get('cursor') === 'page-2'
        ? { items: [TIMER], nextCursor: null }
        : { items: [CHESS], nextCursor: 'page-2' },
    );
    open('/store?q=chess&type=game');
    const next = await screen.findByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/store?q=chess&type=game&cursor=page-2');
    expect(screen.getByRole('heading', { level: 2, name: '1 app on this page' })).toBeVisible();
    await userEvent.setup().click(next);
    await expectLocation('/store?q=chess&type=game&cursor=page-2');
    expect(await screen.findByRole('link', { name: 'Kitchen Timer' })).toBeVisible();
    expect(asked).toEqual(['q=chess&type=game', 'q=chess&type=game&cursor=page-2']);
    // The visitor's place moves to the new page's results.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to the first page' })).toHaveAttribute(
      'href',
      '/store?q=chess&type=game',
    );
  });

  it('says when no app matches, with a link that clears the search', async () => {
    answerCatalogue(() => ({ items: [], nextCursor: null }));
    open('/store?q=zzz&price=paid');
    expect(await screen.findByRole('heading', { name: 'No apps match your search' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Clear the search' }));
    await expectLocation('/store');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store$/);
    await waitFor(() => expect(screen.getByLabelText('Search apps')).toHaveValue(''));
    expect(screen.getByLabelText('Price')).toHaveValue('');
    await expectNoAxeViolations();
  });

  it("shows the server's message for a search it refused", async () => {
    answerCatalogue(() =>
      HttpResponse.json(
        { error: { code: 'INVALID_REQUEST', message: CATALOGUE_TYPE_INVALID } },
        { status: 400 },
      ),
    );
    open('/store?type=tool');
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE_TYPE_INVALID);
    expect(screen.getByRole('link', { name: 'Clear the search' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('says the store could not be read when the answer is not a catalogue page, and retries', async () => {
    let calls = 0;
    answerCatalogue(() => {
      calls += 1;
      // The first request and the app's own retry get the same unreadable answer.
      return calls <= 2
        ? HttpResponse.json({ apps: 'not a page' })
        : HttpResponse.json({ items: [CHESS], nextCursor: null });
    });
    open('/store');
    expect(await screen.findByRole('alert', {}, AFTER_RETRY)).toHaveTextContent(
      /answer this page cannot read/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Pocket Chess' })).toBeVisible();
  });

  it('says the store could not be reached on a network failure', async () => {
    answerCatalogue(() => HttpResponse.error());
    open('/store');
    expect(await screen.findByRole('alert', {}, AFTER_RETRY)).toHaveTextContent(
      /could not be reached/,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it("renders the server's data at once and fetches nothing (no request is answered here)", () => {
    renderScreen(
      <StorePageDataProvider
        data={{ url: '/store?q=chess', catalogue: { items: [CHESS, TIMER], nextCursor: 'c2' } }}
      >
        <Catalogue />
      </StorePageDataProvider>,
      { url: '/store?q=chess', path: '/store' },
    );
    // In the first render: no loading state came before it.
    expect(screen.getByRole('link', { name: 'Pocket Chess' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kitchen Timer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/store?q=chess&cursor=c2',
    );
  });
});
