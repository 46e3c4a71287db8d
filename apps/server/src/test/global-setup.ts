import type { TestProject } from 'vitest/node';
import { loadTestEnv } from './test-env';
import { hashPassword } from '../modules/accounts/password-hash';
import { TEST_PASSWORD } from './password';
import { preparePgliteTemplate } from './pglite-template';
import { createPostgresTemplate, dropPostgresDatabase } from './postgres-template';

// Once per `vitest run`, before any worker starts: what every integration suite would otherwise
// redo for itself. Migrating a database takes seconds and hashing a password is deliberately
// slow (scrypt), so both are done here and handed to the workers by `provide`.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database each suite's own database is copied from. */
    postgresTemplate: string | undefined;
    /** TEST_PASSWORD, hashed as sign-up stores it: test users are made with it directly. */
    testPasswordHash: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = loadTestEnv().TEST_DATABASE_URL;
  const [postgresTemplate, testPasswordHash] = await Promise.all([
    adminUrl ? createPostgresTemplate(adminUrl) : undefined,
    hashPassword(TEST_PASSWORD),
    preparePgliteTemplate(),
  ]);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('testPasswordHash', testPasswordHash);
  return async () => {
    if (adminUrl && postgresTemplate) await dropPostgresDatabase(adminUrl, postgresTemplate);
  };
}
