import { apiTokenExpiresAt, apiTokenNameTaken } from '@vmu/domain';
import type { ApiToken } from '@/features/api-tokens/api/fragments';
import { CreateApiTokenMutation } from '@/features/api-tokens/api/create-api-token';
import { ApiTokensQuery } from '@/features/api-tokens/api/list-api-tokens';
import { RevokeApiTokenMutation } from '@/features/api-tokens/api/revoke-api-token';
import { GraphQLRequestError } from '@/lib/graphql';
import { answer } from '@/testing/graphql';

// The developer's API tokens answered as the server would (for the web tests): newest first,
// a new token's secret in the create answer only, a name in use among working tokens refused,
// and a revoke that stamps revokedAt.

export function tokenAnswer(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 'token-1',
    name: 'GitHub Actions',
    scopes: ['READ_APPS', 'UPLOAD_BUILDS'],
    prefix: 'vmu_AbC1',
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2027-01-30T09:00:00.000Z',
    lastUsedAt: '2026-11-20T14:05:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

/** A whole token of the real form (vmu_ and 43 characters) starting with `prefix`. */
export const secretFor = (prefix: string) => `${prefix}${'x'.repeat(47 - prefix.length)}`;

export interface FakeApiTokenServer {
  tokens: ApiToken[];
  /** When the server makes or revokes a token; default now. */
  now?: () => Date;
  /** Throws the server's refusal instead of making a token. */
  refuseCreate?: GraphQLRequestError;
  /** Throws the server's refusal instead of revoking. */
  refuseRevoke?: GraphQLRequestError;
}

/** Answers the list, create and revoke from `server.tokens`, which they change as the server would. */
export function serveApiTokens(server: FakeApiTokenServer) {
  const now = server.now ?? (() => new Date());
  let made = 0;
  answer(ApiTokensQuery, () => ({ apiTokens: server.tokens.map((token) => ({ ...token })) }));
  answer(CreateApiTokenMutation, ({ input }) => {
    if (server.refuseCreate) throw server.refuseCreate;
    const taken = server.tokens.some(
      (token) =>
        token.name === input.name &&
        !token.revokedAt &&
        new Date(token.expiresAt).getTime() > now().getTime(),
    );
    if (taken) {
      throw new GraphQLRequestError('API_TOKEN_NAME_TAKEN', apiTokenNameTaken(input.name), 409);
    }
    made += 1;
    const prefix = `vmu_New${made}`;
    const createdAt = now();
    const token = tokenAnswer({
      id: `new-token-${made}`,
      name: input.name,
      scopes: input.scopes,
      prefix,
      createdAt: createdAt.toISOString(),
      expiresAt: apiTokenExpiresAt(createdAt, input.lifetime).toISOString(),
      lastUsedAt: null,
    });
    server.tokens.unshift(token);
    return { createApiToken: { token, secret: secretFor(prefix) } };
  });
  answer(RevokeApiTokenMutation, ({ id }) => {
    if (server.refuseRevoke) throw server.refuseRevoke;
    const token = server.tokens.find((listed) => listed.id === id);
    if (!token) throw new GraphQLRequestError('NOT_FOUND', 'Token not found.', 404);
    token.revokedAt ??= now().toISOString();
    return { revokeApiToken: { ...token } };
  });
}
