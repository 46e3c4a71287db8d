import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import { TEST_EMAIL_DOMAIN, TEST_PASSWORD, adminEmail } from '../support/accounts';
import { readRunState } from '../support/run-state';

// The local-storage contract of the cookie consent (docs/product.md, "Cookie consent record").
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

/**
 * axe-core leaves its experimental rules off by default; label-content-name-mismatch (WCAG
 * 2.5.3, label in name) is one of them. The journeys turn on every experimental rule the
 * installed axe-core ships (decision 0021) but hidden-content, which can only ever ask for a
 * manual review, never fail, and visits every element of the page.
 */
const NEVER_FAILS = new Set(['hidden-content']);
const EXPERIMENTAL_AXE_RULES = Object.fromEntries(
  axe
    .getRules(['experimental'])
    .filter((rule) => !rule.tags.includes('deprecated') && !NEVER_FAILS.has(rule.ruleId))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

interface AxeViolationNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}

/** A toast sonner is taking away: it fades out, and then leaves the page. */
const LEAVING_TOAST = '[data-sonner-toast][data-removed="true"]';

/**
 * Whether axe judged this node while its toast was fading out (its timer ran out during the
 * check): the node, or the element whose colours axe compared it with, is a leaving toast.
 */
function judgedWhileLeaving(node: {
  html: string;
  any?: { relatedNodes?: { html: string }[] }[];
}): boolean {
  const leaving = (html: string) =>
    html.includes('data-sonner-toast') && html.includes('data-removed="true"');
  return (
    leaving(node.html) ||
    (node.any ?? []).some((check) => (check.relatedNodes ?? []).some((r) => leaving(r.html)))
  );
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
  const lines = [`${violations.length} axe violation(s) on ${url}:`];
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
  /**
   * Runs axe-core on the test's page (or the page given) and fails on any violation, whatever its impact: a
   * minor one (two landmarks of one name, a label the visible text does not start) still
   * misleads a screen-reader or voice-control user (decision 0021).
   */
  axe: (page?: Page) => Promise<void>;
  /** Errors the page reported (uncaught exceptions, console errors such as CSP refusals). */
  pageErrors: string[];
  /**
   * Chromium logs each refused request as a console error. Where a refusal is the behaviour
   * under test (the upload endpoint refusing a file, the API answering 'not found' or 'name
   * taken'), the test adds its path here; any other refusal, and any 5xx, still fails it.
   */
  expectedRefusals: string[];
  /**
   * The address this test's browser appears to come from (X-Forwarded-For, TRUST_PROXY=true in
   * this run): the server's per-address rate limits then apply per test, as per visitor.
   */
  clientIp: string;
}

interface WorkerFixtures {
  /**
   * This worker slot's admin (its address is in the server's ADMIN_EMAILS), created on first
   * use and signed in once per worker; `useSession` puts its cookies into a test's browser.
   */
  adminSession: Session;
}

export interface Session {
  user: TestUser;
  cookies: Cookie[];
}

/** Gives the page's browser context a session made elsewhere (e.g. the worker's admin). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.context().addCookies(session.cookies);
}

/** A random private address; two tests sharing one would only share rate-limit buckets. */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A request answered with a 4xx at one of `paths`, as Chromium logs it. */
function isRefusedAt(text: string, url: string, paths: readonly string[]): boolean {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) &&
    paths.some((path) => new URL(url, 'http://x').pathname.startsWith(path))
  );
}

/**
 * Chromium logs every refused fetch as a console error. A 4xx from /api/auth/* is the server
 * answering (wrong password, wrong code, cooldown), which the journeys assert on screen;
 * a 5xx, or a refusal anywhere else, still fails the test.
 */
function isRefusedAuthCall(text: string, url: string): boolean {
  return isRefusedAt(text, url, ['/api/auth/']);
}

/**
 * The store's page of an app that left it (410) or never was in it (404), and the API's answer
 * for it: the status is the page's message to crawlers, which Chromium logs as a failed load.
 */
function isStoreAppGone(text: string, url: string): boolean {
  const pathname = new URL(url, 'http://x').pathname;
  return (
    /^Failed to load resource: the server responded with a status of 4(04|10)\b/.test(text) &&
    /^\/(store|api\/store\/v1)\/apps\/[^/]+$/.test(pathname)
  );
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
  clientIp: async ({}, use) => {
    await use(randomClientIp());
  },

  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientIp });
  },

  adminSession: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the admin session needs use.baseURL');
      const user: TestUser = {
        name: 'Ada Admin',
        email: adminEmail(workerInfo.parallelIndex),
        password: TEST_PASSWORD,
      };
      const api = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
      });
      try {
        const credentials = { email: user.email, password: user.password, rememberMe: true };
        // A retry in a new worker of the same slot finds the admin made before.
        const signIn = await authPost(api, baseURL, '/sign-in/email', credentials);
        if (!signIn.ok()) {
          await insertNewUser(baseURL, { user });
          await expectOk(
            await authPost(api, baseURL, '/sign-in/email', credentials),
            `sign-in of ${user.email}`,
          );
        }
        const { cookies } = await api.storageState();
        await use({ user, cookies });
      } finally {
        await api.dispose();
      }
    },
    { scope: 'worker' },
  ],

  axe: async ({ page }, use, testInfo) => {
    await use(async (target = page) => {
      // Colours are judged as people read them, not mid-transition: a toast fading in is
      // briefly low-contrast by design (its opacity), which axe would report at random.
      // Endless ones (spinners, skeletons) never finish and are not waited for. Two frames
      // first: a toast that has just mounted starts its transition a frame later (sonner marks
      // it mounted in an effect), and one not started yet would not be waited for.
      // A toast fading out is no longer content: it is waited for until it has left the page
      // (sonner takes it away a moment after its fade starts).
      await target.evaluate(async (leavingToast) => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
        for (let waited = 0; document.querySelector(leavingToast) && waited < 2000; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
      }, LEAVING_TOAST);
      const { violations: found } = await new AxeBuilder({ page: target })
        // Only violations fail a journey: axe then keeps one example node of every passed,
        // incomplete or inapplicable rule instead of all of them (the same rules run).
        .options({ rules: EXPERIMENTAL_AXE_RULES, resultTypes: ['violations'] })
        // axe.run in the page itself, instead of runPartial in every frame and finishRun in a
        // blank page opened for each check (about half the time of a check, decision 0027).
        // What legacy mode gives up is testing cross-origin frames, and the portal's CSP
        // (default-src 'self') allows none.
        .setLegacyMode(true)
        // Radix's focus guards: two empty, invisible spans at the ends of <body> while a menu or
        // dialog is open, which hand focus straight back into it. Not content, and not ours.
        .exclude('[data-radix-focus-guard]')
        .analyze();
      // A toast whose time ran out while axe ran was judged mid-fade (its opacity falling), a
      // moment of the check, not of the page: those nodes are dropped, every other one counts.
      const violations = found
        .map((violation) => ({
          ...violation,
          nodes: violation.nodes.filter((node) => !judgedWhileLeaving(node)),
        }))
        .filter((violation) => violation.nodes.length > 0);
      if (violations.length > 0) {
        await testInfo.attach(`axe-${testInfo.project.name}.json`, {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        });
      }
      expect(violations, formatViolations(target.url(), violations)).toEqual([]);
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
  expectedRefusals: async ({}, use) => {
    await use([]);
  },

  // Every journey also fails on a script error or a console error: a blocked inline script
  // (CSP), a missing asset or a React crash would otherwise pass unnoticed.
  pageErrors: [
    async ({ page, expectedRefusals }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const { url, lineNumber } = message.location();
          if (isRefusedAuthCall(message.text(), url) || isStoreAppGone(message.text(), url)) return;
          if (isRefusedAt(message.text(), url, expectedRefusals)) return;
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

// ---------------------------------------------------------------------------------------------
// Accounts: captured mail, users made through the real auth API, and the UI sign-up.

export const VERIFICATION_SUBJECT = 'Your VMU Pro verification code';
export const RESET_SUBJECT = 'Reset your VMU Pro password';

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  file: string;
}

/** A fresh address per call, so tests never meet each other's accounts (or an earlier run's). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@${TEST_EMAIL_DOMAIN}`;
}

function addressOf(to: string): string {
  return (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
}

/** Every mail the server wrote to its outbox for this address, oldest first. */
export function mailsTo(email: string): CapturedMail[] {
  const { outboxDir } = readRunState();
  const wanted = email.toLowerCase();
  const mails: CapturedMail[] = [];
  for (const file of readdirSync(outboxDir)) {
    if (!file.endsWith('.json')) continue;
    let mail: CapturedMail;
    try {
      mail = { ...(JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as CapturedMail), file };
    } catch {
      continue; // still being written; the next poll reads it whole
    }
    if (addressOf(mail.to) === wanted) mails.push(mail);
  }
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.file.localeCompare(b.file));
}

interface MailQuery {
  subject?: string;
  /** Only mails beyond the first `after` ones to this address (e.g. the count before a resend). */
  after?: number;
  timeout?: number;
}

/** Waits for the newest matching mail to this address. */
export async function waitForMail(email: string, query: MailQuery = {}): Promise<CapturedMail> {
  const { subject, after = 0, timeout = 10_000 } = query;
  const deadline = Date.now() + timeout;
  for (;;) {
    const match = mailsTo(email)
      .slice(after)
      .filter((mail) => subject === undefined || mail.subject === subject)
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail${subject ? ` '${subject}'` : ''} to ${email} in ${readRunState().outboxDir} ` +
          `within ${timeout} ms (${mailsTo(email).length} mail(s) to that address in all)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The six-digit code of a mail; the mail puts it on a line of its own. */
export function codeIn(mail: CapturedMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code)
    throw new Error(`no six-digit code on its own line in '${mail.subject}':\n${mail.text}`);
  return code;
}

/** Polls the outbox for the newest mail to this address and returns its six-digit code. */
export async function readCode(email: string, query: MailQuery = {}): Promise<string> {
  return codeIn(await waitForMail(email, query));
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newTestUser(prefix = 'user'): TestUser {
  return { name: 'Ada Tester', email: uniqueEmail(prefix), password: TEST_PASSWORD };
}

async function expectOk(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) {
    throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  }
  return response;
}

/**
 * POST to a better-auth endpoint as the web app does: JSON with the app's own Origin
 * (better-auth refuses cookie-bearing posts from other origins).
 */
export function authPost(
  api: APIRequestContext,
  baseURL: string,
  path: string,
  data: Record<string, unknown>,
): Promise<APIResponse> {
  return api.post(new URL(`/api/auth${path}`, baseURL).href, {
    data,
    headers: { origin: new URL(baseURL).origin },
    failOnStatusCode: false,
  });
}

/**
 * Creates an account through the real API (sign-up, then the emailed code) in a throw-away
 * client of its own, so the caller's browser stays signed out until it calls `login`.
 */
export async function insertNewUser(
  baseURL: string,
  options: { user?: TestUser; verified?: boolean } = {},
): Promise<TestUser> {
  const user = options.user ?? newTestUser();
  const api = await playwrightRequest.newContext({
    baseURL,
    // Each helper client is its own visitor: setting up state must not spend a test's budget.
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  try {
    await expectOk(
      await authPost(api, baseURL, '/sign-up/email', {
        name: user.name,
        email: user.email,
        password: user.password,
      }),
      `sign-up of ${user.email}`,
    );
    if (options.verified ?? true) {
      const otp = await readCode(user.email, { subject: VERIFICATION_SUBJECT });
      await expectOk(
        await authPost(api, baseURL, '/email-otp/verify-email', { email: user.email, otp }),
        `email verification of ${user.email}`,
      );
    }
  } finally {
    await api.dispose();
  }
  return user;
}

/** Signs the page's browser context in through the real API (cookies land in the browser). */
export async function login(
  page: Page,
  baseURL: string,
  user: Pick<TestUser, 'email' | 'password'>,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await expectOk(
    await authPost(page.request, baseURL, '/sign-in/email', {
      email: user.email,
      password: user.password,
      rememberMe: options.rememberMe ?? true,
    }),
    `sign-in of ${user.email}`,
  );
}

/** The better-auth session cookie ('__Secure-' prefixed in production). */
export async function sessionCookie(page: Page): Promise<Cookie | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => /(^|\.)session_token$/.test(cookie.name));
}

/** Fills and submits /auth/signup as a visitor would; stays on the page the app goes to. */
export async function signUp(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth/signup');
  const form = page.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill(user.name);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await form.getByRole('checkbox', { name: /terms/i }).check();
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
}
