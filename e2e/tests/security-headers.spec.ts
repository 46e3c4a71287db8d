import type { Response } from '@playwright/test';
import { againstBuiltServer, expect, seedCookieConsent, test } from './fixtures';

test.skip(!againstBuiltServer, 'security headers are set by the built server');

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

test('the page is served with a CSP that forbids inline scripts and framing', async ({ page }) => {
  await seedCookieConsent(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'];
  expect(csp, 'Content-Security-Policy header on /').toBeTruthy();
  const policy = directives(csp!);
  // script-src falls back to default-src when absent.
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSrc, `script-src or default-src in: ${csp}`).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors'), `frame-ancestors in: ${csp}`).toEqual(["'none'"]);
  // NODE_ENV=production in this run, where HSTS is required (decision 0002).
  expect(response?.headers()['strict-transport-security'] ?? '').toMatch(/max-age=\d+/);
  // The app still runs under that policy (a CSP refusal would also fail the pageErrors check).
  await expect(page.locator('h1')).toBeVisible();
});

test('hashed assets are cached immutably and the HTML shell is not', async ({ page }) => {
  await seedCookieConsent(page);
  const assetResponses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assetResponses.push(response);
  });
  const shell = await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(shell?.headers()['cache-control'] ?? '').not.toMatch(/immutable/);

  const hashed = assetResponses.filter((r) =>
    /-[A-Za-z0-9_-]{8,}\.(js|css)$/.test(new URL(r.url()).pathname),
  );
  expect(hashed.length, 'hashed /assets/* responses seen while loading /').toBeGreaterThan(0);
  for (const response of hashed) {
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl, response.url()).toMatch(/\bimmutable\b/);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    expect(maxAge, `max-age of ${response.url()}`).toBeGreaterThanOrEqual(30 * 24 * 60 * 60);
  }
});
