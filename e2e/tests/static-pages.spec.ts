import { COOKIE_CATEGORIES } from '@vmu/domain';
import { saveScreenshot } from '../support/screenshots';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  seedCookieConsent,
  test,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

// Facts each page must state, as docs/product.md, "Legal terms" and "Cookie consent record" give
// them.
const pages: { path: string; title: RegExp; facts: (string | RegExp)[] }[] = [
  {
    path: '/terms',
    title: /terms/i,
    facts: ['England and Wales', '30 days', '7 days', '12 months', '18'],
  },
  {
    path: '/privacy',
    title: /privacy/i,
    facts: ['7 years', '2 years', '18'],
  },
  {
    path: '/licensing',
    title: /licens/i,
    facts: ['75%', '25%', 'GBP 10.00', '30 days', 'England and Wales'],
  },
  {
    path: '/docs',
    title: /.+/,
    facts: [
      '50 MB',
      /76\s*(x|×)\s*76/,
      /512\s*(x|×)\s*512/,
      /240\s*(x|×)\s*160/,
      '1-3 business days',
      '75%',
      'GBP 10.00',
      '.vmupack',
      // Publishing from CI (decision 0043): tokens, the CLI and the REST API's document.
      'VMU_PORTAL_TOKEN',
      'node vmu-portal.mjs upload',
      '/cli/SHA256SUMS',
      '/api/v1/openapi.json',
    ],
  },
  {
    path: '/news',
    title: /news/i,
    facts: [],
  },
  // Linked from the pending-review and verify screens (decision 0018): real pages, not home.
  {
    path: '/contact',
    title: /contact/i,
    facts: ['Support address', 'What to include', 'bundle identifier'],
  },
  {
    path: '/examples',
    title: /example/i,
    facts: ['Hello World', 'examples/hello_world', 'github.com/AppCakeLtd/vmupro-sdk'],
  },
];

for (const { path, title, facts } of pages) {
  test(`${path} states its key facts`, async ({ page, axe }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const h1 = await expectSingleH1(page);
    await expect(h1).toHaveText(title);
    const main = page.getByRole('main');
    for (const fact of facts) await expect(main, `${path} mentions ${fact}`).toContainText(fact);
    await expectNoHorizontalOverflow(page);
    await axe();
    await saveScreenshot(page, test.info(), path.slice(1));
  });
}

// The policy lists exactly the cookies the portal sets (decision 0058), each with its duration,
// from the domain's one list, which a server test holds to what the server sends.
const cookies = COOKIE_CATEGORIES.flatMap((category) => category.cookies);

test('/cookies lists every cookie with its duration', async ({ page, axe }) => {
  const response = await page.goto('/cookies');
  expect(response?.status()).toBe(200);
  const h1 = await expectSingleH1(page);
  await expect(h1).toHaveText(/cookie/i);
  const main = page.getByRole('main');
  expect(cookies.length).toBeGreaterThan(0);
  for (const { name, duration } of cookies) {
    // Rows are name | purpose | duration.
    const row = main
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row, `one row for ${name}`).toHaveCount(1);
    await expect(row.getByRole('cell').last(), `duration of ${name}`).toHaveText(duration);
  }
  // Nothing the portal never sets: one row per cookie of the list, no more.
  await expect(main.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(
    cookies.length,
  );
  await expect(main.locator('a[href="/settings/cookies"]').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await axe();
});

test('/news lists the three articles and each one opens with its own h1', async ({
  page,
  axe,
  baseURL,
}) => {
  await page.goto('/news');
  await expectSingleH1(page);
  const links = page.getByRole('main').locator('a[href^="/news/"]');
  await expect(links).toHaveCount(3);
  const articles = await links.evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute('href')!, title: a.textContent!.trim() })),
  );
  for (const { href, title } of articles) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page, href).toHaveURL(new URL(href, baseURL).href);
    const h1 = await expectSingleH1(page);
    await expect(h1).toHaveText(title);
    await axe();
  }
});

test('an unknown news article does not pretend to exist', async ({ page, baseURL }) => {
  await page.goto('/news/no-such-article');
  await expect(page.locator('h1')).toBeVisible();
  const onHome = page.url() === new URL('/', baseURL).href;
  const saysNotFound = await page
    .getByText(/not found|no longer|does not exist/i)
    .first()
    .isVisible();
  expect(
    onHome || saysNotFound,
    `page at ${page.url()} neither redirected nor said not found`,
  ).toBe(true);
});

test("/contact gives the server's support address as a mail link", async ({ page }) => {
  await page.goto('/contact');
  const address = page.getByRole('main').getByRole('link', { name: /^[^\s@]+@[^\s@]+$/ });
  await expect(address).toBeVisible();
  await expect(address).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=/);
});
