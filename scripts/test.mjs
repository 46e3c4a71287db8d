// `npm test`: every check CI runs, in order, failing fast with the step's name.
// Ends with one 'tests: N passed, N failed' line counting unit, integration and journey tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'vmu-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}

/**
 * Runs independent checks side by side (two cores: their waits overlap), printing each one's
 * output whole when it ends so logs do not interleave; exits with the first failure's status.
 */
async function parallelSteps(steps) {
  const started = Date.now();
  console.log(`\n=== ${steps.map(([name]) => name).join(', ')}: side by side`);
  const results = await Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
            if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
            console.log(`=== ${name} ${status === 0 ? 'passed' : 'failed'} after ${seconds} s`);
            resolve(status ?? 1);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}

const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
if (requirePostgres && !process.env.TEST_DATABASE_URL) {
  console.error(
    'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL suite would not run.',
  );
  process.exit(1);
}

step('generated code is up to date', 'npm', ['run', '--silent', 'codegen:check']);
// Codegen rewrites the generated files, so it runs alone; the three readers then run together.
await parallelSteps([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
]);
step('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

const vitest = JSON.parse(readFileSync(vitestReport, 'utf8'));
const vitestTests = vitest.testResults.flatMap((file) => file.assertionResults);
const postgresPassed = vitestTests.filter(
  (t) => t.status === 'passed' && t.fullName.includes('[postgres]'),
).length;
console.log(`PostgreSQL integration tests passed: ${postgresPassed}`);
if (requirePostgres && postgresPassed === 0) {
  console.error('REQUIRE_POSTGRES=1 but no PostgreSQL integration test ran.');
  process.exit(1);
}

step('build', 'npm', ['run', '--silent', 'build']);
step(
  'browser journeys',
  'npm',
  ['test', '--silent', '-w', '@vmu/e2e', '--', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  },
);

const playwright = JSON.parse(readFileSync(playwrightReport, 'utf8'));
const passed =
  vitestTests.filter((t) => t.status === 'passed').length +
  playwright.stats.expected +
  playwright.stats.flaky;
const failed =
  vitestTests.filter((t) => t.status === 'failed').length + playwright.stats.unexpected;
const skipped =
  vitestTests.filter((t) => t.status !== 'passed' && t.status !== 'failed').length +
  playwright.stats.skipped;
rmSync(reports, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
