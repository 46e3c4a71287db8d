// Types of build-server.mjs, for TypeScript callers (the benchmarks).

/** apps/server/, with a trailing slash. */
export declare const serverRoot: string;

/**
 * Bundles each entry to `<outdir>/<name>.js` (keys are the names, values the source files),
 * plus pglite-worker.js and migrations/. Empties `outdir` first; it must lie under apps/server.
 */
export declare function buildServer(options: {
  entryPoints: Record<string, string>;
  outdir: string;
}): Promise<void>;
