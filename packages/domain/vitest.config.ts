import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions: no mocks, stubs, fake clocks or module state a file could leave behind,
    // so a worker's files share its loaded modules instead of a process each (decision 0026).
    isolate: false,
  },
});
