import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'vmupack',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // No mocks, stubs, fake clocks or module state that a file could leave behind for the next,
    // so a worker's files share its loaded modules instead of a process each (decision 0026).
    isolate: false,
  },
});
