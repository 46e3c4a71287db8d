import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './src/prerender/prerender-plugin';

// The dev server proxies the API to the Fastify server so the browser sees one origin,
// exactly as in production where Fastify serves the built app.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * React Router is one module, and the bundler keeps each of its components that sets a
 * `displayName` (an assignment, so a side effect) or is made by a `forwardRef` call (not known
 * to be pure): Form, NavLink, Link's prefetching and the data router's hooks came to every page
 * though the app uses none of them. In the browser build those assignments (names for the React
 * developer tools only) are blanked and the `forwardRef` calls marked pure, so what the app does
 * not use is shaken out (decision 0030). Only columns move, so the source map is kept (its
 * columns on the few `forwardRef(` lines are a comment's length off).
 */
function shakeReactRouter(): Plugin {
  return {
    name: 'vmu:shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code, _id, options) {
        if (options?.ssr) return null;
        const shaken = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, (line) => ' '.repeat(line.length))
          .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(');
        return { code: shaken, map: null };
      },
    },
  };
}

export default defineConfig({
  // Brotli and gzip copies are made at build time; the server sends them (preCompressed), so
  // no request pays for compression and slow connections get the small files. The public pages
  // are then prerendered to HTML (decision 0030).
  plugins: [
    react(),
    shakeReactRouter(),
    tailwindcss(),
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
    prerenderPages(),
  ],
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
  build: {
    outDir: 'dist',
    // Maps are written for debugging from the checkout, but the scripts do not link to them and
    // the server never serves them: they hold the app's whole source (decision 0052).
    sourcemap: 'hidden',
    assetsDir: 'assets',
    manifest: true,
    // Every browser the portal supports preloads modules itself. A lazy chunk's dependencies
    // are fetched with it, except those every page has loaded already (the framework chunk).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => !/\/(framework|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
    // What every page runs first, in one chunk instead of ten small ones (each file is gzipped
    // on its own, and each boundary costs imports and exports): React, React DOM, React Router
    // and the few small modules the public layout shares with lazy chunks (decision 0030).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]|src[\\/](lib[\\/]cn|config[\\/]paths|components[\\/]ui[\\/]button-variants|components[\\/]home-logo-link)\.|domain[\\/]src[\\/](limits|auth[\\/]paths)\./,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker runs its files one after another in one jsdom window with the packages loaded
    // once, instead of a process, a jsdom and every import per file: about three quarters of
    // the project's CPU time (decision 0026). fresh-modules.ts gives each file the app's own
    // modules anew (so `vi.mock` works as in a process of its own); setup.ts empties what the
    // window keeps (the DOM, both storages, stubbed globals, fake timers) between tests and files.
    isolate: false,
    setupFiles: ['./src/testing/fresh-modules.ts', './src/testing/setup.ts'],
    // Screens behind lazy routes are awaited up to 5 s (findBy ... { timeout: 5000 }); the test
    // itself needs more than that on a loaded 2-core machine, where Vitest's 5 s default left
    // no room and failed the first test of a file that had to load its chunks.
    testTimeout: 15_000,
  },
});
