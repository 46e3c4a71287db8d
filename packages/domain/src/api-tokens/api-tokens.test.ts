import { describe, expect, it } from 'vitest';
import {
  ApiAppsQuerySchema,
  ApiReleaseNotesSchema,
  apiRateLimited,
  apiTokenMissingScope,
  developerApiSubmitPath,
  developerApiVersionPath,
} from '../contracts/developer-api';
import {
  API_TOKEN_LIFETIME_INVALID,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_NAME_REQUIRED,
  API_TOKEN_NAME_TOO_LONG,
  API_TOKEN_SCOPE_INVALID,
  API_TOKEN_SCOPES_REQUIRED,
  apiTokenExpiresAt,
  apiTokenShownPrefix,
  apiTokenState,
  CreateApiTokenSchema,
  hasApiTokenScope,
  isApiTokenFormat,
} from './api-tokens';

const firstMessage = (input: unknown) => {
  const parsed = CreateApiTokenSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a new API token', () => {
  const valid = { name: 'GitHub Actions', scopes: ['UPLOAD_BUILDS'], lifetime: 'DAYS_90' };

  it('takes a trimmed name of 1 to 60 characters as people count them', () => {
    expect(CreateApiTokenSchema.parse({ ...valid, name: '  CI  ' }).name).toBe('CI');
    expect(firstMessage({ ...valid, name: '   ' })).toBe(API_TOKEN_NAME_REQUIRED);
    expect(firstMessage({ ...valid, name: '' })).toBe(API_TOKEN_NAME_REQUIRED);
    expect(firstMessage({ ...valid, name: 42 })).toBe(API_TOKEN_NAME_REQUIRED);
    expect(firstMessage({ ...valid, name: 'a'.repeat(API_TOKEN_NAME_MAX_LENGTH) })).toBeNull();
    expect(firstMessage({ ...valid, name: 'a'.repeat(API_TOKEN_NAME_MAX_LENGTH + 1) })).toBe(
      API_TOKEN_NAME_TOO_LONG,
    );
    // Sixty flags are sixty characters, though each is four UTF-16 code units.
    expect(firstMessage({ ...valid, name: '🇬🇧'.repeat(API_TOKEN_NAME_MAX_LENGTH) })).toBeNull();
    expect(firstMessage({ ...valid, name: '🇬🇧'.repeat(API_TOKEN_NAME_MAX_LENGTH + 1) })).toBe(
      API_TOKEN_NAME_TOO_LONG,
    );
  });

  it('needs at least one known scope, keeping each once in the usual order', () => {
    expect(firstMessage({ ...valid, scopes: [] })).toBe(API_TOKEN_SCOPES_REQUIRED);
    expect(firstMessage({ ...valid, scopes: undefined })).toBe(API_TOKEN_SCOPES_REQUIRED);
    expect(firstMessage({ ...valid, scopes: ['DELETE_APPS'] })).toBe(API_TOKEN_SCOPE_INVALID);
    expect(
      CreateApiTokenSchema.parse({
        ...valid,
        scopes: ['SUBMIT_FOR_REVIEW', 'READ_APPS', 'SUBMIT_FOR_REVIEW'],
      }).scopes,
    ).toEqual(['READ_APPS', 'SUBMIT_FOR_REVIEW']);
  });

  it('lives 30, 90 or 365 days', () => {
    expect(firstMessage({ ...valid, lifetime: 'DAYS_7' })).toBe(API_TOKEN_LIFETIME_INVALID);
    expect(firstMessage({ ...valid, lifetime: 'NEVER' })).toBe(API_TOKEN_LIFETIME_INVALID);
    const made = new Date('2026-02-27T12:00:00.000Z');
    expect(apiTokenExpiresAt(made, 'DAYS_30').toISOString()).toBe('2026-03-29T12:00:00.000Z');
    expect(apiTokenExpiresAt(made, 'DAYS_90').toISOString()).toBe('2026-05-28T12:00:00.000Z');
    expect(apiTokenExpiresAt(made, 'DAYS_365').toISOString()).toBe('2027-02-27T12:00:00.000Z');
  });
});

describe("a token's form", () => {
  const token = `vmu_${'A1b2_-'.repeat(7)}x`;

  it('is vmu_ and 43 base64url characters, of which the first 8 are shown', () => {
    expect(token).toHaveLength(47);
    expect(isApiTokenFormat(token)).toBe(true);
    expect(isApiTokenFormat(`${token}x`)).toBe(false);
    expect(isApiTokenFormat(token.slice(0, -1))).toBe(false);
    expect(isApiTokenFormat(token.replace('vmu_', 'vmx_'))).toBe(false);
    expect(isApiTokenFormat(`${token.slice(0, -1)}=`)).toBe(false);
    expect(isApiTokenFormat(` ${token}`)).toBe(false);
    expect(apiTokenShownPrefix(token)).toBe('vmu_A1b2');
  });
});

describe("a token's state", () => {
  const expiresAt = new Date('2026-03-01T00:00:00.000Z');

  it('works until its expiry, not at it', () => {
    expect(apiTokenState({ expiresAt, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(
      'ACTIVE',
    );
    expect(apiTokenState({ expiresAt, revokedAt: null }, expiresAt)).toBe('EXPIRED');
  });

  it('says revoked before expired', () => {
    const revokedAt = new Date('2026-02-01T00:00:00.000Z');
    expect(apiTokenState({ expiresAt, revokedAt }, new Date('2026-02-02T00:00:00.000Z'))).toBe(
      'REVOKED',
    );
    expect(apiTokenState({ expiresAt, revokedAt }, new Date('2026-04-01T00:00:00.000Z'))).toBe(
      'REVOKED',
    );
  });

  it('allows only the scopes it has', () => {
    expect(hasApiTokenScope(['READ_APPS'], 'READ_APPS')).toBe(true);
    expect(hasApiTokenScope(['READ_APPS'], 'UPLOAD_BUILDS')).toBe(false);
    expect(apiTokenMissingScope('SUBMIT_FOR_REVIEW')).toContain('SUBMIT_FOR_REVIEW');
  });
});

describe('the developer API contract', () => {
  it('escapes path segments', () => {
    expect(developerApiVersionPath('com.example.game', 'a/b')).toBe(
      '/api/v1/apps/com.example.game/versions/a%2Fb',
    );
    expect(developerApiSubmitPath('com.example.game', 'v1')).toBe(
      '/api/v1/apps/com.example.game/versions/v1/submit',
    );
  });

  it('reads the page size from the query string within 1 to 100', () => {
    expect(ApiAppsQuerySchema.parse({}).limit).toBe(50);
    expect(ApiAppsQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(ApiAppsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(ApiAppsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(ApiAppsQuerySchema.safeParse({ limit: '1e2' }).success).toBe(false);
    expect(ApiAppsQuerySchema.safeParse({ cursor: 'x'.repeat(201) }).success).toBe(false);
  });

  it('takes release notes of at most 1000 characters', () => {
    expect(ApiReleaseNotesSchema.safeParse({ releaseNotes: 'x'.repeat(1000) }).success).toBe(true);
    expect(ApiReleaseNotesSchema.safeParse({ releaseNotes: 'x'.repeat(1001) }).success).toBe(false);
    expect(ApiReleaseNotesSchema.safeParse({}).success).toBe(false);
  });

  it('names the wait of a rate limit', () => {
    expect(apiRateLimited(1)).toMatch(/1 second\.$/);
    expect(apiRateLimited(30)).toMatch(/30 seconds\.$/);
  });
});
