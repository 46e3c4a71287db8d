import { defineConfig } from '@playwright/test';
import { PHONE, PHONE_ONLY } from './support/tags';

const isCI = Boolean(process.env.CI);
/** Matches a test carrying `tag` ('@phone' does not match '@phone-only'). */
const tagged = (tag: string) => new RegExp(`${tag}(?![\\w-])`);
const port = Number(process.env.E2E_PORT ?? 4317);
// E2E_BASE_URL points the suite at an already running app (e.g. the Vite dev server while the
// server is being built); tests that need the real server's headers skip themselves then.
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

// No browser download works on this machine: the distribution's Chromium is used (TOOLCHAIN.md).
const launchOptions = {
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  // Runs once the server is up (after webServer): accounts that must be older than a minute.
  globalSetup: './scripts/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // Two cores here and in CI, but journeys mostly wait (on the browser, the server, each
  // other): a third worker overlaps those waits. Measured on CI's machine: 162 journeys in
  // 302 s with two workers, 264 s and 282 s with three, all passing (decision 0027).
  workers: 3,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: isCI
    ? [['list']]
    : [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    trace: 'on-first-retry',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  },
  // Every journey runs at desktop width. At phone width run the journeys tagged PHONE (their
  // phone run checks the phone's layout itself: the headers, the cookie banner, a table turned
  // into blocks, long words, or states only their own steps reach) and those tagged PHONE_ONLY,
  // among them every-screen-at-phone-width.spec.ts, which opens every route at 390 px and the
  // states the desktop journeys reach on them (decision 0027).
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: tagged(PHONE_ONLY),
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: [tagged(PHONE), tagged(PHONE_ONLY)],
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // tsx: the launcher loads the OAuth stand-in and the shared test identities from TypeScript.
        command: 'node --import tsx scripts/start-server.mjs',
        url: `${baseURL}/readyz`,
        reuseExistingServer: !isCI,
        // The first open of a fresh embedded database takes several seconds (TOOLCHAIN.md).
        timeout: 60_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: baseURL,
          AUTH_SECRET: 'e2e-test-secret-not-for-production-00000',
          // Each test's browser sends its own X-Forwarded-For (fixtures.ts), so the always-on
          // per-address rate limits count per test, as they would per visitor behind a proxy.
          TRUST_PROXY: 'true',
        },
      },
});
