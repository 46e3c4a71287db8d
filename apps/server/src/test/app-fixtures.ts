import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AssetType } from '@vmu/domain';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import {
  application,
  applicationVersion,
  storedFile,
  type StoredFileDetails,
} from '../db/schema/apps';
import { makeTempDir } from './harness';
import { applicationRow } from './seed-rows';
import { seedDeveloperProfile, signedInUser, type SignedInUser } from './developer-fixtures';

// Apps and their files for integration tests, written straight to the database and the app's
// storage (the upload flow has its own tests): what an upload that passed its checks leaves.

/** A signed-in developer whose account staff verified, living in `country` (FR can charge). */
export async function verifiedDeveloper(
  app: FastifyInstance,
  db: Database,
  options: { email: string; name?: string; country?: string },
): Promise<SignedInUser> {
  const dev = await signedInUser(app, db, { email: options.email, name: options.name });
  await seedDeveloperProfile(db, dev.id, {
    country: options.country ?? 'FR',
    developerStatus: 'verified',
    verifiedAt: new Date(),
  });
  return dev;
}

const IMAGE_OF: Record<
  Exclude<AssetType, 'binary'>,
  Extract<StoredFileDetails, { kind: 'image' }>
> = {
  'vmu-icon': { kind: 'image', format: 'BMP', width: 76, height: 76 },
  'web-icon': { kind: 'image', format: 'PNG', width: 512, height: 512 },
  'hero-banner': { kind: 'image', format: 'PNG', width: 1920, height: 1080 },
  'vmu-banner': { kind: 'image', format: 'PNG', width: 240, height: 160 },
  screenshots: { kind: 'image', format: 'PNG', width: 1280, height: 720 },
};

let scratch: string | undefined;

/**
 * A file `ownerId` uploaded as `assetType`: bytes in the app's storage under a key of the
 * storage layout, plus its stored_file row. Packages carry the name and version their
 * metadata declared.
 */
export async function storeUploadedFile(
  app: FastifyInstance,
  db: Database,
  options: { ownerId: string; assetType: AssetType; appName?: string; appVersion?: string },
): Promise<{ key: string; size: number }> {
  const { ownerId, assetType } = options;
  const id = crypto.randomUUID();
  const binary = assetType === 'binary';
  const fileName = binary ? 'game.vmupack' : `${assetType}.png`;
  const key = binary ? `packages/${ownerId}/${id}.vmupack` : `public/${ownerId}/${id}/${fileName}`;
  const bytes = crypto.randomBytes(256 + Math.floor(Math.random() * 256));
  scratch ??= makeTempDir('app-fixtures');
  const file = path.join(scratch, id);
  fs.writeFileSync(file, bytes);
  const image = binary ? null : IMAGE_OF[assetType];
  const contentType = binary
    ? 'application/octet-stream'
    : image?.format === 'BMP'
      ? 'image/bmp'
      : 'image/png';
  await app.storage.putFile(key, file, contentType);
  fs.rmSync(file);
  await db.insert(storedFile).values({
    key,
    ownerId,
    assetType,
    fileName,
    contentType,
    size: bytes.length,
    details: image ?? {
      kind: 'vmupack',
      appName: options.appName ?? 'Test Game',
      appVersion: options.appVersion ?? '1.2.3',
    },
  });
  return { key, size: bytes.length };
}

export type AssetKeys = {
  vmupack: string;
  vmuIcon: string;
  webIcon: string;
  heroBanner: string;
  vmuBanner: string;
  screenshots: string[];
};

/** Every asset review needs, uploaded by `ownerId` (two screenshots). */
export async function storeCompleteAssets(
  app: FastifyInstance,
  db: Database,
  ownerId: string,
  pack: { appName?: string; appVersion?: string } = {},
): Promise<AssetKeys> {
  const store = (assetType: AssetType) =>
    storeUploadedFile(app, db, { ownerId, assetType, ...pack }).then((file) => file.key);
  return {
    vmupack: await store('binary'),
    vmuIcon: await store('vmu-icon'),
    webIcon: await store('web-icon'),
    heroBanner: await store('hero-banner'),
    vmuBanner: await store('vmu-banner'),
    screenshots: [await store('screenshots'), await store('screenshots')],
  };
}

/** An application row in any status, without going through the form. */
export async function seedApplication(
  db: Database,
  developerId: string,
  /** Columns to set; SQL is allowed (e.g. an updated_at with microseconds). */
  overrides: Partial<PgInsertValue<typeof application>> = {},
) {
  const [row] = await db
    .insert(application)
    .values(applicationRow(developerId, overrides))
    .returning();
  if (!row) throw new Error('seeding an application returned no row');
  return row;
}

/** A submitted version of a seeded application. */
export async function seedVersion(
  db: Database,
  applicationId: string,
  overrides: Partial<typeof applicationVersion.$inferInsert> = {},
) {
  const [row] = await db
    .insert(applicationVersion)
    .values({ applicationId, versionNumber: '1.0.0', ...overrides })
    .returning();
  if (!row) throw new Error('seeding a version returned no row');
  return row;
}
