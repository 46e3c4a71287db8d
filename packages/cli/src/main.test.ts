import fs from 'node:fs';
import os from 'node:os';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliContext } from './cli-context';
import { EXIT_CODES } from './cli-error';
import { runCli } from './main';

/** Runs the CLI in this process with captured output and no stored login. */
async function run(argv: string[], env: Record<string, string> = {}) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const context: CliContext = {
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
    stdin: Readable.from([]),
    env: { XDG_CONFIG_HOME: os.tmpdir() + '/vmu-cli-main-none', ...env },
    platform: 'linux',
    homedir: os.tmpdir(),
    cwd: os.tmpdir(),
    fetch: () => Promise.reject(new Error('no request is expected')),
  };
  const code = await runCli(argv, context);
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

describe('vmu-portal', () => {
  it('prints help on stdout and succeeds', async () => {
    const { code, stdout, stderr } = await run(['upload', '--help']);
    expect(code).toBe(EXIT_CODES.OK);
    expect(stdout).toContain('Usage\n  vmu-portal upload <file.vmupack>');
    expect(stderr).toBe('');
  });

  it('prints its version from its package, as text or JSON', async () => {
    const { version } = JSON.parse(
      fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(await run(['--version'])).toEqual({
      code: EXIT_CODES.OK,
      stdout: `vmu-portal ${version}\n`,
      stderr: '',
    });
    expect(JSON.parse((await run(['-V', '--json'])).stdout)).toEqual({ version });
  });

  it('prints a usage error on stderr with what to do next, and exits 2', async () => {
    const { code, stdout, stderr } = await run(['apps', '--all']);
    expect(code).toBe(EXIT_CODES.USAGE);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^Error: Unknown option '--all'.* \(USAGE\)\nRun `vmu-portal apps --help` for its options\.\n$/,
    );
  });

  it('with --json prints only JSON on stdout, errors too', async () => {
    const { code, stdout, stderr } = await run(['apps', '--json']);
    expect(code).toBe(EXIT_CODES.USAGE);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      error: { code: 'USAGE', message: 'No portal URL to send the request to.' },
    });
  });

  it('says a bad --app before reading a package or asking the portal', async () => {
    const { code, stderr } = await run(
      ['upload', 'missing.vmupack', '--app', 'Not An Id', '--notes', 'x'],
      { VMU_PORTAL_URL: 'https://portal.example.com', VMU_PORTAL_TOKEN: `vmu_${'a'.repeat(43)}` },
    );
    expect(code).toBe(EXIT_CODES.USAGE);
    expect(stderr).toMatch(/^Error: --app: Use reverse-domain form such as com\.example\.game/);
  });
});
