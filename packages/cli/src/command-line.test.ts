import { describe, expect, it } from 'vitest';
import { CliError, EXIT_CODES } from './cli-error';
import { parseCommandLine } from './command-line';

const usageMessage = (argv: string[]) => {
  try {
    parseCommandLine(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT_CODES.USAGE);
    return (error as CliError).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('the command line', () => {
  it('reads an upload with its file, options and the options of every command', () => {
    expect(
      parseCommandLine([
        'upload',
        'build/game.vmupack',
        '--app',
        'com.example.game',
        '--notes=Faster comets',
        '--submit',
        '--json',
        '--url',
        'https://portal.example.com',
      ]),
    ).toEqual({
      kind: 'run',
      command: 'upload',
      json: true,
      url: 'https://portal.example.com',
      options: { app: 'com.example.game', notes: 'Faster comets', submit: true },
      positionals: ['build/game.vmupack'],
    });
  });

  it('finds the command after options of every command, skipping their values', () => {
    const line = parseCommandLine(['--url', 'https://portal.example.com', '--json', 'apps']);
    expect(line).toMatchObject({ kind: 'run', command: 'apps', json: true });
    expect(parseCommandLine(['--json', 'status', '--app', 'com.a.b'])).toMatchObject({
      command: 'status',
      options: { app: 'com.a.b' },
    });
  });

  it('answers help for the tool and for each command, however it is asked', () => {
    expect(parseCommandLine([])).toEqual({ kind: 'help', command: null, json: false });
    expect(parseCommandLine(['--help'])).toMatchObject({ kind: 'help', command: null });
    expect(parseCommandLine(['-h'])).toMatchObject({ kind: 'help', command: null });
    expect(parseCommandLine(['help'])).toMatchObject({ kind: 'help', command: null });
    expect(parseCommandLine(['help', 'upload'])).toMatchObject({
      kind: 'help',
      command: { name: 'upload' },
    });
    // Help wins over what else is wrong on the line.
    expect(parseCommandLine(['upload', '--help', '--bogus'])).toMatchObject({
      kind: 'help',
      command: { name: 'upload' },
    });
    expect(parseCommandLine(['status', '-h'])).toMatchObject({ command: { name: 'status' } });
  });

  it("answers the tool's version before any command, and leaves a command's --version to it", () => {
    expect(parseCommandLine(['--version'])).toEqual({ kind: 'version', json: false });
    expect(parseCommandLine(['-V', '--json'])).toEqual({ kind: 'version', json: true });
    expect(parseCommandLine(['status', '--app', 'com.a.b', '--version', '1.0.0'])).toMatchObject({
      kind: 'run',
      command: 'status',
      options: { version: '1.0.0' },
    });
  });

  it('refuses unknown commands and options, naming them', () => {
    expect(usageMessage(['deploy'])).toBe(
      'Unknown command "deploy". The commands are login, logout, apps, upload, status.',
    );
    expect(usageMessage(['help', 'deploy'])).toContain('Unknown command "deploy"');
    expect(usageMessage(['apps', '--all'])).toContain("Unknown option '--all'");
    expect(usageMessage(['--json'])).toBe('Name a command.');
  });

  it('refuses a missing value, a missing argument or option, and extra arguments', () => {
    expect(usageMessage(['upload', 'a.vmupack', '--app'])).toContain("'--app <value>'");
    expect(usageMessage(['upload', '--app', 'com.a.b', '--notes', 'x'])).toBe(
      'upload needs <file.vmupack>.',
    );
    expect(usageMessage(['upload', 'a.vmupack', '--notes', 'x'])).toBe(
      'upload needs --app <bundleId>.',
    );
    expect(usageMessage(['upload', 'a.vmupack', '--app', 'com.a.b', '--notes', '  '])).toBe(
      'upload needs --notes <text|@file>.',
    );
    expect(usageMessage(['upload', 'a.vmupack', 'b.vmupack', '--app', 'c.d', '--notes', 'x'])).toBe(
      'Unexpected argument "b.vmupack".',
    );
    expect(usageMessage(['apps', 'extra'])).toBe('Unexpected argument "extra".');
  });

  it('takes a boolean option without a value only', () => {
    expect(
      usageMessage(['upload', 'a.vmupack', '--app', 'c.d', '--notes', 'x', '--submit=yes']),
    ).toContain("'--submit' does not take an argument");
  });
});
