import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'vmupack', include: ['src/**/*.test.ts'], environment: 'node' },
});
