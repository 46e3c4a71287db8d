import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

// The dev server proxies the API to the Fastify server so the browser sees one origin,
// exactly as in production where Fastify serves the built app.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies are made at build time; the server sends them (preCompressed), so
  // no request pays for compression and slow connections get the small files.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  // The manifest lets bench/size.ts measure what each route really loads.
  build: { outDir: 'dist', sourcemap: true, assetsDir: 'assets', manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Screens behind lazy routes are awaited up to 5 s (findBy ... { timeout: 5000 }); the test
    // itself needs more than that on a loaded 2-core machine, where Vitest's 5 s default left
    // no room and failed the first test of a file that had to load its chunks.
    testTimeout: 15_000,
  },
});
