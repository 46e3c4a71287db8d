import { defineConfig } from 'drizzle-kit';

// Generates SQL only (no database needed); the server applies these files at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
