import { defineConfig } from 'vitest/config';

// One runner, six projects: the pure domain, the .vmupack reader, the CLI (units, and its
// acceptance test against the real server), the server (unit + integration over HTTP), the
// web app (components in jsdom), and the repository's scripts (the build's stamp and switch). Journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/vmupack',
      'packages/cli',
      'apps/server',
      'apps/web',
      'scripts/vitest.config.mjs',
    ],
    // Vitest's default is one worker per core but one (cores - 1), so a 2-core CI machine ran
    // one file at a time. Integration suites spend much of their time waiting (on PostgreSQL,
    // sockets, PGlite's file system), so more workers than cores overlap those waits; each file
    // still has its own process, databases and app. Measured in docs/decisions/0026-test-speed.md.
    maxWorkers: 3,
  },
});
