import { defineProject } from 'vitest/config';

// The repository's own scripts (the build's stamp and switch): plain Node.js, no app.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.mjs'],
    environment: 'node',
  },
});
