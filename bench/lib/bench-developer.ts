import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
// The portal's own types of what it decorates its Fastify instance with (database, auth).
import type {} from '../../apps/server/src/app';
import { developerProfile } from '../../apps/server/src/db/schema/developers';
import { developerProfileRow } from '../../apps/server/src/test/seed-rows';

/**
 * A developer whom staff verified, made in the built server's own database by its own auth
 * (for the benchmarks' seed routes): the account, verified email, and a verified profile.
 */
export async function createVerifiedBenchDeveloper(
  app: FastifyInstance,
  name: string,
): Promise<{ id: string; email: string }> {
  const auth = await app.auth.$context;
  const user = await auth.internalAdapter.createUser(
    {
      name,
      email: `bench-${crypto.randomUUID()}@bench.test`,
      emailVerified: true,
      role: 'developer',
    },
    { method: 'email-password' },
  );
  await app.database.db
    .insert(developerProfile)
    .values(developerProfileRow(user.id, { developerStatus: 'verified', verifiedAt: new Date() }));
  return { id: user.id, email: user.email };
}
