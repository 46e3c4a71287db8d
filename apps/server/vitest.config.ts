import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files of one worker share its loaded modules instead of loading the server's whole
    // graph (Fastify, better-auth, Mercurius, drizzle, the AWS SDK) again for each: that import
    // was more than half of the suite's time (decision 0033). Each file still has its own
    // databases and app (useTestApp); nothing in the server keeps per-process state that a
    // test could leave behind (no module mocks, fake timers restored after each test).
    isolate: false,
    // Once per run: the migrated PostgreSQL template, the PGlite template and the test
    // password's hash, so no suite migrates or hashes for itself.
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite takes seconds to create and migrate; each file shares one instance.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
