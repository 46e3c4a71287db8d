import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { AssetType } from '@vmu/domain';
import type { Database } from '../../db/client';
import { storedFile, type StoredFileDetails } from '../../db/schema/apps';
import { storeUploadedFile, verifiedDeveloper } from '../../test/app-fixtures';
import { makeTempDir, testTargets } from '../../test/harness';
import { useS3rverStore } from '../../test/s3rver-store';
import { useTestApp } from '../../test/use-test-app';
import { createDisplayCopies } from './display-copies';
import type { Storage } from './storage';

// GET /files/display/{width}/{key} (decision 0037): WebP copies of recorded public images at the
// fixed display widths, made once, never enlarged; anything else is a 404.

const scratch = makeTempDir('display-copies');

/** A real image `ownerId` uploaded as `assetType`: its bytes in storage and its stored_file row. */
async function storeImage(
  app: FastifyInstance,
  db: Database,
  options: {
    ownerId: string;
    assetType?: AssetType;
    width: number;
    height: number;
    format?: 'PNG' | 'JPEG';
    /** Bytes to store instead of a real image (the row still says it is one). */
    bytes?: Buffer;
  },
): Promise<string> {
  const { ownerId, width, height, format = 'PNG', assetType = 'screenshots' } = options;
  const id = crypto.randomUUID();
  const extension = format === 'PNG' ? 'png' : 'jpg';
  const key = `public/${ownerId}/${id}/image.${extension}`;
  // A gradient, so the encoder has something to compress and sizes differ by width.
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7) % 256;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes = options.bytes ?? (await (format === 'PNG' ? image.png() : image.jpeg()).toBuffer());
  const file = path.join(scratch, id);
  fs.writeFileSync(file, bytes);
  const contentType = format === 'PNG' ? 'image/png' : 'image/jpeg';
  await app.storage.putFile(key, file, contentType);
  fs.rmSync(file);
  const details: StoredFileDetails = { kind: 'image', format, width, height };
  await db.insert(storedFile).values({
    key,
    ownerId,
    assetType,
    fileName: `image.${extension}`,
    contentType,
    size: bytes.length,
    details,
  });
  return key;
}

const copyOf = (app: FastifyInstance, width: number | string, key: string) =>
  app.inject({ method: 'GET', url: `/files/display/${width}/${key}` });

async function expectWebp(response: Awaited<ReturnType<typeof copyOf>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const metadata = await sharp(response.rawPayload).metadata();
  expect(metadata.format).toBe('webp');
  return metadata;
}

describe.each(testTargets())('display copies of public images [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const developer = () =>
    verifiedDeveloper(t.app, t.db, { email: `display${(counter += 1)}-${target}@example.com` });

  it('answers a WebP copy at the asked width, kept for a year', async () => {
    const dev = await developer();
    const key = await storeImage(t.app, t.db, { ownerId: dev.id, width: 1920, height: 1080 });
    const response = await copyOf(t.app, 640, key);
    const metadata = await expectWebp(response);
    expect([metadata.width, metadata.height]).toEqual([640, 360]);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const smaller = await copyOf(t.app, 96, key);
    expect((await expectWebp(smaller)).width).toBe(96);
    expect(smaller.rawPayload.length).toBeLessThan(response.rawPayload.length);
  });

  it('copies a JPEG too', async () => {
    const dev = await developer();
    const key = await storeImage(t.app, t.db, {
      ownerId: dev.id,
      assetType: 'hero-banner',
      width: 1200,
      height: 400,
      format: 'JPEG',
    });
    const metadata = await expectWebp(await copyOf(t.app, 320, key));
    expect([metadata.width, metadata.height]).toEqual([320, 107]);
  });

  it('never enlarges: a width above the original is the original width', async () => {
    const dev = await developer();
    const key = await storeImage(t.app, t.db, {
      ownerId: dev.id,
      assetType: 'web-icon',
      width: 512,
      height: 512,
    });
    const metadata = await expectWebp(await copyOf(t.app, 1280, key));
    expect([metadata.width, metadata.height]).toEqual([512, 512]);
  });

  it('makes a copy once: requests at the same time share it, later ones read it back', async () => {
    const dev = await developer();
    const key = await storeImage(t.app, t.db, { ownerId: dev.id, width: 1280, height: 720 });
    const reads = vi.spyOn(t.app.storage, 'readRange');
    try {
      const together = await Promise.all([1, 2, 3].map(() => copyOf(t.app, 320, key)));
      for (const response of together) await expectWebp(response);
      const again = await copyOf(t.app, 320, key);
      await expectWebp(again);
      expect(reads).toHaveBeenCalledTimes(1);
      for (const response of [...together.slice(1), again]) {
        expect(response.rawPayload.equals(together[0]!.rawPayload)).toBe(true);
      }
      expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
    } finally {
      reads.mockRestore();
    }
  });

  it.each([
    ['a width not in the set', '300'],
    ['a width of zero', '0'],
    ['a width that is not a number', 'wide'],
  ])('refuses %s with a 404', async (_label, width) => {
    const dev = await developer();
    const key = await storeImage(t.app, t.db, { ownerId: dev.id, width: 640, height: 360 });
    const response = await copyOf(t.app, width, key);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses with a 404 what is not a recorded public web image', async () => {
    const dev = await developer();
    // Bytes in storage without a row: never passed the upload's checks.
    const unrecorded = `public/${dev.id}/${crypto.randomUUID()}/image.png`;
    const file = path.join(scratch, 'unrecorded.png');
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    await t.app.storage.putFile(unrecorded, file, 'image/png');
    // A VMU icon stays a BMP shown at its own pixels.
    const { key: vmuIcon } = await storeUploadedFile(t.app, t.db, {
      ownerId: dev.id,
      assetType: 'vmu-icon',
    });
    const { key: vmupack } = await storeUploadedFile(t.app, t.db, {
      ownerId: dev.id,
      assetType: 'binary',
    });
    const recorded = await storeImage(t.app, t.db, { ownerId: dev.id, width: 640, height: 360 });
    for (const url of [
      `/files/display/320/${unrecorded}`,
      `/files/display/320/${vmuIcon}`,
      `/files/display/320/${vmupack}`,
      `/files/display/320/public/${dev.id}/${crypto.randomUUID()}/missing.png`,
      `/files/display/320/${recorded.replace('public/', 'public/../')}`,
      `/files/display/320/${recorded.replaceAll('/', '%2F')}`,
      `/files/display/320/`,
      `/files/display/320`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers a 404, not a 500, for a recorded image that does not decode', async () => {
    const dev = await developer();
    const whole = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const key = await storeImage(t.app, t.db, {
      ownerId: dev.id,
      width: 640,
      height: 360,
      bytes: whole.subarray(0, whole.length - 40),
    });
    const response = await copyOf(t.app, 320, key);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('display copies with S3 storage', () => {
  // The app closes before the S3 server.
  const store = useS3rverStore('vmu-display');
  const t = useTestApp('pglite', { env: store.env });

  it('reads the original from the bucket and serves its copy from the portal', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: 'display-s3@example.com' });
    const key = await storeImage(t.app, t.db, { ownerId: dev.id, width: 1920, height: 1080 });
    const first = await copyOf(t.app, 960, key);
    const metadata = await expectWebp(first);
    expect([metadata.width, metadata.height]).toEqual([960, 540]);
    const again = await copyOf(t.app, 960, key);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await copyOf(t.app, 500, key)).statusCode).toBe(404);
  });
});

describe('making display copies', () => {
  it('makes at most two at once, the others waiting their turn', async () => {
    const original = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    let reading = 0;
    let mostAtOnce = 0;
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const storage = {
      stat: async () => ({ size: original.length, contentType: 'image/png' }),
      readRange: async (key: string) => {
        order.push(key);
        reading += 1;
        mostAtOnce = Math.max(mostAtOnce, reading);
        await new Promise<void>((resolve) => releases.push(resolve));
        reading -= 1;
        return original;
      },
    } as unknown as Storage;
    const copies = createDisplayCopies({ storage, cacheDir: makeTempDir('display-cache') });
    const keys = [1, 2, 3, 4].map((n) => `public/owner/upload${n}/image.png`);
    const made = Promise.all(keys.map((key) => copies.copy(key, 96)));
    // Let every read that may start start, then release them one by one.
    for (let released = 0; released < keys.length; released += 1) {
      await vi.waitUntil(() => releases.length > released);
      await new Promise((resolve) => setTimeout(resolve, 20));
      releases[released]!();
    }
    const results = await made;
    expect(mostAtOnce).toBe(2);
    expect(order.toSorted()).toEqual(keys);
    for (const result of results) {
      expect(result && 'bytes' in result).toBe(true);
      if (result && 'bytes' in result) {
        expect((await sharp(result.bytes).metadata()).width).toBe(96);
      }
    }
  });
});
