// Types of bundle-cli.mjs, for TypeScript callers (the acceptance test).

/** Where the portal serves the CLI from, under its web root. */
export declare const CLI_DOWNLOADS_DIR: string;

/** Bundles vmu-portal into `outDir` (emptied first): the versioned file, its copy, SHA256SUMS, latest.json. */
export declare function bundleCli(
  outDir: string,
): Promise<{ version: string; file: string; sha256: string }>;
