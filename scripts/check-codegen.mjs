// CI guard for house rule 2: generated GraphQL code must match the .graphql contract.
// Runs both codegens, then fails listing every generated file that changed (or appeared).
// Not `graphql-codegen --check`: it compares the generators' raw output with the files on disk
// before the prettier hook runs, so every formatted file reads as stale (decision 0023).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Everything codegen writes: the server's generated types and scaffolded resolver files
// (a new root field scaffolds one), and the web client's documents.
const GENERATED = [
  'apps/server/src/graphql/generated',
  'apps/server/src/modules',
  'apps/web/src/lib/graphql',
];
const isGenerated = (file) =>
  file.startsWith('apps/server/src/graphql/generated/') ||
  /^apps\/server\/src\/modules\/[^/]+\/resolvers\//.test(file) ||
  file.startsWith('apps/web/src/lib/graphql/');

function snapshot() {
  const hashes = new Map();
  const walk = (dir) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${entry}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (isGenerated(rel)) {
        hashes.set(
          rel,
          createHash('sha256')
            .update(readFileSync(path.join(root, rel)))
            .digest('hex'),
        );
      }
    }
  };
  GENERATED.forEach(walk);
  return hashes;
}

const run = (cmd, args) =>
  execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

const before = snapshot();
run('npm', ['run', 'codegen', '-w', '@vmu/server']);
run('npm', ['run', 'codegen', '-w', '@vmu/web']);
const after = snapshot();

const changed = new Set();
for (const file of new Set([...before.keys(), ...after.keys()])) {
  if (before.get(file) !== after.get(file)) changed.add(file);
}
const porcelain = run('git', [
  'status',
  '--porcelain',
  '--untracked-files=all',
  '--',
  ...GENERATED,
]);
for (const line of porcelain.split('\n')) {
  const file = line.slice(3).trim();
  if (file && isGenerated(file)) changed.add(file);
}

if (changed.size > 0) {
  console.error(
    'Generated GraphQL code is stale or uncommitted. Run `npm run codegen` and commit:',
  );
  for (const file of [...changed].sort()) console.error(`  ${file}`);
  process.exit(1);
}
console.log('GraphQL codegen output is up to date.');
