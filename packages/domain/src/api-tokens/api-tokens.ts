import * as z from 'zod/mini';
import { maxGraphemes, tooLongMessage } from '../text-length';

// API tokens (decision 0043): what a developer's token may do, how long it lives, what
// it looks like and when it stops working. The /profile form, the server's createApiToken and the
// REST API's check of every request read these same rules.

/** What a token may do; each is asked for when the token is made (GraphQL's ApiTokenScope). */
export const API_TOKEN_SCOPES = ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  READ_APPS: 'Read apps',
  UPLOAD_BUILDS: 'Upload builds',
  SUBMIT_FOR_REVIEW: 'Submit for review',
};

/** How long a new token lives (GraphQL's ApiTokenLifetime). */
export const API_TOKEN_LIFETIMES = ['DAYS_30', 'DAYS_90', 'DAYS_365'] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number];

export const API_TOKEN_LIFETIME_DAYS: Record<ApiTokenLifetime, number> = {
  DAYS_30: 30,
  DAYS_90: 90,
  DAYS_365: 365,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a token made at `createdAt` with this lifetime stops working. */
export function apiTokenExpiresAt(createdAt: Date, lifetime: ApiTokenLifetime): Date {
  return new Date(createdAt.getTime() + API_TOKEN_LIFETIME_DAYS[lifetime] * DAY_MS);
}

/**
 * A token is 'vmu_' and 43 base64url characters: 32 random bytes. The prefix tells a leaked
 * token apart in logs and secret scanners; the bytes are what cannot be guessed.
 */
export const API_TOKEN_PREFIX = 'vmu_';
export const API_TOKEN_SECRET_BYTES = 32;
export const API_TOKEN_PATTERN = /^vmu_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token are kept and listed to tell tokens apart ('vmu_AbC1'). */
export const API_TOKEN_SHOWN_PREFIX_LENGTH = 8;

/** Whether the text has a token's form (it may still be unknown, expired or revoked). */
export const isApiTokenFormat = (text: string) => API_TOKEN_PATTERN.test(text);

/** The first characters of a token, kept in the clear and shown in the list. */
export const apiTokenShownPrefix = (token: string) => token.slice(0, API_TOKEN_SHOWN_PREFIX_LENGTH);

/** The environment variable the CLI and CI read a token from. */
export const API_TOKEN_ENV_VARIABLE = 'VMU_PORTAL_TOKEN';

export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** Tokens that still work, per developer: enough for every pipeline, few enough to review. */
export const API_TOKENS_MAX_ACTIVE = 20;

export const API_TOKEN_NAME_REQUIRED = 'Token name is required';
export const API_TOKEN_NAME_TOO_LONG = tooLongMessage('Token name', API_TOKEN_NAME_MAX_LENGTH);
export const API_TOKEN_SCOPES_REQUIRED = 'Choose at least one scope';
export const API_TOKEN_SCOPE_INVALID = `Scopes must be among: ${API_TOKEN_SCOPES.join(', ')}`;
export const API_TOKEN_LIFETIME_INVALID = `Expiry must be one of: ${API_TOKEN_LIFETIMES.join(', ')}`;
export const apiTokenNameTaken = (name: string) =>
  `You already have a working token named "${name}". Choose another name.`;
export const API_TOKENS_LIMIT_REACHED = `You have ${API_TOKENS_MAX_ACTIVE} working tokens, the most allowed. Revoke one you no longer use first.`;
export const API_TOKEN_NOT_FOUND = 'Token not found.';
export const API_TOKENS_FOR_DEVELOPERS_ONLY =
  'API tokens act for a developer account: staff accounts cannot make them.';

/** The form of a new token; the name is trimmed, the scopes kept once each in their order. */
export const CreateApiTokenSchema = z.object({
  name: z
    .string({ error: API_TOKEN_NAME_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: API_TOKEN_NAME_REQUIRED, abort: true }),
      maxGraphemes(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_NAME_TOO_LONG),
    ),
  scopes: z.pipe(
    z
      .array(z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_SCOPE_INVALID }), {
        error: API_TOKEN_SCOPES_REQUIRED,
      })
      .check(z.minLength(1, { error: API_TOKEN_SCOPES_REQUIRED })),
    z.transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  ),
  lifetime: z.enum(API_TOKEN_LIFETIMES, { error: API_TOKEN_LIFETIME_INVALID }),
});
export type CreateApiTokenInput = z.input<typeof CreateApiTokenSchema>;
export type CreateApiToken = z.output<typeof CreateApiTokenSchema>;

/** Where a token stands: a revoked one says so even once its date has also passed. */
export type ApiTokenState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export function apiTokenState(
  token: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): ApiTokenState {
  if (token.revokedAt) return 'REVOKED';
  return token.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

/** Whether a token with these scopes may do what needs `scope`. */
export const hasApiTokenScope = (scopes: readonly string[], scope: ApiTokenScope) =>
  scopes.includes(scope);

/**
 * Every request of a token counts against its limit per minute; an upload (a package of up to
 * 50 MB, streamed to disk and read whole) also against the smaller upload limit.
 */
export const API_TOKEN_RATE_LIMITS = {
  requests: { limit: 120, windowSeconds: 60 },
  uploads: { limit: 10, windowSeconds: 60 },
} as const;
export type ApiTokenRateLimitKind = keyof typeof API_TOKEN_RATE_LIMITS;
