import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  API_TOKEN_NOT_FOUND,
  API_TOKENS_LIMIT_REACHED,
  API_TOKENS_MAX_ACTIVE,
  apiTokenExpiresAt,
  apiTokenNameTaken,
  apiTokenShownPrefix,
  type CreateApiToken,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { apiToken } from '../../../db/schema/api-tokens';
import { AppError } from '../../../errors';
import { apiTokenHash, newApiTokenSecret } from '../api-token-secret';
import type { ApiTokenMapper, CreatedApiTokenMapper } from '../schema.mappers';

/** The list shows this many of the developer's newest tokens, revoked and expired included. */
export const API_TOKENS_LISTED = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const tokenNotFound = () => new AppError('NOT_FOUND', API_TOKEN_NOT_FOUND, 404);

/** Working: neither revoked nor past its expiry at `now`. */
const working = (now: Date) => and(isNull(apiToken.revokedAt), gt(apiToken.expiresAt, now));

/**
 * Makes a token for the developer (the form was parsed with the domain's CreateApiTokenSchema):
 * its secret is returned this once and only its hash is stored. Under a lock of the developer's
 * user row, so two makes at once cannot both pass the name and count checks: a name is unique
 * (without case) among the developer's working tokens, and at most API_TOKENS_MAX_ACTIVE work.
 */
export async function createApiToken(
  db: Database,
  developerId: string,
  form: CreateApiToken,
  now: Date = new Date(),
): Promise<CreatedApiTokenMapper> {
  const secret = newApiTokenSecret();
  const token = await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, developerId)).for('update');
    const [taken] = await tx
      .select({ id: apiToken.id })
      .from(apiToken)
      .where(
        and(
          eq(apiToken.developerId, developerId),
          working(now),
          sql`lower(${apiToken.name}) = lower(${form.name})`,
        ),
      )
      .limit(1);
    if (taken)
      throw new AppError('API_TOKEN_NAME_TAKEN', apiTokenNameTaken(form.name), 409, 'name');
    const [active] = await tx
      .select({ count: count() })
      .from(apiToken)
      .where(and(eq(apiToken.developerId, developerId), working(now)));
    if ((active?.count ?? 0) >= API_TOKENS_MAX_ACTIVE) {
      throw new AppError('API_TOKENS_LIMIT_REACHED', API_TOKENS_LIMIT_REACHED, 409);
    }
    const [row] = await tx
      .insert(apiToken)
      .values({
        developerId,
        name: form.name,
        scopes: form.scopes,
        secretHash: apiTokenHash(secret),
        prefix: apiTokenShownPrefix(secret),
        createdAt: now,
        expiresAt: apiTokenExpiresAt(now, form.lifetime),
      })
      .returning();
    if (!row) throw new Error('inserting an API token returned no row');
    return row;
  });
  return { token, secret };
}

/** The developer's tokens, newest first, revoked and expired ones included. */
export function listApiTokens(db: Database, developerId: string): Promise<ApiTokenMapper[]> {
  return db
    .select()
    .from(apiToken)
    .where(eq(apiToken.developerId, developerId))
    .orderBy(desc(apiToken.createdAt), desc(apiToken.id))
    .limit(API_TOKENS_LISTED);
}

/**
 * Revokes one of the developer's tokens: from this commit on, every request with it is refused
 * (each request reads the row). Revoking a revoked token answers it unchanged; another
 * developer's, or an id that names none, is NOT_FOUND alike.
 */
export async function revokeApiToken(
  db: Database,
  developerId: string,
  tokenId: string,
): Promise<ApiTokenMapper> {
  if (!UUID.test(tokenId)) throw tokenNotFound();
  const own = and(eq(apiToken.id, tokenId), eq(apiToken.developerId, developerId));
  const [revoked] = await db
    .update(apiToken)
    .set({ revokedAt: sql`now()` })
    .where(and(own, isNull(apiToken.revokedAt)))
    .returning();
  if (revoked) return revoked;
  const [already] = await db.select().from(apiToken).where(own);
  if (!already) throw tokenNotFound();
  return already;
}
