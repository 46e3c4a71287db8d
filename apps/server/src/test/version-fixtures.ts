import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { application } from '../db/schema/apps';
import {
  seedApplication,
  seedVersion,
  storeCompleteAssets,
  storeUploadedFile,
  type AssetKeys,
} from './app-fixtures';

// Published apps and their updates for the integration tests of updates (decision 0034): the app as
// approval leaves it (its files stored, its approved version current), and the update form's input.

export const LIVE_VERSION = '1.0.0';
export const APP_NAME = 'Space Chase';

/** A game of `ownerId` published at 1.0.0 (or suspended), with every asset and its version. */
export async function seedPublishedApp(
  app: FastifyInstance,
  db: Database,
  ownerId: string,
  status: 'LIVE' | 'SUSPENDED' = 'LIVE',
) {
  const assets = await storeCompleteAssets(app, db, ownerId, {
    appName: APP_NAME,
    appVersion: LIVE_VERSION,
  });
  const row = await seedApplication(db, ownerId, {
    status,
    visibility: status === 'LIVE' ? 'PUBLIC' : 'PRIVATE',
    appName: APP_NAME,
    categories: ['game'],
    shortDescription: 'Chase comets',
    longDescription: 'Chase comets across the galaxy.',
    ageRating: { pegi: 'PEGI_7', esrb: null, regional: {} },
    currentVersion: LIVE_VERSION,
    extractedVersion: LIVE_VERSION,
    extractedAppName: APP_NAME,
    vmupackSize: 300,
    assets: { ...assets, screenshots: { web: assets.screenshots, vmu: [] } },
  });
  const version = await seedVersion(db, row.id, {
    versionNumber: LIVE_VERSION,
    reviewStatus: 'APPROVED',
    submittedAt: new Date(Date.now() - 60_000),
    approvedAt: new Date(Date.now() - 30_000),
    decidedAt: new Date(Date.now() - 30_000),
    createdAt: new Date(Date.now() - 60_000),
    binaryKey: assets.vmupack,
    packageName: APP_NAME,
    fileSize: 300,
  });
  await db
    .update(application)
    .set({ currentVersionId: version.id })
    .where(eq(application.id, row.id));
  return { app: { ...row, currentVersionId: version.id }, version, assets };
}

/** A package of the developer's, as the upload of a `.vmupack` with that metadata leaves it. */
export const storePackage = (
  app: FastifyInstance,
  db: Database,
  ownerId: string,
  appVersion: string,
  appName = APP_NAME,
) =>
  storeUploadedFile(app, db, { ownerId, assetType: 'binary', appName, appVersion }).then(
    (file) => file.key,
  );

/** The update form starting from the live listing, with `vmupack` and release notes. */
export function updateInput(
  live: AssetKeys,
  vmupack: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    releaseNotes: 'Faster comets',
    shortDescription: 'Chase comets',
    longDescription: 'Chase comets across the galaxy.',
    pegiRating: 'PEGI_7',
    assets: { ...live, vmupack },
    ...overrides,
  };
}
