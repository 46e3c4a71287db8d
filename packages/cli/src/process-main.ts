import os from 'node:os';
import { runCli } from './main';

// vmu-portal as a process: the arguments, streams and environment of this one. The workspace's
// bin (through tsx) and the single-file bundle the portal serves (scripts/bundle-cli.mjs) both
// start here.
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
