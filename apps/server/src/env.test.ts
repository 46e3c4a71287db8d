import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const result = parseEnv({}, '/srv/portal');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: path.resolve('/srv/portal', '.data'),
      DATABASE_URL: undefined,
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: undefined,
      TRUST_PROXY: false,
    });
    expect(result.env.WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and resolves paths against the working directory', () => {
    const result = parseEnv(
      { PORT: '8080', DATA_DIR: 'var/data', WEB_DIST_DIR: 'web' },
      '/srv/portal',
    );
    expect(result.ok && result.env).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: '/srv/portal/var/data',
      WEB_DIST_DIR: '/srv/portal/web',
    });
  });

  it('names every bad variable at once', () => {
    const result = parseEnv({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db',
      PUBLIC_URL: 'not a url',
      AUTH_SECRET: 'short',
      TRUST_PROXY: 'maybe',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const names = result.errors.map((e) => e.split(':')[0]);
    expect(names.sort()).toEqual(
      [
        'AUTH_SECRET',
        'DATABASE_URL',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'TRUST_PROXY',
      ].sort(),
    );
  });

  it('requires AUTH_SECRET in production only', () => {
    const production = parseEnv({ NODE_ENV: 'production' });
    expect(production.ok).toBe(false);
    expect(!production.ok && production.errors).toEqual([
      'AUTH_SECRET: is required in production (at least 32 characters)',
    ]);
    expect(parseEnv({ NODE_ENV: 'test' }).ok).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).ok).toBe(true);
  });

  it('treats empty variables as unset and parses TRUST_PROXY', () => {
    const result = parseEnv({ PORT: '', TRUST_PROXY: 'true' });
    expect(result.ok && result.env.PORT).toBe(3000);
    expect(result.ok && result.env.TRUST_PROXY).toBe(true);
  });
});
