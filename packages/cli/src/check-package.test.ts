import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BINARY_MUST_BE_VMUPACK, fileSizeExceeded } from '@vmu/domain';
import { buildVmupack } from '@vmu/vmupack';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPackage } from './check-package';
import { EXIT_CODES } from './cli-error';
import { cliErrorOf } from './testing/cli-error-of';

/** The SDK's real package (VMUPACK.md), as its packer wrote it. */
const STAR_HOPPER = fileURLToPath(
  new URL('../../vmupack/fixtures/star_hopper.vmupack', import.meta.url),
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-cli-check-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, bytes: Uint8Array) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

const refusal = (file: string) => cliErrorOf(checkPackage(file));

describe('the local check of a package', () => {
  it("reads the SDK's package: its name, version and size", async () => {
    const checked = await checkPackage(STAR_HOPPER);
    expect(checked.size).toBe(fs.statSync(STAR_HOPPER).size);
    expect(checked.info.appName).toBe('Star Hopper');
    expect(checked.info.appVersion).toBe('1.4.2');
  });

  it("refuses a truncated package with the reader's message", async () => {
    const whole = fs.readFileSync(STAR_HOPPER);
    const error = await refusal(write('cut.vmupack', whole.subarray(0, whole.length - 600)));
    expect(error.exitCode).toBe(EXIT_CODES.PACKAGE_REFUSED);
    expect(error.code).toBe('INVALID_PACKAGE');
    expect(error.message).toBe(
      "The package's section table is damaged: The resources section runs past the end of the file; the upload may be incomplete. Repack it with the VMU Pro SDK.",
    );
  });

  it("refuses broken metadata with the reader's message", async () => {
    const error = await refusal(
      write('no-version.vmupack', buildVmupack({ metadata: { app_version: '1.2' } })),
    );
    expect(error.message).toBe(
      'The app_version "1.2" is not three numbers separated by dots (for example 1.2.0). Fix it in metadata.json and repack.',
    );
  });

  it('holds a package to the browser’s rules on its name and size before reading it', async () => {
    const renamed = await refusal(write('star_hopper.zip', fs.readFileSync(STAR_HOPPER)));
    expect(renamed.exitCode).toBe(EXIT_CODES.PACKAGE_REFUSED);
    expect(renamed.message).toBe(BINARY_MUST_BE_VMUPACK);

    const big = path.join(dir, 'big.vmupack');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, 50 * 1024 * 1024 + 1); // sparse: no 50 MB written
    expect((await refusal(big)).message).toBe(fileSizeExceeded(50));

    expect((await refusal(write('empty.vmupack', new Uint8Array()))).message).toBe(
      'The file is empty',
    );
  });

  it('says a missing file or a folder is not a package', async () => {
    const missing = await refusal(path.join(dir, 'nope.vmupack'));
    expect(missing.exitCode).toBe(EXIT_CODES.USAGE);
    expect(missing.message).toBe(`The package ${path.join(dir, 'nope.vmupack')} does not exist.`);
    expect((await refusal(dir)).message).toBe(`${dir} is not a file.`);
  });
});
