// `npm test`: every check CI runs, in order, failing fast with the step's name.
// Prints each stage's time as it ends and a table of all of them at the end (after a failure
// too), and ends with one 'tests: N passed, N failed' line counting unit, integration and
// journey tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'vmu-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const runStarted = Date.now();
/** Every stage run so far: its name, seconds and outcome, for the closing table. */
const stages = [];

const secondsSince = (started) => (Date.now() - started) / 1000;

function printStageTable() {
  const width = Math.max(...stages.map(({ name }) => name.length), 'total'.length);
  console.log('\n=== stage times');
  for (const { name, seconds, passed } of stages) {
    const mark = passed ? '' : '  FAILED';
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${mark}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${secondsSince(runStarted).toFixed(1).padStart(7)} s`);
}

/** Ends the run: the stage table, then the closing line when there is one. */
function finish(status, closingLine) {
  rmSync(reports, { recursive: true, force: true });
  printStageTable();
  if (closingLine) console.log(`\n${closingLine}`);
  process.exit(status);
}

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = secondsSince(started);
  const passed = result.status === 0;
  stages.push({ name, seconds, passed });
  if (!passed) {
    console.error(`\n=== ${name} failed after ${seconds.toFixed(1)} s`);
    finish(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds.toFixed(1)} s`);
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
            const seconds = secondsSince(started);
            stages.push({ name, seconds, passed: status === 0 });
            console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
            if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
            console.log(
              `=== ${name} ${status === 0 ? 'passed' : 'failed'} after ${seconds.toFixed(1)} s`,
            );
            resolve(status ?? 1);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) finish(failed);
}

const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
if (requirePostgres && !process.env.TEST_DATABASE_URL) {
  console.error(
    'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL suite would not run.',
  );
  process.exit(1);
}

step('generated code is up to date', 'npm', ['run', '--silent', 'codegen:check']);
// Codegen rewrites the generated files, so it runs alone; the readers then run together.
await parallelSteps([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['unused files and dependencies', 'npm', ['run', '--silent', 'knip']],
  ['OpenAPI documents lint', 'node', ['scripts/lint-openapi.mjs']],
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
  finish(1);
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
finish(failed === 0 ? 0 : 1, `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
