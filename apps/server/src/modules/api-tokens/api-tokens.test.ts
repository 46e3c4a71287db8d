import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_NAME_REQUIRED,
  API_TOKEN_NOT_FOUND,
  API_TOKEN_SCOPES_REQUIRED,
  API_TOKENS_FOR_DEVELOPERS_ONLY,
  API_TOKENS_LIMIT_REACHED,
  API_TOKENS_MAX_ACTIVE,
  apiTokenNameTaken,
  isApiTokenFormat,
  STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE,
} from '@vmu/domain';
import { apiToken } from '../../db/schema/api-tokens';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { ACCOUNT_NOT_VERIFIED_MESSAGE } from '../shared/guards/require-apps-viewer';

// API tokens on the profile (decision 0043): made with a name, scopes and an expiry, the secret
// shown once, listed with their last use, revoked at once; only developers of the main area have
// them.

const TOKEN_FIELDS = 'id name scopes prefix createdAt expiresAt lastUsedAt revokedAt';
const CREATE = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { ${TOKEN_FIELDS} } } }`;
const LIST = `query Tokens { apiTokens { ${TOKEN_FIELDS} } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { ${TOKEN_FIELDS} } }`;

type Token = {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

const DAY = 24 * 60 * 60 * 1000;

describe.each(testTargets())('API tokens [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const developer = () => verifiedDeveloper(t.app, t.db, { email: email('dev') });
  const create = (who: SignedInUser | null, input: Record<string, unknown>) =>
    gqlWith(t.app, CREATE, { input }, who?.cookie);
  const list = async (who: SignedInUser) =>
    dataOf<Token[]>(await gqlWith(t.app, LIST, {}, who.cookie), 'apiTokens');
  const valid = { name: 'GitHub Actions', scopes: ['UPLOAD_BUILDS'], lifetime: 'DAYS_90' };

  it('makes a token whose secret is shown once, kept only as its hash', async () => {
    const dev = await developer();
    const before = Date.now();
    const made = dataOf<{ secret: string; token: Token }>(
      await create(dev, {
        name: '  Release pipeline ',
        scopes: ['SUBMIT_FOR_REVIEW', 'UPLOAD_BUILDS'],
        lifetime: 'DAYS_90',
      }),
      'createApiToken',
    );
    expect(isApiTokenFormat(made.secret)).toBe(true);
    expect(made.token).toEqual({
      id: expect.any(String),
      name: 'Release pipeline',
      scopes: ['UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'],
      prefix: made.secret.slice(0, 8),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    const lifetime = Date.parse(made.token.expiresAt) - Date.parse(made.token.createdAt);
    expect(lifetime).toBe(90 * DAY);
    expect(Date.parse(made.token.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.db.select().from(apiToken).where(eq(apiToken.id, made.token.id));
    expect(row).toMatchObject({
      developerId: dev.id,
      secretHash: crypto.createHash('sha256').update(made.secret).digest('hex'),
    });
    expect(Object.values(row!).map(String)).not.toContain(made.secret);
    // The list never shows it again.
    expect(JSON.stringify(await list(dev))).not.toContain(made.secret.slice(8));
  });

  it('lists only the developer’s own tokens, newest first, revoked ones included', async () => {
    const dev = await developer();
    const other = await developer();
    const first = dataOf<{ token: Token }>(await create(dev, valid), 'createApiToken').token;
    const second = dataOf<{ token: Token }>(
      await create(dev, { ...valid, name: 'Nightly', lifetime: 'DAYS_365' }),
      'createApiToken',
    ).token;
    await create(other, valid);
    const revoked = dataOf<Token>(
      await gqlWith(t.app, REVOKE, { id: first.id }, dev.cookie),
      'revokeApiToken',
    );
    expect(revoked.revokedAt).toEqual(expect.any(String));
    expect((await list(dev)).map((token) => [token.name, token.revokedAt !== null])).toEqual([
      [second.name, false],
      [first.name, true],
    ]);
    // Revoking again answers it unchanged.
    const again = dataOf<Token>(
      await gqlWith(t.app, REVOKE, { id: first.id }, dev.cookie),
      'revokeApiToken',
    );
    expect(again.revokedAt).toBe(revoked.revokedAt);
  });

  it("revokes only the developer's own tokens: another's is NOT_FOUND, unchanged", async () => {
    const dev = await developer();
    const other = await developer();
    const theirs = dataOf<{ token: Token }>(await create(other, valid), 'createApiToken').token;
    for (const id of [theirs.id, crypto.randomUUID(), 'not-an-id']) {
      const result = await gqlWith(t.app, REVOKE, { id }, dev.cookie);
      expect(codeOf(result), id).toBe('NOT_FOUND');
      expect(messageOf(result), id).toBe(API_TOKEN_NOT_FOUND);
    }
    expect((await list(other))[0]?.revokedAt).toBeNull();
  });

  it('checks the form: a name, at least one scope, a lifetime of the list, a name not in use', async () => {
    const dev = await developer();
    for (const [input, message] of [
      [{ ...valid, name: '   ' }, API_TOKEN_NAME_REQUIRED],
      [{ ...valid, scopes: [] }, API_TOKEN_SCOPES_REQUIRED],
    ] as const) {
      const result = await create(dev, input);
      expect(codeOf(result)).toBe('VALIDATION_FAILED');
      expect(messageOf(result)).toBe(message);
    }
    // The enums refuse what they do not list before any resolver runs.
    expect(codeOf(await create(dev, { ...valid, lifetime: 'DAYS_7' }))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(codeOf(await create(dev, { ...valid, scopes: ['DELETE_APPS'] }))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(await t.db.select().from(apiToken)).toEqual([]);

    dataOf(await create(dev, valid), 'createApiToken');
    const taken = await create(dev, { ...valid, name: 'github actions' });
    expect(codeOf(taken)).toBe('API_TOKEN_NAME_TAKEN');
    expect(messageOf(taken)).toBe(apiTokenNameTaken('github actions'));
    // Once the first is revoked, its name is free again.
    const [first] = await list(dev);
    await gqlWith(t.app, REVOKE, { id: first!.id }, dev.cookie);
    dataOf(await create(dev, { ...valid, name: 'github actions' }), 'createApiToken');
  });

  it(`lets at most ${API_TOKENS_MAX_ACTIVE} tokens work at once, even when asked at the same time`, async () => {
    const dev = await developer();
    const results = await Promise.all(
      Array.from({ length: API_TOKENS_MAX_ACTIVE + 3 }, (_, i) =>
        create(dev, { ...valid, name: `Pipeline ${i}` }),
      ),
    );
    const refused = results.filter((result) => result.body.errors);
    expect(refused).toHaveLength(3);
    for (const result of refused) {
      expect(codeOf(result)).toBe('API_TOKENS_LIMIT_REACHED');
      expect(messageOf(result)).toBe(API_TOKENS_LIMIT_REACHED);
    }
    expect(await t.db.select().from(apiToken)).toHaveLength(API_TOKENS_MAX_ACTIVE);
    // An expired token does not count.
    const [oldest] = (await list(dev)).slice(-1);
    await t.db
      .update(apiToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiToken.id, oldest!.id));
    dataOf(await create(dev, { ...valid, name: 'One more' }), 'createApiToken');
  });

  it('is for developers of the main area: others are refused as elsewhere', async () => {
    const signedOut = await create(null, valid);
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');

    const pending = await signedInUser(t.app, t.db, { email: email('pending') });
    await seedDeveloperProfile(t.db, pending.id);
    const notVerified = await create(pending, valid);
    expect(codeOf(notVerified)).toBe('ACCOUNT_NOT_VERIFIED');
    expect(messageOf(notVerified)).toBe(ACCOUNT_NOT_VERIFIED_MESSAGE);

    const buyer = await signedInUser(t.app, t.db, { email: email('buyer'), role: 'customer' });
    const store = await create(buyer, valid);
    expect(codeOf(store)).toBe('STORE_ACCOUNT');
    expect(messageOf(store)).toBe(STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);

    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    for (const result of [
      await create(admin, valid),
      await gqlWith(t.app, LIST, {}, admin.cookie),
    ]) {
      expect(codeOf(result)).toBe('ACCOUNT_NOT_ALLOWED');
      expect(messageOf(result)).toBe(API_TOKENS_FOR_DEVELOPERS_ONLY);
    }
    expect(codeOf(await gqlWith(t.app, LIST, {}, pending.cookie))).toBe('ACCOUNT_NOT_VERIFIED');
    expect(await t.db.select().from(apiToken)).toEqual([]);
  });
});
