import { eq, sql } from 'drizzle-orm';
import {
  API_TOKEN_MALFORMED,
  API_TOKEN_MISSING,
  API_TOKEN_OWNER_NOT_ALLOWED,
  API_TOKEN_OWNER_SUSPENDED,
  API_TOKEN_REVOKED,
  API_TOKEN_UNKNOWN,
  apiTokenExpired,
  apiTokenMissingScope,
  apiTokenState,
  hasApiTokenScope,
  isApiTokenFormat,
  type ApiTokenScope,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { account, user } from '../../../db/schema/accounts';
import { apiToken } from '../../../db/schema/api-tokens';
import { developerProfile } from '../../../db/schema/developers';
import { AppError } from '../../../errors';
import { viewerColumns, viewerDetailsOf } from '../../shared/viewer-details';
import { viewerOf } from '../../accounts';
import type { ViewerMapper } from '../../shared/viewer';
import { preparedPerDatabase } from '../../shared/prepared-query';
import { suspendedNow } from '../../user-management';
import { mayHoldApiTokens } from '../api-token-holder';
import { apiTokenHash, sameApiTokenHash } from '../api-token-secret';

/** Who a request of the developer API acts as: the token and its owner, read at this request. */
export type ApiCaller = {
  token: { id: string; name: string; scopes: ApiTokenScope[]; expiresAt: Date };
  developer: ViewerMapper;
};

// The token, its owner and the owner's account and developer profile in one round trip, found
// by the hash's unique index; prepared once per database.
const findTokenOwner = preparedPerDatabase((db) =>
  db
    .select({
      tokenId: apiToken.id,
      tokenName: apiToken.name,
      scopes: apiToken.scopes,
      secretHash: apiToken.secretHash,
      expiresAt: apiToken.expiresAt,
      revokedAt: apiToken.revokedAt,
      lastUsedAt: apiToken.lastUsedAt,
      ownerSuspended: suspendedNow(user.id),
      ...viewerColumns,
    })
    .from(apiToken)
    .innerJoin(user, eq(user.id, apiToken.developerId))
    .leftJoin(account, eq(account.userId, user.id))
    .leftJoin(developerProfile, eq(developerProfile.userId, user.id))
    .where(eq(apiToken.secretHash, sql.placeholder('secretHash')))
    .prepare('api_token_owner_by_hash'),
);

/** Last use is kept to the minute: a busy pipeline does not write the row on every request. */
const LAST_USE_PRECISION_MS = 60_000;

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message, 401);

/** The token of an `Authorization: Bearer vmu_...` header (the scheme in any case). */
function bearerToken(header: string | undefined): string {
  if (header === undefined || header.trim() === '') throw unauthenticated(API_TOKEN_MISSING);
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  if (!match?.[1] || !isApiTokenFormat(match[1])) throw unauthenticated(API_TOKEN_MALFORMED);
  return match[1];
}

/**
 * The caller of a developer API request from its Authorization header, checked at every request
 * (decision 0043): a token of the right form whose hash is stored (UNAUTHENTICATED otherwise),
 * not revoked (TOKEN_REVOKED) nor expired (TOKEN_EXPIRED), whose owner is not suspended
 * (ACCOUNT_SUSPENDED) and may still hold tokens
 * (ACCOUNT_NOT_ALLOWED: a developer rejected or back in review, a store account, staff). The
 * token's last use is recorded. The token itself is never logged or kept.
 */
export async function authenticateApiToken(
  db: Database,
  authorization: string | undefined,
  now: Date = new Date(),
): Promise<ApiCaller> {
  const token = bearerToken(authorization);
  const secretHash = apiTokenHash(token);
  const rows = await findTokenOwner(db).execute({ secretHash });
  const first = rows[0];
  if (!first || !sameApiTokenHash(first.secretHash, secretHash)) {
    throw unauthenticated(API_TOKEN_UNKNOWN);
  }
  const state = apiTokenState(first, now);
  if (state === 'REVOKED') throw new AppError('TOKEN_REVOKED', API_TOKEN_REVOKED, 401);
  if (state === 'EXPIRED') {
    throw new AppError('TOKEN_EXPIRED', apiTokenExpired(first.expiresAt), 401);
  }
  // A suspended account's tokens stop working and work again once it is restored (decision 0048).
  if (first.ownerSuspended) {
    throw new AppError('ACCOUNT_SUSPENDED', API_TOKEN_OWNER_SUSPENDED, 403);
  }
  const developer = viewerOf(first, viewerDetailsOf(rows));
  if (!mayHoldApiTokens(developer)) {
    throw new AppError('ACCOUNT_NOT_ALLOWED', API_TOKEN_OWNER_NOT_ALLOWED, 403);
  }
  if (!first.lastUsedAt || now.getTime() - first.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
    await db.update(apiToken).set({ lastUsedAt: now }).where(eq(apiToken.id, first.tokenId));
  }
  return {
    token: {
      id: first.tokenId,
      name: first.tokenName,
      scopes: first.scopes,
      expiresAt: first.expiresAt,
    },
    developer,
  };
}

/** MISSING_SCOPE unless the caller's token was made with `scope`. */
export function requireApiTokenScope(caller: ApiCaller, scope: ApiTokenScope): void {
  if (!hasApiTokenScope(caller.token.scopes, scope)) {
    throw new AppError('MISSING_SCOPE', apiTokenMissingScope(scope), 403);
  }
}
