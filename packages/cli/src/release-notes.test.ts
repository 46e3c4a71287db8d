import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  RELEASE_NOTES_MAX_LENGTH,
  RELEASE_NOTES_REQUIRED,
  RELEASE_NOTES_TOO_LONG,
} from '@vmu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from './cli-error';
import { cliErrorOf } from './testing/cli-error-of';
import { readReleaseNotes } from './release-notes';

const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-cli-notes-'));
afterAll(() => fs.rmSync(cwd, { recursive: true, force: true }));

const read = (value: string, stdinText = '') =>
  readReleaseNotes(value, { cwd, stdin: Readable.from([Buffer.from(stdinText)]) });

const refusal = async (value: string) => {
  const error = await cliErrorOf(read(value));
  expect(error.exitCode).toBe(EXIT_CODES.USAGE);
  return error.message;
};

describe('release notes', () => {
  it('are the text given', async () => {
    expect(await read('Faster comets')).toBe('Faster comets');
  });

  it('are read from a file relative to the working folder, without its BOM and last line end', async () => {
    fs.mkdirSync(path.join(cwd, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(cwd, 'docs', 'CHANGES.md'), '\uFEFF- Faster comets\n- New ship\n\n');
    expect(await read('@docs/CHANGES.md')).toBe('- Faster comets\n- New ship');
    expect(await read(`@${path.join(cwd, 'docs', 'CHANGES.md')}`)).toBe(
      '- Faster comets\n- New ship',
    );
  });

  it('are read from standard input with @-', async () => {
    expect(await read('@-', 'Piped notes\n')).toBe('Piped notes');
  });

  it('start with @ when written with @@', async () => {
    expect(await read('@@home is where the heart is')).toBe('@home is where the heart is');
  });

  it('name a file that does not exist', async () => {
    expect(await refusal('@missing.md')).toBe(
      `The release notes file ${path.join(cwd, 'missing.md')} does not exist.`,
    );
  });

  it('are required', async () => {
    fs.writeFileSync(path.join(cwd, 'empty.md'), '\n  \n');
    expect(await refusal('@empty.md')).toBe(RELEASE_NOTES_REQUIRED);
    expect(await refusal('   ')).toBe(RELEASE_NOTES_REQUIRED);
  });

  it('are held to the portal’s limit before anything is sent', async () => {
    expect(await read('x'.repeat(RELEASE_NOTES_MAX_LENGTH))).toHaveLength(RELEASE_NOTES_MAX_LENGTH);
    expect(await refusal('x'.repeat(RELEASE_NOTES_MAX_LENGTH + 1))).toBe(RELEASE_NOTES_TOO_LONG);
  });
});
