import fs from 'node:fs';

// The CLI names itself and its version in every request, so the portal's request log tells its
// requests apart from other clients of the API.

let cached: string | undefined;

/** Written in by the single-file bundle (scripts/bundle-cli.mjs), which has no package.json. */
declare const VMU_PORTAL_VERSION: string | undefined;

export function cliVersion(): string {
  if (typeof VMU_PORTAL_VERSION === 'string') return VMU_PORTAL_VERSION;
  const packageJson = JSON.parse(
    fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return packageJson.version;
}

export function userAgent(): string {
  cached ??= `vmu-portal/${cliVersion()} node/${process.versions.node}`;
  return cached;
}
