import { makeSignature } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { Database } from '../db/client';
import { user, type Role } from '../db/schema/accounts';
import { developerProfile } from '../db/schema/developers';
import type { graphqlRequest } from './harness';
import { TEST_PASSWORD } from './password';
import { developerProfileRow } from './seed-rows';

export { TEST_PASSWORD };

export type SignedInUser = { id: string; email: string; cookie: string };

/**
 * A signed-in user whose email is verified, made straight in the database as sign-up leaves
 * one: the user row, a password account (TEST_PASSWORD, hashed once per run) and a session,
 * all through better-auth's own adapter. Sign-up over HTTP hashes the password every time,
 * which is most of a suite's time; its own tests (accounts/) still go through it (signUp).
 */
export async function signedInUser(
  app: FastifyInstance,
  // The database the app is on (callers name it; better-auth's adapter writes the rows).
  _db: Database,
  options: { email: string; name?: string; role?: Role },
): Promise<SignedInUser> {
  // As after a request: the app is ready (its job workers and storage started), which the
  // tests written against sign-up over HTTP count on.
  await app.ready();
  const auth = await app.auth.$context;
  const created = await auth.internalAdapter.createUser(
    {
      name: options.name ?? 'Ada Lovelace',
      email: options.email,
      emailVerified: true,
      role: options.role ?? 'developer',
    },
    { method: 'email-password' },
  );
  await auth.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: inject('testPasswordHash'),
  });
  return { id: created.id, email: options.email, cookie: await sessionCookie(app, created.id) };
}

/**
 * A new session of the user, made by better-auth's adapter (its hooks run, as on sign-in),
 * as the Cookie header a browser would send: the token signed with the app's secret.
 */
export async function sessionCookie(app: FastifyInstance, userId: string): Promise<string> {
  const auth = await app.auth.$context;
  const session = await auth.internalAdapter.createSession(userId, false);
  const signature = await makeSignature(session.token, auth.secret);
  return `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

/** A user row without a session, for seeding many developers quickly. */
export async function seedUser(db: Database, id: string, email = `${id}@example.com`) {
  await db.insert(user).values({ id, name: `User ${id}`, email, emailVerified: true });
}

/** A developer who completed onboarding (as step 3 leaves them), in the given status. */
export async function seedDeveloperProfile(
  db: Database,
  userId: string,
  overrides: Partial<typeof developerProfile.$inferInsert> = {},
) {
  await db.insert(developerProfile).values(developerProfileRow(userId, overrides));
}

export type GraphQLResult = Awaited<ReturnType<typeof graphqlRequest>>;

/** The typed error code of a GraphQL answer. */
export const codeOf = (result: GraphQLResult) => result.body.errors?.[0]?.extensions?.code;

/** Variables-free GraphQL literal of a string (JSON string syntax is valid GraphQL). */
export const literal = (value: string | null) => JSON.stringify(value);
