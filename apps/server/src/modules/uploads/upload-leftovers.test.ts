import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EMPTY_ASSET_KEYS, storedFile } from '../../db/schema/apps';
import { localSpoolDir } from '../../platform/storage/local-storage';
import { seedApplication, storeUploadedFile, verifiedDeveloper } from '../../test/app-fixtures';
import { makeTempDir, testTargets } from '../../test/harness';
import { useS3rverStore } from '../../test/s3rver-store';
import { useTestApp, type TestApp } from '../../test/use-test-app';
import {
  SPOOL_IDLE_MS,
  UPLOAD_CLEANUP_JOB,
  UPLOAD_SPOOL_PREFIX,
} from './services/upload-leftovers';

// Upload leftovers (decision 0016): bodies a crash cut off, and uploads no app ever took up, do not
// stay forever.

/** Uploads of one developer: one attached to an app, one fresh, one a day old and unattached. */
async function expiryCheck(t: TestApp, app: FastifyInstance, label: string) {
  const dev = await verifiedDeveloper(app, t.db, { email: `leftovers-${label}@example.com` });
  const store = () => storeUploadedFile(app, t.db, { ownerId: dev.id, assetType: 'web-icon' });
  const attached = await store();
  const pack = await storeUploadedFile(app, t.db, { ownerId: dev.id, assetType: 'binary' });
  const fresh = await store();
  const forgotten = await store();
  await seedApplication(t.db, dev.id, {
    assets: { ...EMPTY_ASSET_KEYS, vmupack: pack.key, webIcon: attached.key },
  });
  // A day and a bit passes for all but the fresh one.
  await t.db
    .update(storedFile)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(sql`${storedFile.key} <> ${fresh.key}`);

  await app.jobs.enqueue(UPLOAD_CLEANUP_JOB, {});
  await app.jobs.runDue();

  const rowOf = async (key: string) =>
    (await t.db.select().from(storedFile).where(eq(storedFile.key, key)))[0];
  expect(await rowOf(forgotten.key)).toBeUndefined();
  expect(await app.storage.stat(forgotten.key)).toBeNull();
  for (const kept of [attached, pack, fresh]) {
    expect(await rowOf(kept.key)).toBeDefined();
    expect(await app.storage.stat(kept.key)).not.toBeNull();
  }
}

describe.each(testTargets())('upload leftovers, local storage [%s]', (target) => {
  const t = useTestApp(target, { sharedApp: false });

  it('removes spooled bodies a crash left at start, keeping one still being written', async () => {
    const storageDir = makeTempDir('storage');
    const spool = localSpoolDir(storageDir);
    fs.mkdirSync(spool, { recursive: true });
    const crashed = path.join(spool, `${UPLOAD_SPOOL_PREFIX}crashed`);
    const active = path.join(spool, `${UPLOAD_SPOOL_PREFIX}active`);
    fs.writeFileSync(crashed, Buffer.alloc(4096));
    fs.writeFileSync(active, Buffer.alloc(4096));
    const idle = new Date(Date.now() - SPOOL_IDLE_MS - 60_000);
    fs.utimesSync(crashed, idle, idle);

    const app = await t.appWith({ STORAGE_DIR: storageDir });
    await app.ready();
    expect(fs.existsSync(crashed)).toBe(false);
    expect(fs.existsSync(active)).toBe(true);
  });

  it('expires uploads no app took up within 24 hours, files and rows', async () => {
    const app = await t.appWith({ STORAGE_DIR: makeTempDir('storage') });
    await expiryCheck(t, app, `local-${target}`);
  });
});

describe('upload leftovers, S3 storage', () => {
  const store = useS3rverStore('vmu-leftovers');
  const t = useTestApp('pglite', { env: store.env });

  it('expires uploads no app took up within 24 hours, objects and rows', async () => {
    await expiryCheck(t, t.app, 's3');
  });
});
