import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/database-timeouts';

// src/env.ts and the bundled dist/server.js sit at the same depth, so one relative URL
// finds this checkout's web build from both.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const BooleanStringSchema = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const HttpUrlSchema = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** A duration in whole milliseconds, at least `min`. */
const millisecondsSchema = (fallback: number, min = 1) =>
  z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min}`)
    .default(fallback);

const BYTES_PER_MEGABYTE = 1024 * 1024;

export const DEFAULT_MAIL_FROM = 'VMU Pro Developers <no-reply@localhost>';

const EnvInputSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    // 0 asks the OS for a free port (tests start real servers in parallel this way).
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      message: 'must be development, test or production',
    })
    .default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // PostgreSQL's limits (db/database-timeouts.ts, decision 0055).
  DATABASE_CONNECT_TIMEOUT_MS: millisecondsSchema(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_QUERY_TIMEOUT_MS: millisecondsSchema(DEFAULT_DATABASE_TIMEOUTS.queryMs),
  DATABASE_IDLE_TIMEOUT_MS: millisecondsSchema(DEFAULT_DATABASE_TIMEOUTS.idleMs),
  // How long the database may stay unreachable before /healthz fails too (decision 0055).
  LIVENESS_FAILS_AFTER_MS: millisecondsSchema(60_000, 0),
  // The data folder's free space (platform/storage/disk-space.ts, decision 0055): staff are
  // warned under the first, writes are refused under the second.
  DISK_WARN_BELOW_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0, 'must be at least 0')
    .default(1024),
  DISK_REFUSE_WRITES_BELOW_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0, 'must be at least 0')
    .default(64),
  DISK_CHECK_INTERVAL_MS: millisecondsSchema(30_000, 1_000),
  // How long a client may take (plugins/cut-slow-clients.ts, decision 0055). The whole request
  // must fit the largest package (50 MB) over a slow but real uplink: 15 min is about 450 kbit/s.
  HTTP_REQUEST_TIMEOUT_MS: millisecondsSchema(15 * 60_000),
  HTTP_HEADERS_TIMEOUT_MS: millisecondsSchema(10_000),
  HTTP_CONNECTION_TIMEOUT_MS: millisecondsSchema(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: millisecondsSchema(72_000),
  HTTP_BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number({ message: 'must be a number of bytes per second' })
    .int('must be a whole number of bytes per second')
    .min(1, 'must be at least 1')
    .default(1024),
  HTTP_BODY_GRACE_MS: millisecondsSchema(10_000),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: BooleanStringSchema.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be a sender address').default(DEFAULT_MAIL_FROM),
  OUTBOX_DIR: z.string().min(1, 'must not be empty').optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_AUTHORIZATION_URL: HttpUrlSchema.default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: HttpUrlSchema.default('https://github.com/login/oauth/access_token'),
  GITHUB_USERINFO_URL: HttpUrlSchema.default('https://api.github.com/user'),
  GITHUB_EMAILS_URL: HttpUrlSchema.default('https://api.github.com/user/emails'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: HttpUrlSchema.default(
    'https://accounts.google.com/.well-known/openid-configuration',
  ),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .pipe(z.array(z.email({ message: 'must be comma-separated email addresses' }))),
  SUPPORT_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  STORAGE_DIR: z.string().min(1, 'must not be empty').optional(),
  S3_ENDPOINT: HttpUrlSchema.optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: BooleanStringSchema.default(false),
  S3_PUBLIC_URL: HttpUrlSchema.optional(),
  PAYMENTS_DRIVER: z
    .enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\S+$/, 'must be a Stripe publishable key (pk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  // Point the SDK at a local fake of the Stripe API (tests only).
  STRIPE_API_HOST: z.string().min(1, 'must not be empty').optional(),
  STRIPE_API_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { message: 'must be http or https' }).optional(),
});

const S3_ONLY_KEYS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

export type Env = {
  PORT: number;
  HOST: string;
  NODE_ENV: 'development' | 'test' | 'production';
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Absolute path. */
  DATA_DIR: string;
  DATABASE_URL: string | undefined;
  /** PostgreSQL's connect, statement and idle limits. */
  DATABASE_TIMEOUTS: DatabaseTimeouts;
  /** Readiness failing this long makes liveness fail, so a supervisor restarts the server. */
  LIVENESS_FAILS_AFTER_MS: number;
  /** The data folder's free space: warned under `warnBelowBytes`, writes refused under the other. */
  DISK_SPACE: { warnBelowBytes: number; refuseWritesBelowBytes: number; checkIntervalMs: number };
  /** Limits on slow clients: the socket's, the request's, and its body's minimum rate. */
  HTTP_TIMEOUTS: {
    requestMs: number;
    headersMs: number;
    connectionMs: number;
    keepAliveMs: number;
    body: { minBytesPerSecond: number; graceMs: number };
  };
  /** Absolute path. */
  WEB_DIST_DIR: string;
  /** Without a trailing slash. */
  PUBLIC_URL: string;
  /** Undefined outside production until resolved from DATA_DIR/auth-secret. */
  AUTH_SECRET: string | undefined;
  TRUST_PROXY: boolean;
  /** Undefined: mail goes to OUTBOX_DIR instead. */
  SMTP_URL: string | undefined;
  MAIL_FROM: string;
  /** Absolute path; DATA_DIR/outbox by default. */
  OUTBOX_DIR: string;
  /** Set only when both the client id and secret are. */
  GITHUB: OAuthClient | undefined;
  GITHUB_AUTHORIZATION_URL: string;
  GITHUB_TOKEN_URL: string;
  GITHUB_USERINFO_URL: string;
  GITHUB_EMAILS_URL: string;
  GOOGLE: OAuthClient | undefined;
  GOOGLE_DISCOVERY_URL: string;
  /** Lower-cased. */
  ADMIN_EMAILS: string[];
  /** Where developers write to staff: SUPPORT_EMAIL, else the first admin, else MAIL_FROM's address. */
  SUPPORT_EMAIL: string;
  /** Where uploaded files live (decision 0013). */
  STORAGE: StorageConfig;
  /** Which payment provider driver runs (decision 0015). */
  PAYMENTS: PaymentProviderConfig;
};

export type PaymentProviderConfig =
  | { driver: 'sandbox' }
  | {
      driver: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Undefined: the real Stripe API. Set by tests to a local fake. */
      api: { host: string; port: number | undefined; protocol: 'http' | 'https' } | undefined;
    };

export type StorageConfig =
  | {
      driver: 'local';
      /** Absolute path; DATA_DIR/files by default. */
      dir: string;
    }
  | {
      driver: 's3';
      /** Undefined: AWS itself. Without a trailing slash. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      /** Undefined: the SDK's default credential chain (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Public base of public/ keys (S3_PUBLIC_URL, else the bucket's own address); no trailing slash. */
      publicUrl: string;
    };

export type OAuthClient = { clientId: string; clientSecret: string };

function oauthClient(
  clientId: string | undefined,
  clientSecret: string | undefined,
): OAuthClient | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** The bare address of a sender like 'Name <a@b.c>' (or the whole value when it has no brackets). */
export function addressOf(sender: string): string {
  const match = /<([^<>]+)>\s*$/.exec(sender);
  return (match?.[1] ?? sender).trim();
}

export type EnvResult = { ok: true; env: Env } | { ok: false; errors: string[] };

const KNOWN_KEYS = Object.keys(EnvInputSchema.shape);

/** Pure: reads only `raw`, so tests can feed it any environment. */
export function parseEnv(
  raw: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): EnvResult {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const input = Object.fromEntries(
    KNOWN_KEYS.map((key) => [key, raw[key] === '' ? undefined : raw[key]]),
  );
  const parsed = EnvInputSchema.safeParse(input);
  const errors: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);

  if (parsed.success && parsed.data.NODE_ENV === 'production' && !parsed.data.AUTH_SECRET) {
    errors.push('AUTH_SECRET: is required in production (at least 32 characters)');
  }
  if (parsed.success) errors.push(...storageCombinationErrors(parsed.data));
  if (parsed.success) errors.push(...paymentsCombinationErrors(parsed.data));
  if (!parsed.success || errors.length > 0) return { ok: false, errors };

  const data = parsed.data;
  const dataDir = path.resolve(cwd, data.DATA_DIR);
  return {
    ok: true,
    env: {
      PORT: data.PORT,
      HOST: data.HOST,
      NODE_ENV: data.NODE_ENV,
      LOG_LEVEL: data.LOG_LEVEL,
      DATA_DIR: dataDir,
      DATABASE_URL: data.DATABASE_URL,
      DATABASE_TIMEOUTS: {
        connectMs: data.DATABASE_CONNECT_TIMEOUT_MS,
        queryMs: data.DATABASE_QUERY_TIMEOUT_MS,
        idleMs: data.DATABASE_IDLE_TIMEOUT_MS,
      },
      LIVENESS_FAILS_AFTER_MS: data.LIVENESS_FAILS_AFTER_MS,
      DISK_SPACE: {
        warnBelowBytes: data.DISK_WARN_BELOW_MB * BYTES_PER_MEGABYTE,
        refuseWritesBelowBytes: data.DISK_REFUSE_WRITES_BELOW_MB * BYTES_PER_MEGABYTE,
        checkIntervalMs: data.DISK_CHECK_INTERVAL_MS,
      },
      HTTP_TIMEOUTS: {
        requestMs: data.HTTP_REQUEST_TIMEOUT_MS,
        headersMs: data.HTTP_HEADERS_TIMEOUT_MS,
        connectionMs: data.HTTP_CONNECTION_TIMEOUT_MS,
        keepAliveMs: data.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        body: {
          minBytesPerSecond: data.HTTP_BODY_MIN_BYTES_PER_SECOND,
          graceMs: data.HTTP_BODY_GRACE_MS,
        },
      },
      WEB_DIST_DIR: data.WEB_DIST_DIR ? path.resolve(cwd, data.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
      PUBLIC_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
      AUTH_SECRET: data.AUTH_SECRET,
      TRUST_PROXY: data.TRUST_PROXY,
      SMTP_URL: data.SMTP_URL,
      MAIL_FROM: data.MAIL_FROM,
      OUTBOX_DIR: data.OUTBOX_DIR
        ? path.resolve(cwd, data.OUTBOX_DIR)
        : path.join(dataDir, 'outbox'),
      GITHUB: oauthClient(data.GITHUB_CLIENT_ID, data.GITHUB_CLIENT_SECRET),
      GITHUB_AUTHORIZATION_URL: data.GITHUB_AUTHORIZATION_URL,
      GITHUB_TOKEN_URL: data.GITHUB_TOKEN_URL,
      GITHUB_USERINFO_URL: data.GITHUB_USERINFO_URL,
      GITHUB_EMAILS_URL: data.GITHUB_EMAILS_URL,
      GOOGLE: oauthClient(data.GOOGLE_CLIENT_ID, data.GOOGLE_CLIENT_SECRET),
      GOOGLE_DISCOVERY_URL: data.GOOGLE_DISCOVERY_URL,
      ADMIN_EMAILS: data.ADMIN_EMAILS,
      SUPPORT_EMAIL: data.SUPPORT_EMAIL ?? data.ADMIN_EMAILS[0] ?? addressOf(data.MAIL_FROM),
      STORAGE: storageConfig(data, dataDir, cwd),
      PAYMENTS: paymentsConfig(data),
    },
  };
}

type EnvInput = z.infer<typeof EnvInputSchema>;

// A half-configured store would only fail at the first upload; refuse to start instead.
function storageCombinationErrors(data: EnvInput): string[] {
  const errors: string[] = [];
  if (data.STORAGE_DRIVER === 'local') {
    for (const key of S3_ONLY_KEYS) {
      if (data[key] !== undefined)
        errors.push(`${key}: is set but STORAGE_DRIVER is local (set STORAGE_DRIVER=s3)`);
    }
    return errors;
  }
  if (data.STORAGE_DIR !== undefined) {
    errors.push('STORAGE_DIR: is only used by STORAGE_DRIVER=local');
  }
  if (!data.S3_BUCKET) errors.push('S3_BUCKET: is required when STORAGE_DRIVER is s3');
  if (!!data.S3_ACCESS_KEY_ID !== !!data.S3_SECRET_ACCESS_KEY) {
    errors.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials',
    );
  }
  return errors;
}

function storageConfig(data: EnvInput, dataDir: string, cwd: string): StorageConfig {
  if (data.STORAGE_DRIVER === 'local') {
    return {
      driver: 'local',
      dir: data.STORAGE_DIR ? path.resolve(cwd, data.STORAGE_DIR) : path.join(dataDir, 'files'),
    };
  }
  const bucket = data.S3_BUCKET ?? '';
  const endpoint = data.S3_ENDPOINT?.replace(/\/+$/, '');
  return {
    driver: 's3',
    endpoint,
    region: data.S3_REGION,
    bucket,
    credentials:
      data.S3_ACCESS_KEY_ID && data.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: data.S3_ACCESS_KEY_ID, secretAccessKey: data.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: data.S3_FORCE_PATH_STYLE,
    publicUrl: (data.S3_PUBLIC_URL ?? bucketUrl(endpoint, bucket, data)).replace(/\/+$/, ''),
  };
}

const STRIPE_REQUIRED_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

// The stripe driver is the default as soon as a secret key is set; PAYMENTS_DRIVER=sandbox
// keeps the sandbox even then (a staging box with keys around).
function paymentsDriverOf(data: EnvInput): 'sandbox' | 'stripe' {
  return data.PAYMENTS_DRIVER ?? (data.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
}

// Half a Stripe configuration would only fail at the first onboarding or webhook.
function paymentsCombinationErrors(data: EnvInput): string[] {
  if (paymentsDriverOf(data) !== 'stripe') return [];
  return STRIPE_REQUIRED_KEYS.filter((key) => !data[key]).map(
    (key) => `${key}: is required when the payments driver is stripe`,
  );
}

function paymentsConfig(data: EnvInput): PaymentProviderConfig {
  if (paymentsDriverOf(data) === 'sandbox') return { driver: 'sandbox' };
  return {
    driver: 'stripe',
    secretKey: data.STRIPE_SECRET_KEY ?? '',
    publishableKey: data.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: data.STRIPE_WEBHOOK_SECRET ?? '',
    api: data.STRIPE_API_HOST
      ? {
          host: data.STRIPE_API_HOST,
          port: data.STRIPE_API_PORT,
          protocol: data.STRIPE_API_PROTOCOL ?? 'https',
        }
      : undefined,
  };
}

/** The address a bucket's objects are read from when S3_PUBLIC_URL does not say. */
function bucketUrl(endpoint: string | undefined, bucket: string, data: EnvInput): string {
  if (!endpoint) {
    return data.S3_FORCE_PATH_STYLE
      ? `https://s3.${data.S3_REGION}.amazonaws.com/${bucket}`
      : `https://${bucket}.s3.${data.S3_REGION}.amazonaws.com`;
  }
  if (data.S3_FORCE_PATH_STYLE) return `${endpoint}/${bucket}`;
  const url = new URL(endpoint);
  url.hostname = `${bucket}.${url.hostname}`;
  return url.toString().replace(/\/+$/, '');
}

/** The one place that reads process.env; exits naming every bad variable. */
export function loadEnv(): Env {
  // `npm start` at the repo root runs the server from apps/server; INIT_CWD is where the user
  // typed the command, which is what "./.data relative to the current directory" means to them.
  const result = parseEnv(process.env, process.env.INIT_CWD || process.cwd());
  if (result.ok) return result.env;
  console.error(
    `Invalid configuration (${result.errors.length} bad environment variable${
      result.errors.length === 1 ? '' : 's'
    }):\n${result.errors.map((e) => `  - ${e}`).join('\n')}`,
  );
  process.exit(1);
}
