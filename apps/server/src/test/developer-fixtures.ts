import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { user } from '../db/schema/accounts';
import { developerProfile } from '../db/schema/developers';
import { signUp, type graphqlRequest } from './harness';

export const TEST_PASSWORD = 'Analytical#1843';

export type SignedInUser = { id: string; email: string; cookie: string };

/** Signs a user up over HTTP and marks the email verified (and the role) directly in the database. */
export async function signedInUser(
  app: FastifyInstance,
  db: Database,
  options: { email: string; name?: string; role?: 'developer' | 'admin' },
): Promise<SignedInUser> {
  const signed = await signUp(app, {
    name: options.name ?? 'Ada Lovelace',
    email: options.email,
    password: TEST_PASSWORD,
  });
  if (signed.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signed.body)}`);
  const [row] = await db
    .update(user)
    .set({ emailVerified: true, role: options.role ?? 'developer' })
    .where(eq(user.email, options.email))
    .returning({ id: user.id });
  if (!row) throw new Error(`no user ${options.email}`);
  // The sign-up's code mail is delivered now, so a test's later mails are the only new ones.
  await app.jobs.runDue();
  return { id: row.id, email: options.email, cookie: signed.cookie };
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
  await db.insert(developerProfile).values({
    userId,
    firstName: 'Grace',
    lastName: `Hopper ${userId}`,
    address: '1 Navy Way',
    city: 'Arlington',
    postalCode: '22202',
    country: 'US',
    legalName: `Grace Hopper ${userId}`,
    appName: 'Compiler',
    appDescription: 'A-0 System',
    completedSteps: ['country', 'appDetails', 'developerDetails'],
    stepData: {
      country: { country: 'US' },
      appDetails: { appName: 'Compiler', appDescription: 'A-0 System' },
      developerDetails: {
        firstName: 'Grace',
        lastName: `Hopper ${userId}`,
        address: '1 Navy Way',
        city: 'Arlington',
        postalCode: '22202',
      },
    },
    developerStatus: 'pending',
    businessName: `Grace Hopper ${userId}`,
    ageVerified: true,
    completedAt: new Date(),
    lastStatusChange: new Date(),
    ...overrides,
  });
}

export type GraphQLResult = Awaited<ReturnType<typeof graphqlRequest>>;

/** The typed error code of a GraphQL answer. */
export const codeOf = (result: GraphQLResult) => result.body.errors?.[0]?.extensions?.code;

/** Variables-free GraphQL literal of a string (JSON string syntax is valid GraphQL). */
export const literal = (value: string | null) => JSON.stringify(value);
