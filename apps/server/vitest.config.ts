import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite takes seconds to create and migrate; each file shares one instance.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
