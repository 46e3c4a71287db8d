import crypto from 'node:crypto';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { EMPTY_ASSET_KEYS, type application } from '../db/schema/apps';
import type { developerProfile } from '../db/schema/developers';

// The rows the integration tests and the load benchmark seed straight into the database, as
// the app's own flows would leave them. No test runner here: bench/ bundles this file too.

/** A developer who completed onboarding (as step 3 leaves them), in the given status. */
export function developerProfileRow(
  userId: string,
  overrides: Partial<typeof developerProfile.$inferInsert> = {},
): typeof developerProfile.$inferInsert {
  return {
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
  };
}

/** An application row in any status, without going through the form. */
export function applicationRow(
  developerId: string,
  /** Columns to set; SQL is allowed (e.g. an updated_at with microseconds). */
  overrides: Partial<PgInsertValue<typeof application>> = {},
): PgInsertValue<typeof application> {
  const suffix = crypto.randomBytes(4).toString('hex');
  return {
    developerId,
    appName: `Seeded ${suffix}`,
    bundleIdentifier: `com.seeded.app${suffix}`,
    shortDescription: 'A seeded app',
    longDescription: 'A seeded app for tests',
    assets: EMPTY_ASSET_KEYS,
    ...overrides,
  };
}
