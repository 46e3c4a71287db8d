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

describe('parseEnv: accounts', () => {
  it('defaults mail to the outbox in DATA_DIR and no providers or admins', () => {
    const result = parseEnv({ DATA_DIR: 'data' }, '/srv/portal');
    expect(result.ok && result.env).toMatchObject({
      SMTP_URL: undefined,
      MAIL_FROM: 'VMU Pro Developers <no-reply@localhost>',
      OUTBOX_DIR: '/srv/portal/data/outbox',
      GITHUB: undefined,
      GOOGLE: undefined,
      GITHUB_AUTHORIZATION_URL: 'https://github.com/login/oauth/authorize',
      GITHUB_TOKEN_URL: 'https://github.com/login/oauth/access_token',
      GITHUB_USERINFO_URL: 'https://api.github.com/user',
      GITHUB_EMAILS_URL: 'https://api.github.com/user/emails',
      GOOGLE_DISCOVERY_URL: 'https://accounts.google.com/.well-known/openid-configuration',
      ADMIN_EMAILS: [],
    });
  });

  it('enables a provider only when both its client id and secret are set', () => {
    const result = parseEnv({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GOOGLE_CLIENT_ID: 'only-the-id',
    });
    expect(result.ok && result.env.GITHUB).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(result.ok && result.env.GOOGLE).toBeUndefined();
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased list and rejects bad entries', () => {
    const good = parseEnv({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' });
    expect(good.ok && good.env.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    const bad = parseEnv({ ADMIN_EMAILS: 'boss@example.com, nope', SMTP_URL: 'http://mail' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => e.split(':')[0]).sort()).toEqual(['ADMIN_EMAILS', 'SMTP_URL']);
  });
});

describe('parseEnv: SUPPORT_EMAIL', () => {
  it('takes SUPPORT_EMAIL when set and rejects a bad address', () => {
    const good = parseEnv({ SUPPORT_EMAIL: 'help@example.com', ADMIN_EMAILS: 'boss@example.com' });
    expect(good.ok && good.env.SUPPORT_EMAIL).toBe('help@example.com');
    const bad = parseEnv({ SUPPORT_EMAIL: 'not an address' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toEqual(['SUPPORT_EMAIL: must be an email address']);
  });

  it('defaults to the first admin, else the address inside MAIL_FROM', () => {
    const admin = parseEnv({ ADMIN_EMAILS: 'Boss@Example.com, ops@example.com' });
    expect(admin.ok && admin.env.SUPPORT_EMAIL).toBe('boss@example.com');
    const named = parseEnv({ MAIL_FROM: 'VMU Pro <team@vmu.example>' });
    expect(named.ok && named.env.SUPPORT_EMAIL).toBe('team@vmu.example');
    const bare = parseEnv({ MAIL_FROM: 'team@vmu.example' });
    expect(bare.ok && bare.env.SUPPORT_EMAIL).toBe('team@vmu.example');
    const none = parseEnv({});
    expect(none.ok && none.env.SUPPORT_EMAIL).toBe('no-reply@localhost');
  });
});

describe('parseEnv: storage', () => {
  it('defaults to the local driver under DATA_DIR/files', () => {
    const result = parseEnv({ DATA_DIR: 'var/data' }, '/srv/portal');
    expect(result.ok && result.env.STORAGE).toEqual({
      driver: 'local',
      dir: '/srv/portal/var/data/files',
    });
    const moved = parseEnv({ STORAGE_DIR: '/mnt/files' }, '/srv/portal');
    expect(moved.ok && moved.env.STORAGE).toEqual({ driver: 'local', dir: '/mnt/files' });
  });

  it('configures an S3-compatible store, with the public base from S3_PUBLIC_URL or the bucket', () => {
    const minio = parseEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_BUCKET: 'vmu-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.ok && minio.env.STORAGE).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'vmu-files',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'http://minio:9000/vmu-files',
    });
    const aws = parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'vmu-files', S3_REGION: 'eu-west-2' });
    expect(aws.ok && aws.env.STORAGE).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      publicUrl: 'https://vmu-files.s3.eu-west-2.amazonaws.com',
    });
    const cdn = parseEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'vmu-files',
      S3_PUBLIC_URL: 'https://cdn.example.com/files/',
    });
    expect(cdn.ok && cdn.env.STORAGE).toMatchObject({ publicUrl: 'https://cdn.example.com/files' });
  });

  it('refuses a half-configured store at start', () => {
    const errorsOf = (raw: Record<string, string>) => {
      const result = parseEnv(raw);
      return result.ok ? [] : result.errors;
    };
    expect(errorsOf({ STORAGE_DRIVER: 'disk' })).toEqual(['STORAGE_DRIVER: must be local or s3']);
    expect(errorsOf({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET: is required when STORAGE_DRIVER is s3',
    ]);
    expect(
      errorsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'vmu-files', S3_ACCESS_KEY_ID: 'key' }),
    ).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials',
    ]);
    expect(errorsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'vmu-files', STORAGE_DIR: '/x' })).toEqual([
      'STORAGE_DIR: is only used by STORAGE_DRIVER=local',
    ]);
    expect(errorsOf({ S3_BUCKET: 'vmu-files' })).toEqual([
      'S3_BUCKET: is set but STORAGE_DRIVER is local (set STORAGE_DRIVER=s3)',
    ]);
    expect(
      errorsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x' }),
    ).toEqual(
      expect.arrayContaining([
        'S3_BUCKET: must be a valid bucket name',
        'S3_ENDPOINT: must be an http(s) URL',
      ]),
    );
  });
});

describe('parseEnv: payments', () => {
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };
  const errorsOf = (raw: Record<string, string>) => {
    const result = parseEnv(raw);
    return result.ok ? [] : result.errors;
  };

  it('defaults to the sandbox, and to stripe once a secret key is set', () => {
    const sandbox = parseEnv({});
    expect(sandbox.ok && sandbox.env.PAYMENTS).toEqual({ driver: 'sandbox' });
    const stripe = parseEnv(stripeKeys);
    expect(stripe.ok && stripe.env.PAYMENTS).toEqual({
      driver: 'stripe',
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      api: undefined,
    });
    const kept = parseEnv({ ...stripeKeys, PAYMENTS_DRIVER: 'sandbox' });
    expect(kept.ok && kept.env.PAYMENTS).toEqual({ driver: 'sandbox' });
  });

  it('points the SDK at another API host when asked (tests)', () => {
    const result = parseEnv({
      ...stripeKeys,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '4010',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(result.ok && result.env.PAYMENTS).toMatchObject({
      api: { host: '127.0.0.1', port: 4010, protocol: 'http' },
    });
  });

  it('lists every missing Stripe variable when the stripe driver is chosen', () => {
    expect(errorsOf({ PAYMENTS_DRIVER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: is required when the payments driver is stripe',
      'STRIPE_PUBLISHABLE_KEY: is required when the payments driver is stripe',
      'STRIPE_WEBHOOK_SECRET: is required when the payments driver is stripe',
    ]);
    expect(errorsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required when the payments driver is stripe',
      'STRIPE_WEBHOOK_SECRET: is required when the payments driver is stripe',
    ]);
    expect(
      errorsOf({ ...stripeKeys, PAYMENTS_DRIVER: 'paypal', STRIPE_PUBLISHABLE_KEY: 'sk_x' }),
    ).toEqual(
      expect.arrayContaining([
        'PAYMENTS_DRIVER: must be sandbox or stripe',
        'STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key (pk_...)',
      ]),
    );
  });
});
