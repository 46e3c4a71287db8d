import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The acceptance test builds the real server with the server's test harness, which expects
    // the run's migrated database templates and the test password's hash from its global setup.
    globalSetup: ['../../apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
