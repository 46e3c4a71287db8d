import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliContext } from './cli-context';
import { EXIT_CODES } from './cli-error';
import { cliErrorOf } from './testing/cli-error-of';
import {
  configFilePath,
  readStoredLogin,
  removeStoredLogin,
  writeStoredLogin,
} from './config-file';
import { resolveCredentials } from './credentials';

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-cli-home-'));
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

const TOKEN = `vmu_${'a'.repeat(43)}`;
const OTHER_TOKEN = `vmu_${'b'.repeat(43)}`;

describe("the configuration file's place", () => {
  it('is XDG_CONFIG_HOME on Linux, else ~/.config; a relative XDG_CONFIG_HOME is ignored', () => {
    const where = { platform: 'linux' as const, homedir: '/home/ada' };
    expect(configFilePath({ ...where, env: {} })).toBe('/home/ada/.config/vmu-portal/config.json');
    expect(configFilePath({ ...where, env: { XDG_CONFIG_HOME: '/xdg' } })).toBe(
      '/xdg/vmu-portal/config.json',
    );
    expect(configFilePath({ ...where, env: { XDG_CONFIG_HOME: 'relative' } })).toBe(
      '/home/ada/.config/vmu-portal/config.json',
    );
  });

  it('is Application Support on macOS', () => {
    expect(
      configFilePath({ platform: 'darwin', homedir: '/Users/ada', env: { XDG_CONFIG_HOME: '/x' } }),
    ).toBe('/Users/ada/Library/Application Support/vmu-portal/config.json');
  });

  it('is %APPDATA% on Windows, else AppData\\Roaming in the profile', () => {
    expect(
      configFilePath({
        platform: 'win32',
        homedir: 'C:\\Users\\ada',
        env: { APPDATA: 'D:\\Roaming' },
      }),
    ).toBe('D:\\Roaming\\vmu-portal\\config.json');
    expect(configFilePath({ platform: 'win32', homedir: 'C:\\Users\\ada', env: {} })).toBe(
      'C:\\Users\\ada\\AppData\\Roaming\\vmu-portal\\config.json',
    );
  });
});

describe('the stored login', () => {
  const file = path.join(home, 'config', 'vmu-portal', 'config.json');

  it('is written readable by its owner only, in a folder only its owner opens', async () => {
    await writeStoredLogin(file, { url: 'https://portal.example.com', token: TOKEN });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(await readStoredLogin(file)).toEqual({
      url: 'https://portal.example.com',
      token: TOKEN,
    });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['config.json']);
  });

  it('replaces a file someone made readable to others, at 0600 again', async () => {
    fs.chmodSync(file, 0o644);
    await writeStoredLogin(file, { url: 'https://portal.example.com', token: OTHER_TOKEN });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await readStoredLogin(file))?.token).toBe(OTHER_TOKEN);
  });

  it('is none when the file is missing or is not one the CLI wrote', async () => {
    expect(await readStoredLogin(path.join(home, 'nowhere.json'))).toBeNull();
    const other = path.join(home, 'other.json');
    fs.writeFileSync(other, '{ "url": 42 }');
    expect(await readStoredLogin(other)).toBeNull();
    fs.writeFileSync(other, 'not json');
    expect(await readStoredLogin(other)).toBeNull();
  });

  it('is forgotten by logout', async () => {
    expect(await removeStoredLogin(file)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(await removeStoredLogin(file)).toBe(false);
  });
});

describe('the credentials a command uses', () => {
  const context = (env: Record<string, string>) =>
    ({
      env: { XDG_CONFIG_HOME: path.join(home, 'xdg'), ...env },
      platform: 'linux',
      homedir: home,
    }) as unknown as CliContext;
  const storedFile = path.join(home, 'xdg', 'vmu-portal', 'config.json');

  it('are the stored login, the environment winning over it and --url over both', async () => {
    await writeStoredLogin(storedFile, { url: 'https://stored.example.com', token: TOKEN });
    expect(await resolveCredentials(context({}), {})).toEqual({
      url: 'https://stored.example.com',
      token: TOKEN,
    });
    expect(
      await resolveCredentials(
        context({ VMU_PORTAL_TOKEN: OTHER_TOKEN, VMU_PORTAL_URL: 'https://env.example.com/' }),
        {},
      ),
    ).toEqual({ url: 'https://env.example.com', token: OTHER_TOKEN });
    expect(
      await resolveCredentials(context({ VMU_PORTAL_URL: 'https://env.example.com' }), {
        url: 'https://flag.example.com',
      }),
    ).toEqual({ url: 'https://flag.example.com', token: TOKEN });
    await removeStoredLogin(storedFile);
  });

  it('are asked for when there are none, naming both ways to give them', async () => {
    const error = await cliErrorOf(
      resolveCredentials(context({ VMU_PORTAL_URL: 'https://a.example.com' }), {}),
    );
    expect(error.exitCode).toBe(EXIT_CODES.USAGE);
    expect(error.message).toBe('No API token to send the request with.');
    expect(error.details.hint).toBe(
      'Run `vmu-portal login`, or set VMU_PORTAL_URL and VMU_PORTAL_TOKEN.',
    );
  });
});
