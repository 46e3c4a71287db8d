import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeApiPurchasePath, type PurchaseStart } from '@vmu/domain';
import type { Database } from '../db/client';
import { application } from '../db/schema/apps';
import type { SignedInUser } from './developer-fixtures';
import { seedPublishedApp } from './version-fixtures';

// Paid apps and their purchases for integration tests: a live app made paid, bought through
// the store API as a buyer's browser does (the purchase tests check that flow itself).

let counter = 0;

/** A live public app of `ownerId`'s at 4.99 EUR by default, under a bundle id of its own. */
export async function seedPaidApp(
  app: FastifyInstance,
  db: Database,
  ownerId: string,
  overrides: Partial<typeof application.$inferInsert> = {},
) {
  const { app: seeded } = await seedPublishedApp(app, db, ownerId);
  const [row] = await db
    .update(application)
    .set({
      bundleIdentifier: `com.example.paid${(counter += 1)}`,
      priceCents: 499,
      currency: 'EUR',
      ...overrides,
    })
    .where(eq(application.id, seeded.id))
    .returning();
  return row!;
}

/** POST .../purchase as `user` (anonymous without one). */
export const requestPurchase = (
  app: FastifyInstance,
  bundleIdentifier: string,
  user?: SignedInUser,
) =>
  app.inject({
    method: 'POST',
    url: storeApiPurchasePath(bundleIdentifier),
    headers: user ? { cookie: user.cookie } : {},
  });

/** A purchase the store API accepted; fails the test with the answer otherwise. */
export async function purchaseOfApp(
  app: FastifyInstance,
  bundleIdentifier: string,
  user: SignedInUser,
): Promise<PurchaseStart> {
  const response = await requestPurchase(app, bundleIdentifier, user);
  if (response.statusCode !== 200) {
    throw new Error(`purchase refused: ${response.statusCode} ${response.body}`);
  }
  return response.json<PurchaseStart>();
}
