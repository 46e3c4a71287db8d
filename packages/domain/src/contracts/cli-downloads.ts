// The portal serves its own build of the vmu-portal CLI (decision 0053): one JavaScript file
// that runs on Node.js alone, versioned, with its SHA-256, under /cli/ of the portal. The npm
// name @vmu/cli is the workspace's only: no registry package exists, so no one installs one.
//   GET /cli/vmu-portal-<version>.mjs   one version (what a pipeline pins)
//   GET /cli/vmu-portal.mjs             the newest version
//   GET /cli/SHA256SUMS                 both files' SHA-256, as sha256sum writes them
//   GET /cli/latest.json                { version, file, sha256 } of the newest

export const CLI_DOWNLOADS_PATH = '/cli';
export const CLI_LATEST_FILE = 'vmu-portal.mjs';
export const CLI_CHECKSUMS_FILE = 'SHA256SUMS';
export const CLI_LATEST_JSON_FILE = 'latest.json';
export const cliBundleFile = (version: string) => `vmu-portal-${version}.mjs`;

/** The variables a pipeline sets to pin the CLI: its version and that file's SHA-256. */
export const CLI_VERSION_VARIABLE = 'VMU_PORTAL_CLI_VERSION';
export const CLI_SHA256_VARIABLE = 'VMU_PORTAL_CLI_SHA256';

/**
 * The CI steps the docs show (bash, with VMU_PORTAL_URL, VMU_PORTAL_TOKEN and the two variables
 * above set): download the pinned CLI from the portal, refuse it unless its SHA-256 is the
 * pinned one, then upload and submit. The CLI's acceptance test runs these very lines.
 */
export const CLI_CI_STEPS = [
  `curl -fsSLo ${CLI_LATEST_FILE} "$VMU_PORTAL_URL${CLI_DOWNLOADS_PATH}/vmu-portal-$${CLI_VERSION_VARIABLE}.mjs"`,
  `echo "$${CLI_SHA256_VARIABLE}  ${CLI_LATEST_FILE}" | sha256sum -c -`,
  `node ${CLI_LATEST_FILE} upload build/game.vmupack --app com.example.game --notes @CHANGELOG.md --submit`,
] as const;
