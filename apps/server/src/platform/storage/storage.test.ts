import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/harness';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { createSigner, verifyDownload } from './signed-url';
import type { Storage } from './storage';
import { StoredFileMissingError } from './storage-keys';

// One contract, both drivers: the local disk, and the S3 driver against a real S3-compatible
// server (s3rver) started here.

const PORTAL = 'http://portal.test';
const signer = createSigner('storage-test-secret-that-is-long-enough');

type Driver = { storage: Storage; close(): Promise<void>; dir?: string };

async function localDriver(): Promise<Driver> {
  const dir = makeTempDir('storage-local');
  return {
    storage: createLocalStorage({ dir, publicUrl: PORTAL, signer }),
    dir,
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const dir = makeTempDir('storage-s3rver');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = createS3Storage({
    driver: 's3',
    endpoint,
    region: 'us-east-1',
    bucket: 'vmu-test',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    publicUrl: `${endpoint}/vmu-test`,
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: 'vmu-test' }));
  return {
    storage,
    async close() {
      storage.client.destroy();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function tempFile(bytes: Uint8Array): string {
  const file = path.join(makeTempDir('storage-src'), 'upload.bin');
  fs.writeFileSync(file, bytes);
  return file;
}

const key = (name = 'file.png') => `public/owner1/${crypto.randomUUID()}/${name}`;

describe.each([
  ['local', localDriver],
  ['s3', s3Driver],
] as const)('Storage contract [%s]', (driverName, make) => {
  let driver: Driver;
  const bytes = crypto.randomBytes(100_000);

  beforeAll(async () => {
    driver = await make();
  });
  afterAll(async () => {
    await driver.close();
  });

  it('stores a file whole and reports its size and type', async () => {
    const k = key();
    expect(await driver.storage.stat(k)).toBeNull();
    const source = tempFile(bytes);
    await driver.storage.putFile(k, source, 'image/png');
    // The caller removes its temporary file; the stored one stays.
    fs.rmSync(source);
    expect(await driver.storage.stat(k)).toEqual({ size: bytes.length, contentType: 'image/png' });
    expect(Buffer.from(await driver.storage.readRange(k, 0, bytes.length)).equals(bytes)).toBe(
      true,
    );
  });

  it('reads only the asked range, fewer bytes at the end, none past it', async () => {
    const k = `packages/owner1/${crypto.randomUUID()}.vmupack`;
    await driver.storage.putFile(k, tempFile(bytes), 'application/octet-stream');
    expect(
      Buffer.from(await driver.storage.readRange(k, 10, 5)).equals(bytes.subarray(10, 15)),
    ).toBe(true);
    const tail = await driver.storage.readRange(k, bytes.length - 3, 100);
    expect(Buffer.from(tail).equals(bytes.subarray(bytes.length - 3))).toBe(true);
    expect((await driver.storage.readRange(k, bytes.length + 10, 10)).length).toBe(0);
  });

  it('refuses to read a missing file and ignores deleting one', async () => {
    const k = key();
    await expect(driver.storage.readRange(k, 0, 10)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(driver.storage.delete([k])).resolves.toBeUndefined();
  });

  it('deletes files', async () => {
    const a = key('a.png');
    const b = key('b.png');
    await driver.storage.putFile(a, tempFile(bytes), 'image/png');
    await driver.storage.putFile(b, tempFile(bytes), 'image/png');
    await driver.storage.delete([a, b, key('never.png')]);
    expect(await driver.storage.stat(a)).toBeNull();
    expect(await driver.storage.stat(b)).toBeNull();
  });

  it('refuses keys outside the layout', async () => {
    const file = tempFile(bytes);
    for (const bad of [
      '../x',
      'public/../../etc/passwd',
      '/public/a/b',
      'public/a',
      'other/a/b',
      'public/a//b',
      'public/a/..',
    ]) {
      await expect(driver.storage.putFile(bad, file, 'image/png'), bad).rejects.toThrow(
        /invalid storage key/,
      );
      expect(() => driver.storage.publicUrl(bad)).toThrow(/invalid storage key/);
    }
  });

  it('streams a multi-part sized file', async () => {
    const big = crypto.randomBytes(9 * 1024 * 1024 + 123);
    const k = `packages/owner1/${crypto.randomUUID()}.vmupack`;
    await driver.storage.putFile(k, tempFile(big), 'application/octet-stream');
    expect((await driver.storage.stat(k))?.size).toBe(big.length);
    const middle = await driver.storage.readRange(k, 8 * 1024 * 1024 - 2, 4);
    expect(Buffer.from(middle).equals(big.subarray(8 * 1024 * 1024 - 2, 8 * 1024 * 1024 + 2))).toBe(
      true,
    );
  });

  if (driverName === 'local') {
    it('leaves no partial files beside the stored ones', async () => {
      const k = key();
      await driver.storage.putFile(k, tempFile(bytes), 'image/png');
      const folder = path.join(driver.dir!, ...k.split('/').slice(0, -1));
      expect(fs.readdirSync(folder)).toEqual(['file.png']);
    });

    it('serves public files and signed downloads from the portal', async () => {
      const k = key();
      expect(driver.storage.publicUrl(k)).toBe(`${PORTAL}/files/${k}`);
      const url = new URL(
        await driver.storage.signedDownloadUrl(k, { fileName: 'a.png', expiresInSeconds: 60 }),
      );
      expect(`${url.origin}${url.pathname}`).toBe(`${PORTAL}/api/downloads/${k}`);
      expect(verifyDownload(signer, k, Object.fromEntries(url.searchParams))).toEqual({
        ok: true,
        fileName: 'a.png',
      });
    });
  } else {
    it('serves public files from the bucket and signed downloads as named attachments', async () => {
      const k = key('icon.png');
      await driver.storage.putFile(k, tempFile(bytes), 'image/png');
      const direct = await fetch(driver.storage.publicUrl(k));
      expect(direct.status).toBe(200);
      expect(direct.headers.get('content-type')).toBe('image/png');
      const url = await driver.storage.signedDownloadUrl(k, {
        fileName: 'Star Hopper.vmupack',
        expiresInSeconds: 60,
      });
      expect(url).toContain('X-Amz-Signature=');
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Star Hopper.vmupack"; filename*=UTF-8''Star%20Hopper.vmupack`,
      );
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      // Refusing a tampered or expired presigned URL is the store's job; s3rver does not check
      // signatures, so that part is left to the real store.
    });
  }
});
