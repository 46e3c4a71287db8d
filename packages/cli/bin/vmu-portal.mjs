#!/usr/bin/env node
// The CLI is TypeScript like the rest of the workspace and runs from its sources: tsx loads
// them (Node 20 cannot), so `npx @vmu/cli` needs no build step.
import os from 'node:os';
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/main.ts');
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  platform: process.platform,
  homedir: os.homedir(),
  cwd: process.cwd(),
  fetch: globalThis.fetch,
});
