import { defineConfig } from 'vitest/config';

// One runner, four projects: the pure domain, the .vmupack reader, the server (unit + integration over HTTP),
// and the web app (components in jsdom). Journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/vmupack', 'apps/server', 'apps/web'],
  },
});
