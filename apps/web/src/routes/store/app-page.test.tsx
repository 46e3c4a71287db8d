import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STORE_FIGURE_NOTES,
  APP_NOT_AVAILABLE,
  APP_NOT_IN_STORE,
  CANNOT_BUY_OWN_APP,
  PURCHASE_EMAIL_NOT_VERIFIED,
  STORE_API_PURCHASES_PATH,
  storeApiAppPath,
  storeApiPurchasePath,
  type AccountPurchase,
  type CatalogueAppDetail,
} from '@vmu/domain';
import { pendingStoreReturn } from '@/lib/store-return';
import { BOUGHT } from '@/features/store/components/buy-button';
import { STORE_DEVICE_ID_KEY } from '@/features/store/api/device-id';
import { StorePageDataProvider } from '@/features/store/api/store-page-data';
import { expectNoAxeViolations } from '@/testing/axe';
import { server } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import { signedInAs, viewer } from '@/testing/viewer';
import { Component as AppPage } from './app-page';

const CHESS: CatalogueAppDetail = {
  bundleIdentifier: 'com.example.pocketchess',
  name: 'Pocket Chess',
  developerName: 'Ada Games',
  type: 'game',
  shortDescription: 'Chess for the pocket.',
  price: null,
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
  longDescription: 'Play chess anywhere.\n\nTwo players, one handheld. <b>Not bold</b>',
  regionalRatings: { UK: '7', DE: 'USK 6' },
  heroBannerUrl: '/files/chess-hero.png',
  heroBannerSrcSet:
    '/files/display/320/chess-hero.png 320w, /files/display/640/chess-hero.png 640w',
  vmuBannerUrl: '/files/chess-vmu-banner.png',
  screenshots: {
    web: ['/files/shot-1.png', '/files/shot-2.png', '/files/shot-3.png'],
    webSrcSets: [1, 2, 3].map(
      (n) => `/files/display/96/shot-${n}.png 96w, /files/display/640/shot-${n}.png 640w`,
    ),
    vmu: ['/files/vmu-shot-1.png'],
  },
  termsAndConditionsUrl: 'https://ada.example/terms',
  privacyPolicyUrl: 'https://ada.example/privacy',
  releases: [
    {
      version: '1.2.0',
      releaseNotes: 'Faster moves.\nNew board.',
      releasedAt: '2026-03-04T12:00:00.000Z',
    },
    { version: '1.0.0', releaseNotes: 'First release.', releasedAt: '2026-01-10T12:00:00.000Z' },
  ],
};

const PATH = '/store/apps/com.example.pocketchess';

function answerApp(
  answer: CatalogueAppDetail | Response,
  bundleIdentifier = CHESS.bundleIdentifier,
) {
  server.use(
    http.get(storeApiAppPath(bundleIdentifier), () =>
      answer instanceof Response ? answer : HttpResponse.json(answer),
    ),
  );
}

function answerDownload(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${storeApiAppPath(CHESS.bundleIdentifier)}/download`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

// In <main>, as the public layout shows it (axe wants every part of a page in a landmark).
function open(url = PATH) {
  return renderScreen(
    <main>
      <AppPage />
    </main>,
    { url, path: '/store/apps/:bundleIdentifier' },
  );
}

// The page asks who the visitor is (Buy); signed out unless a test says otherwise.
beforeEach(() => signedInAs(null));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/store/apps/:bundleIdentifier', () => {
  it('shows every part of the app page', async () => {
    answerApp(CHESS);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pocket Chess' })).toBeVisible();
    expect(document.title).toBe('Pocket Chess | VMU Pro Store');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Chess for the pocket.',
    );
    const hero = screen.getByRole('img', { name: 'Pocket Chess banner' });
    expect(hero).toHaveAttribute('src', '/files/chess-hero.png');
    // Display copies the browser picks from by the width the banner is shown at.
    expect(hero).toHaveAttribute('srcset', CHESS.heroBannerSrcSet);
    expect(hero).toHaveAttribute('sizes', expect.stringContaining('calc(100vw - 2rem)'));
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    const webIcon = document.querySelector('header img');
    expect(webIcon).toHaveAttribute('srcset', CHESS.webIconSrcSet);
    expect(webIcon).toHaveAttribute('sizes', '(min-width: 40rem) 6rem, 5rem');
    expect(hero).toHaveAttribute('width');
    expect(hero).toHaveAttribute('height');
    expect(screen.getAllByText('Ada Games').length).toBeGreaterThan(0);
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.getAllByText('PEGI 7').length).toBeGreaterThan(0);
    expect(screen.getByText('Chess for the pocket.')).toBeVisible();

    const facts = screen.getByRole('region', { name: 'Information' });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Version')).toHaveTextContent('1.2.0');
    expect(fact('Size')).toHaveTextContent('820 KB');
    // In UTC for everyone: the server's HTML and the browser's render write the same day.
    expect(fact('Last updated')).toHaveTextContent('4 March 2026');
    expect(fact(STORE_FIGURE_NOTES.storeDownloads)).toHaveTextContent('12,480');
    expect(fact('Rating in UK')).toHaveTextContent('7');
    expect(fact('Rating in DE')).toHaveTextContent('USK 6');

    // The long description is text: its line breaks kept, its markup shown, never parsed.
    const about = screen.getByRole('region', { name: 'About this app' });
    const description = within(about).getByText(/Play chess anywhere/);
    expect(description.textContent).toBe(CHESS.longDescription);
    expect(description).toHaveClass('whitespace-pre-line');
    expect(about.querySelector('b')).toBeNull();

    const device = screen.getByRole('region', { name: 'On the VMU Pro' });
    const banner = within(device).getByRole('img', { name: 'Pocket Chess banner on the VMU Pro' });
    expect(banner).toHaveAttribute('width', '240');
    expect(banner).toHaveAttribute('height', '160');
    expect(banner).toHaveClass('w-[240px]', 'h-[160px]', '[image-rendering:pixelated]');
    const icon = within(device).getByRole('img', { name: 'Pocket Chess icon on the VMU Pro' });
    expect(icon).toHaveAttribute('src', '/files/chess-vmu-icon.bmp');
    expect(icon).toHaveClass('w-[76px]', 'h-[76px]', '[image-rendering:pixelated]');

    const releases = screen.getByRole('region', { name: "What's new" });
    expect(within(releases).getByRole('heading', { name: /Version 1\.2\.0/ })).toHaveTextContent(
      '4 March 2026',
    );
    expect(within(releases).getByText(/Faster moves\./)).toHaveClass('whitespace-pre-line');
    expect(within(releases).getByText('First release.')).toBeVisible();

    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      'https://ada.example/terms',
    );
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      'https://ada.example/privacy',
    );
    expect(screen.getByRole('link', { name: 'All apps' })).toHaveAttribute('href', '/store');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('leaves out the legal links and the VMU images the app does not have', async () => {
    answerApp({
      ...CHESS,
      termsAndConditionsUrl: null,
      privacyPolicyUrl: 'https://ada.example/privacy',
      vmuBannerUrl: null,
      vmuIconUrl: null,
      heroBannerUrl: null,
      heroBannerSrcSet: null,
    });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Pocket Chess' });
    expect(screen.queryByRole('link', { name: /Terms and Conditions/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'On the VMU Pro' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Pocket Chess banner' })).toBeNull();
  });

  it('moves through the screenshots with the keyboard', async () => {
    answerApp(CHESS);
    open();
    const gallery = await screen.findByRole('region', { name: 'Screenshots' });
    const shown = () => within(gallery).getByRole('img', { name: /Pocket Chess, screenshot/ });
    const thumbnail = (n: number) =>
      within(gallery).getByRole('button', { name: `Screenshot ${n} of 3` });
    expect(shown()).toHaveAttribute('src', '/files/shot-1.png');
    expect(shown()).toHaveAttribute('srcset', CHESS.screenshots.webSrcSets[0]);
    expect(shown()).toHaveAttribute('sizes', expect.stringContaining('47.5rem'));
    expect(thumbnail(3).querySelector('img')).toHaveAttribute(
      'srcset',
      CHESS.screenshots.webSrcSets[2],
    );
    expect(thumbnail(3).querySelector('img')).toHaveAttribute(
      'sizes',
      '(min-width: 40rem) 6rem, 3.5rem',
    );
    expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'false');

    const user = userEvent.setup();
    // On the thumbnails, the arrow keys, Home and End move the choice and the focus.
    thumbnail(1).focus();
    await user.keyboard('{ArrowRight}');
    expect(thumbnail(2)).toHaveFocus();
    expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toHaveAttribute('src', '/files/shot-2.png');
    expect(shown()).toHaveAttribute('srcset', CHESS.screenshots.webSrcSets[1]);
    expect(shown()).toHaveAccessibleName('Pocket Chess, screenshot 2 of 3');
    await user.keyboard('{End}');
    expect(thumbnail(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(thumbnail(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/files/shot-3.png');

    // Enter on a thumbnail picks it.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(shown()).toHaveAttribute('src', '/files/shot-1.png');
    thumbnail(2).focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAttribute('src', '/files/shot-2.png');
    // The thumbnails are one Tab stop, the one shown: Tab leaves them for Previous, then Next,
    // and Shift+Tab comes back to the one shown.
    expect(thumbnail(1)).toHaveAttribute('tabindex', '-1');
    expect(thumbnail(2)).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(within(gallery).getByRole('button', { name: 'Previous screenshot' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(thumbnail(2)).toHaveFocus();
    await user.tab();
    expect(within(gallery).getByRole('button', { name: 'Previous screenshot' })).toHaveFocus();
    await user.tab();
    expect(within(gallery).getByRole('button', { name: 'Next screenshot' })).toHaveFocus();
    // Previous and Next go round.
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAttribute('src', '/files/shot-3.png');
    await user.keyboard(' ');
    expect(shown()).toHaveAttribute('src', '/files/shot-1.png');
    expect(within(gallery).getByText('Screenshot 1 of 3')).toBeVisible();
    const previous = within(gallery).getByRole('button', { name: 'Previous screenshot' });
    await user.click(previous);
    expect(shown()).toHaveAttribute('src', '/files/shot-3.png');
  });

  it("downloads with this browser's device id, kept for the next download, and goes to the link", async () => {
    answerApp(CHESS);
    const bodies = answerDownload(() =>
      HttpResponse.json({
        downloadUrl: 'https://files.example/chess.vmupack?signature=abc',
        expiresIn: 300,
        fileName: 'pocket-chess-1.2.0.vmupack',
        version: '1.2.0',
        packageSize: 820 * 1024,
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://files.example/chess.vmupack?signature=abc'),
    );
    const deviceId = localStorage.getItem(STORE_DEVICE_ID_KEY);
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(bodies).toEqual([{ deviceId }]);

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(bodies).toEqual([{ deviceId }, { deviceId }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('a paid app', () => {
    const PAID = { ...CHESS, price: { amountMinor: 299, currency: 'EUR' as const } };
    const purchaseOf = (status: 'COMPLETED' | 'REFUNDED'): AccountPurchase => ({
      purchaseId: '0b7f3c1e-1111-4222-8333-944445555666',
      status,
      price: PAID.price,
      purchasedAt: '2026-11-01T10:00:00.000Z',
      refundedAt: status === 'REFUNDED' ? '2026-11-02T10:00:00.000Z' : null,
      inStore: true,
      downloadable: status === 'COMPLETED',
      app: PAID,
    });
    /** The account's purchases of the app, as GET /purchases?app= answers (none by default). */
    function answerOwnPurchases(purchases: () => AccountPurchase[]) {
      const asked: string[] = [];
      server.use(
        http.get(STORE_API_PURCHASES_PATH, ({ request }) => {
          asked.push(new URL(request.url).searchParams.get('app') ?? '');
          return HttpResponse.json({ purchases: purchases(), nextCursor: null });
        }),
      );
      return asked;
    }

    it('sends a visitor to sign in, and remembers to come back to this page', async () => {
      answerApp(PAID);
      signedInAs(null);
      open();
      const buy = await screen.findByRole('button', { name: 'Buy for €2.99' });
      await waitFor(() => expect(buy).toBeEnabled());
      await userEvent.setup().click(buy);
      await expectLocation('/auth/login');
      expect(pendingStoreReturn()).toBe(PATH);
    });

    it('buys with the sandbox and then offers Download', async () => {
      answerApp(PAID);
      signedInAs(viewer({ role: 'CUSTOMER' }));
      let bought = false;
      const asked = answerOwnPurchases(() => (bought ? [purchaseOf('COMPLETED')] : []));
      server.use(
        http.post(storeApiPurchasePath(PAID.bundleIdentifier), () => {
          bought = true;
          return HttpResponse.json({
            purchaseId: purchaseOf('COMPLETED').purchaseId,
            status: 'COMPLETED',
            checkoutUrl: `${PATH}?purchase=${purchaseOf('COMPLETED').purchaseId}`,
          });
        }),
      );
      open();
      const buy = await screen.findByRole('button', { name: 'Buy for €2.99' });
      await waitFor(() => expect(buy).toBeEnabled());
      await userEvent.setup().click(buy);
      expect(await screen.findByRole('button', { name: 'Download' })).toBeVisible();
      expect(screen.getByText(BOUGHT)).toBeVisible();
      expect(asked.every((app) => app === PAID.bundleIdentifier)).toBe(true);
      await expectNoAxeViolations();
    });

    it('offers Download at once to an account that bought it, and Buy again after a refund', async () => {
      answerApp(PAID);
      signedInAs(viewer({ role: 'CUSTOMER' }));
      let purchases = [purchaseOf('COMPLETED')];
      answerOwnPurchases(() => purchases);
      const { unmount } = open();
      expect(await screen.findByRole('button', { name: 'Download' })).toBeVisible();
      unmount();
      purchases = [purchaseOf('REFUNDED')];
      open();
      expect(await screen.findByRole('button', { name: 'Buy for €2.99' })).toBeVisible();
    });

    it("shows the server's refusal, and Download to the app's own developer", async () => {
      answerApp(PAID);
      signedInAs(viewer());
      answerOwnPurchases(() => []);
      let answerWith = () => refusal(403, 'EMAIL_NOT_VERIFIED', PURCHASE_EMAIL_NOT_VERIFIED);
      server.use(http.post(storeApiPurchasePath(PAID.bundleIdentifier), () => answerWith()));
      open();
      const user = userEvent.setup();
      const buy = await screen.findByRole('button', { name: 'Buy for €2.99' });
      await waitFor(() => expect(buy).toBeEnabled());
      await user.click(buy);
      expect(await screen.findByRole('alert')).toHaveTextContent(PURCHASE_EMAIL_NOT_VERIFIED);
      expect(screen.getByRole('link', { name: 'Verify your email' })).toBeVisible();
      await expectNoAxeViolations();

      answerWith = () => refusal(403, 'OWN_APP', CANNOT_BUY_OWN_APP);
      await user.click(screen.getByRole('button', { name: 'Buy for €2.99' }));
      expect(await screen.findByRole('button', { name: 'Download' })).toBeVisible();
      expect(screen.getByText(CANNOT_BUY_OWN_APP)).toBeVisible();
    });
  });

  it('shows that an app that left the store is not available', async () => {
    answerApp(refusal(410, 'APP_NOT_AVAILABLE', APP_NOT_AVAILABLE));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This app is not available' }),
    ).toBeVisible();
    expect(screen.getByText(APP_NOT_AVAILABLE)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the store' }));
    await expectLocation('/store');
  });

  it('shows that an unknown app is not available', async () => {
    answerApp(refusal(404, 'APP_NOT_IN_STORE', APP_NOT_IN_STORE), 'com.example.nothing');
    open('/store/apps/com.example.nothing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This app is not available' }),
    ).toBeVisible();
    expect(screen.getByText(APP_NOT_IN_STORE)).toBeVisible();
  });

  it("renders the server's data at once and fetches nothing (no request is answered here)", () => {
    renderScreen(
      <StorePageDataProvider data={{ url: PATH, app: CHESS }}>
        <AppPage />
      </StorePageDataProvider>,
      { url: PATH, path: '/store/apps/:bundleIdentifier' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pocket Chess' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Screenshots' })).toBeVisible();
  });

  it("renders the server's unavailable page at once and fetches nothing", () => {
    renderScreen(
      <StorePageDataProvider
        data={{ url: PATH, unavailable: { status: 410, message: APP_NOT_AVAILABLE } }}
      >
        <AppPage />
      </StorePageDataProvider>,
      { url: PATH, path: '/store/apps/:bundleIdentifier' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This app is not available' }),
    ).toBeVisible();
    expect(screen.getByText(APP_NOT_AVAILABLE)).toBeVisible();
  });
});
