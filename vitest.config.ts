import { defineConfig } from 'vitest/config';

// One runner, three projects: the pure domain, the server (unit + integration over HTTP),
// and the web app (components in jsdom). Journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
