// `npm run build` (and the first step of `npm start`): builds the web app, the server and the
// CLI's bundle, but only when their sources changed, and into fresh folders that replace the
// served ones only once the whole build is done (decision 0053).
//
// - What is built is stamped: a SHA-256 of every file the build reads (the sources, configs and
//   lock file of the parts below, not their tests). The stamp is written into each build; when
//   both served builds carry the current stamp, nothing is built (`--force` builds anyway).
// - Each build goes to apps/web/dist-<id> and apps/server/dist-<id>, beside `dist` so that every
//   path the server finds from its own place (../../web/dist, its packages in node_modules)
//   stays the same. `dist` is a symbolic link to the build in use, switched by renaming a new
//   link over it: a server already running keeps the build it started from (it resolves the
//   link once, at start) and never sees a half-written folder. The newest builds are kept
//   (KEPT_BUILDS), for servers still running from them; older ones are removed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCli, CLI_DOWNLOADS_DIR } from '../packages/cli/scripts/bundle-cli.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');
const serverRoot = path.join(repoRoot, 'apps/server');
const STAMP_FILE = '.build-stamp';
/** Builds kept in each part's folder, the one in use among them. */
const KEPT_BUILDS = 3;

/** What the build reads: these folders (less what git ignores, and tests) and files. */
const INPUT_FOLDERS = ['apps/web', 'apps/server', 'packages'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
// Tests are never part of a bundle: editing one needs no new build.
const isTest = (file) => /\.test\.tsx?$/.test(file);

/**
 * The input files, from git (tracked and new files, not those .gitignore names: builds, data,
 * node_modules), or by walking the folders when this is not a git checkout.
 */
function inputFiles(root) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...INPUT_FOLDERS],
    { cwd: root, encoding: 'utf8' },
  );
  const files =
    listed.status === 0 ? listed.stdout.split('\0').filter(Boolean) : walk(root, INPUT_FOLDERS);
  return [...new Set([...INPUT_FILES, ...files])]
    .filter((file) => !isTest(file) && fs.existsSync(path.join(root, file)))
    .sort();
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.data']);

function walk(root, folders) {
  const files = [];
  const visit = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('dist-')) visit(child);
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
  };
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) visit(folder);
  return files;
}

/** The SHA-256 of every input's path and bytes, and of the Node.js version that builds. */
export function buildStamp(root = repoRoot) {
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of inputFiles(root)) {
    hash
      .update(`${file}\n`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

const readStamp = (dir) => {
  try {
    return fs.readFileSync(path.join(dir, STAMP_FILE), 'utf8').trim();
  } catch {
    return null;
  }
};

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** Points `<partRoot>/dist` at `<partRoot>/<buildName>` in one rename. */
export function switchTo(partRoot, buildName) {
  const link = path.join(partRoot, 'dist');
  // A folder left by an older build script is kept as a build of its own, then replaced.
  if (fs.existsSync(link) && !fs.lstatSync(link).isSymbolicLink()) {
    fs.renameSync(link, path.join(partRoot, `dist-0-unstamped-${Date.now()}`));
  }
  const next = path.join(partRoot, `.dist-next-${process.pid}`);
  fs.rmSync(next, { force: true });
  fs.symlinkSync(buildName, next);
  fs.renameSync(next, link);
}

/** Removes all but the newest KEPT_BUILDS builds of a part, never the one in use. */
export function removeOldBuilds(partRoot, inUse) {
  const builds = fs
    .readdirSync(partRoot)
    .filter((name) => /^dist-\d/.test(name))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  for (const name of builds.slice(KEPT_BUILDS)) {
    if (name !== inUse) fs.rmSync(path.join(partRoot, name), { recursive: true, force: true });
  }
}

export async function build({ force = false } = {}) {
  const stamp = buildStamp();
  const served = [webRoot, serverRoot].map((part) => readStamp(path.join(part, 'dist')));
  if (!force && served.every((s) => s === stamp)) {
    console.log(`build: up to date (${stamp.slice(0, 12)}), nothing to build`);
    return;
  }
  const name = `dist-${Date.now()}-${stamp.slice(0, 12)}`;
  const webOut = path.join(webRoot, name);
  const serverOut = path.join(serverRoot, name);
  try {
    run('npx', ['vite', 'build', '--outDir', name, '--emptyOutDir'], webRoot);
    const cli = await bundleCli(path.join(webOut, CLI_DOWNLOADS_DIR));
    console.log(`built the CLI ${cli.file} (sha256 ${cli.sha256})`);
    run('node', ['scripts/build.mjs', serverOut], serverRoot);
    for (const out of [webOut, serverOut])
      fs.writeFileSync(path.join(out, STAMP_FILE), `${stamp}\n`);
  } catch (error) {
    for (const out of [webOut, serverOut]) fs.rmSync(out, { recursive: true, force: true });
    throw error;
  }
  // The web app first: a server started between the two renames finds the new pages with the
  // previous server, which serves any build of the same API.
  switchTo(webRoot, name);
  switchTo(serverRoot, name);
  removeOldBuilds(webRoot, name);
  removeOldBuilds(serverRoot, name);
  console.log(`build: ${name} is in use`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await build({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`build: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
