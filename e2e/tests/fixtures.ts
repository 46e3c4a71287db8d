import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

// The local-storage contract of the cookie consent (brief and SPEC section 3).
export const CONSENT_KEY = 'cookie-consent';
export const CONSENT_VERSION = '1.0';

export interface ConsentPreferences {
  necessary: boolean;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  preferences: ConsentPreferences;
  timestamp: string;
  version: string;
}

export const NECESSARY_ONLY: ConsentPreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};

export const ALL_ACCEPTED: ConsentPreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
};

/**
 * Stores a consent choice before any page script runs, for journeys that are not about the
 * banner. It only writes when nothing is stored, so a choice the test makes survives reloads.
 */
export async function seedCookieConsent(
  page: Page,
  preferences: ConsentPreferences = NECESSARY_ONLY,
  overrides: Partial<Omit<ConsentRecord, 'preferences'>> = {},
): Promise<void> {
  const record: ConsentRecord = {
    preferences,
    timestamp: new Date().toISOString(),
    version: CONSENT_VERSION,
    ...overrides,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [CONSENT_KEY, JSON.stringify(record)] as const,
  );
}

/** The stored consent record, or null when no choice is stored. */
export async function readCookieConsent(page: Page): Promise<ConsentRecord | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
  return raw === null ? null : (JSON.parse(raw) as ConsentRecord);
}

/** Asserts the stored record holds exactly these preferences, version '1.0' and a fresh ISO time. */
export async function expectStoredConsent(
  page: Page,
  preferences: ConsentPreferences,
): Promise<void> {
  await expect.poll(() => readCookieConsent(page).then((r) => r?.preferences)).toEqual(preferences);
  const record = await readCookieConsent(page);
  expect(record).not.toBeNull();
  expect(Object.keys(record!).sort()).toEqual(['preferences', 'timestamp', 'version']);
  expect(record!.version).toBe(CONSENT_VERSION);
  expect(record!.timestamp).toMatch(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  );
  expect(Number.isNaN(Date.parse(record!.timestamp))).toBe(false);
}

/** The consent banner, found by its accessible name rather than by markup. */
export function consentBanner(page: Page): Locator {
  return page
    .getByRole('region', { name: /cookie consent/i })
    .or(page.getByRole('dialog', { name: /cookie consent/i }));
}

/** A category switch; Radix renders switches as role=switch, plain inputs are checkboxes. */
export function categoryToggle(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('switch', { name }).or(scope.getByRole('checkbox', { name }));
}

interface AxeViolationNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}

function formatViolations(
  url: string,
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: AxeViolationNode[];
  }[],
): string {
  const lines = [`${violations.length} serious/critical axe violation(s) on ${url}:`];
  for (const v of violations) {
    lines.push(`\n[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 8)) {
      lines.push(`  - ${node.target.map(String).join(' > ')}`);
      lines.push(`    ${node.html.slice(0, 200)}`);
      if (node.failureSummary) {
        lines.push(`    ${node.failureSummary.replace(/\n/g, '\n    ')}`);
      }
    }
    if (v.nodes.length > 8) lines.push(`  ... and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

interface Fixtures {
  /** Runs axe-core on the current page and fails on any serious or critical violation. */
  axe: () => Promise<void>;
  /** Errors the page reported (uncaught exceptions, console errors such as CSP refusals). */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use, testInfo) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      if (blocking.length > 0) {
        await testInfo.attach(`axe-${testInfo.project.name}.json`, {
          body: JSON.stringify(blocking, null, 2),
          contentType: 'application/json',
        });
      }
      expect(blocking, formatViolations(page.url(), blocking)).toEqual([]);
    });
  },

  // Every journey also fails on a script error or a console error: a blocked inline script
  // (CSP), a missing asset or a React crash would otherwise pass unnoticed.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const { url, lineNumber } = message.location();
          errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
        }
      });
      await use(errors);
      expect(errors, `the page reported errors:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits for a lazily loaded route to render its single h1 and returns it. */
export async function expectSingleH1(page: Page): Promise<Locator> {
  const h1 = page.locator('h1');
  await expect(h1.first()).toBeVisible();
  await expect(h1).toHaveCount(1);
  return h1;
}

/** False while the suite runs against another server (E2E_BASE_URL), e.g. the Vite dev server. */
export const againstBuiltServer = !process.env.E2E_BASE_URL;

/** Responsive layout: nothing makes the whole page scroll sideways (wide tables scroll inside). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `page is ${scrollWidth}px wide in a ${clientWidth}px viewport`,
  ).toBeLessThanOrEqual(clientWidth);
}
