import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Once per run: the migrated PostgreSQL template, the PGlite template and the test
    // password's hash, so no suite migrates or hashes for itself.
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite takes seconds to create and migrate; each file shares one instance.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
