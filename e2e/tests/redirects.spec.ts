import { againstBuiltServer, expect, seedCookieConsent, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

const redirects: [from: string, to: string][] = [
  ['/login', '/auth/login'],
  ['/signup', '/auth/signup'],
  // /onboarding goes to /onboarding/country, which needs a signed-in visitor; the
  // signed-in half is in auth-gating.spec.ts.
  ['/onboarding', '/auth/login'],
  ['/some/unknown/path', '/'],
  // Public links without a page of their own go home like unknown paths (decision 0003);
  // /examples and /contact have pages since decision 0018 (static-pages.spec.ts).
  ['/events', '/'],
  ['/help', '/'],
  ['/status', '/'],
  ['/bug-report', '/'],
];

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page, baseURL }) => {
    const response = await page.goto(from);
    // The server answers every deep link with the app shell; the app then redirects.
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new URL(to, baseURL).href);
    await expect(page.locator('#root')).not.toBeEmpty();
  });
}

test('a deep link fetched over HTTP gets the app shell (history fallback)', async ({ request }) => {
  // /docs, like the other public pages the build prerenders, has a page of its own (below).
  for (const path of [
    '/examples',
    '/news/store-open-to-developers',
    '/settings/cookies',
    '/some/unknown/path',
  ]) {
    // A deep link is opened by a browser, which asks for HTML; other clients get the API's 404.
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    const body = await response.text();
    expect(body, path).toContain('<div id="root"></div>');
    if (againstBuiltServer) {
      expect(body, path).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js"/);
    }
  }
});

// Decision 0030: the built server answers the public pages with their prerendered HTML, the
// page's content already in #root, and the script that starts the app.
test('the public pages come prerendered', async ({ request }) => {
  test.skip(!againstBuiltServer, 'the build prerenders them; the dev server does not');
  for (const [path, heading] of [
    ['/', 'Publish your apps and games on the VMU Pro store'],
    ['/auth/login', 'Sign in'],
    ['/auth/signup', 'Create your developer account'],
    ['/docs', 'Publishing on the VMU Pro store'],
    ['/news', 'News'],
  ] as const) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).not.toContain('<div id="root"></div>');
    expect(body, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(body, path).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js"/);
  }
});

test('a missing asset is a 404, not the app shell', async ({ request }) => {
  test.skip(!againstBuiltServer, 'the history fallback belongs to the built server');
  const response = await request.get('/assets/does-not-exist-0000.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('<div id="root"></div>');
});
