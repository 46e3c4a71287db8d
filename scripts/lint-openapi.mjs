// Lints the server's two OpenAPI documents with Redocly (redocly.yaml at the root): they are
// written from the server's builders into a temporary folder, no server or database needed.
// Run by `npm test` beside the other static checks; decision 0054.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const folder = mkdtempSync(path.join(tmpdir(), 'vmu-openapi-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

try {
  const written = run(bin('tsx'), ['apps/server/src/cli/write-openapi-documents.ts', folder]);
  const documents = written.stdout.trim().split('\n').filter(Boolean);
  if (written.status !== 0 || documents.length !== 2) {
    console.error('The OpenAPI documents could not be written.');
    process.exitCode = 1;
  } else {
    const lint = spawnSync(
      bin('redocly'),
      ['lint', '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish', ...documents],
      { cwd: root, stdio: 'inherit' },
    );
    process.exitCode = lint.status ?? 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
