import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ASSET_LIMITS,
  ASSET_TYPES,
  BYTES_PER_MB,
  fileContentMustBe,
  fileSizeExceeded,
  fileTypeMustBe,
  HERO_BANNER_SHAPE_MESSAGE,
  imageDimensionsMustBe,
  IMAGE_TOO_LARGE,
  type AssetType,
} from '@vmu/domain';
import { buildVmupack } from '@vmu/vmupack';
import { application, storedFile } from '../../db/schema';
import { createSigner } from '../../platform/storage/signed-url';
import { signedInUser, seedDeveloperProfile } from '../../test/developer-fixtures';
import { testEnv, testTargets, TEST_PUBLIC_URL } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import {
  FIXTURES,
  putUpload,
  readFixture,
  requestUpload,
  STAR_HOPPER_VMUPACK,
  uploadFile,
  verifiedDeveloper,
  type FixtureName,
} from '../../test/upload-requests';
import { DECLARED_SIZE_EXCEEDED } from './services/receive-upload';
import { signUploadToken } from './upload-token';

const AUTH_SECRET = testEnv().AUTH_SECRET!;
const starHopper = fs.readFileSync(STAR_HOPPER_VMUPACK);

describe.each(testTargets())('uploads over HTTP [%s]', (target) => {
  const t = useTestApp(target);
  const db = () => t.db;
  let n = 0;
  const email = (name: string) => `${name}-${target}-${++n}@uploads.test`;
  const temp = () => `temp-${Date.now()}`;

  /** POST then PUT of a fixture (or bytes) declared as `fileType`; both answers. */
  async function send(
    cookie: string,
    assetType: AssetType,
    options: { fixture?: FixtureName; bytes?: Uint8Array; fileName?: string; fileType?: string },
  ) {
    const fixture = options.fixture ? FIXTURES[options.fixture] : undefined;
    const bytes = options.bytes ?? readFixture(options.fixture!);
    const fileType = options.fileType ?? fixture?.type ?? '';
    const requested = await requestUpload(t.app, cookie, {
      fileName: options.fileName ?? fixture?.file ?? 'game.vmupack',
      fileType,
      fileSize: bytes.length,
      assetType,
      appId: temp(),
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const put = await putUpload(t.app, requested.body.uploadURL as string, bytes, fileType, cookie);
    return { requested: requested.body, put };
  }

  const rowsOf = (ownerId: string) =>
    db().select().from(storedFile).where(eq(storedFile.ownerId, ownerId));

  const publicPath = (publicURL: string) => new URL(publicURL).pathname;

  describe('who may upload', () => {
    it("refuses a signed-out request with 'User not authenticated'", async () => {
      const requested = await requestUpload(t.app, undefined, {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: 100,
        assetType: 'web-icon',
        appId: temp(),
      });
      expect(requested).toEqual({ status: 401, body: { error: 'User not authenticated' } });
    });

    it('refuses users who may not reach the main area, and lets admins upload', async () => {
      const body = {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: 100,
        assetType: 'web-icon',
        appId: temp(),
      };
      const fresh = await signedInUser(t.app, db(), { email: email('fresh') });
      expect(await requestUpload(t.app, fresh.cookie, body)).toEqual({
        status: 403,
        body: { error: 'Please complete onboarding before uploading files.' },
      });
      const pending = await signedInUser(t.app, db(), { email: email('pending') });
      await seedDeveloperProfile(db(), pending.id);
      expect(await requestUpload(t.app, pending.cookie, body)).toEqual({
        status: 403,
        body: { error: 'Your developer account must be verified before you can upload files.' },
      });
      const admin = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
      expect((await requestUpload(t.app, admin.cookie, body)).status).toBe(200);
    });

    it('refuses non-JSON and cross-origin requests', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const asForm = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie: dev.cookie, 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(asForm.statusCode).toBe(415);
      expect(asForm.json()).toEqual({ error: 'Content-Type must be application/json' });
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          cookie: dev.cookie,
          'content-type': 'application/json',
          origin: 'https://evil.example',
        },
        payload: { fileName: 'a.png' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({
        error: expect.stringMatching(/^Invalid origin/),
        code: 'INVALID_ORIGIN',
      });
      const post = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { cookie: dev.cookie, 'content-type': 'application/json' },
          payload,
        });
      const malformed = await post('{"fileName": ');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON' });
      const huge = await post(JSON.stringify({ fileName: 'x'.repeat(20_000) }));
      expect(huge.statusCode).toBe(413);
      expect(Object.keys(huge.json())).toEqual(['error']);
    });

    it("accepts a temporary id or the uuid of one of the viewer's own apps only", async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const other = await verifiedDeveloper(t.app, db(), email('other'));
      const [own] = await db()
        .insert(application)
        .values({ developerId: dev.id, appName: 'Mine', bundleIdentifier: `com.mine.${target}` })
        .returning({ id: application.id });
      const [theirs] = await db()
        .insert(application)
        .values({
          developerId: other.id,
          appName: 'Theirs',
          bundleIdentifier: `com.theirs.${target}`,
        })
        .returning({ id: application.id });
      const ask = (appId: string) =>
        requestUpload(t.app, dev.cookie, {
          fileName: 'icon.png',
          fileType: 'image/png',
          fileSize: 100,
          assetType: 'web-icon',
          appId,
        });
      expect((await ask('temp-1700000000000')).status).toBe(200);
      expect((await ask(own!.id)).status).toBe(200);
      expect(await ask(theirs!.id)).toEqual({
        status: 400,
        body: { error: 'Application not found' },
      });
      expect(await ask('temp-abc')).toEqual({
        status: 400,
        body: { error: 'Application not found' },
      });
      expect((await ask('../../etc')).status).toBe(400);
    });
  });

  describe('the declaration', () => {
    it.each(ASSET_TYPES)(
      '%s: refuses more than its limit and signs exactly the limit',
      async (assetType) => {
        const dev = await verifiedDeveloper(t.app, db(), email('dev'));
        const max = ASSET_LIMITS[assetType].maxMb * BYTES_PER_MB;
        const declare = (fileSize: number) =>
          requestUpload(t.app, dev.cookie, {
            fileName: assetType === 'binary' ? 'game.vmupack' : 'image.png',
            fileType:
              assetType === 'binary' ? '' : assetType === 'vmu-icon' ? 'image/bmp' : 'image/png',
            fileSize,
            assetType,
            appId: temp(),
          });
        expect(await declare(max + 1)).toEqual({
          status: 400,
          body: { error: fileSizeExceeded(ASSET_LIMITS[assetType].maxMb) },
        });
        const atLimit = await declare(max);
        expect(atLimit.status).toBe(200);
        expect(atLimit.body).toMatchObject({ fileSize: max, bucket: 'local' });
        expect(atLimit.body.uploadURL).toMatch(
          new RegExp(`^${TEST_PUBLIC_URL}/api/uploads/[\\w-]+\\.[\\w-]+$`),
        );
        if (assetType === 'binary') {
          expect(atLimit.body.key).toMatch(
            new RegExp(`^packages/${dev.id}/[0-9a-f-]{36}\\.vmupack$`),
          );
          expect(atLimit.body.publicURL).toBe(`s3://local/${atLimit.body.key as string}`);
        } else {
          expect(atLimit.body.key).toMatch(
            new RegExp(`^public/${dev.id}/[0-9a-f-]{36}/image\\.png$`),
          );
          expect(atLimit.body.publicURL).toBe(
            `${TEST_PUBLIC_URL}/files/${atLimit.body.key as string}`,
          );
        }
      },
    );

    it('refuses declared types and names the asset does not take', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const declare = (assetType: string, fileName: string, fileType: string) =>
        requestUpload(t.app, dev.cookie, {
          fileName,
          fileType,
          fileSize: 10,
          assetType,
          appId: temp(),
        });
      expect((await declare('web-icon', 'a.gif', 'image/gif')).body).toEqual({
        error: fileTypeMustBe(['PNG', 'JPEG']),
      });
      expect((await declare('vmu-icon', 'a.png', 'image/png')).body).toEqual({
        error: fileTypeMustBe(['BMP']),
      });
      expect((await declare('binary', 'game.zip', 'application/zip')).body).toEqual({
        error: 'Binary file must be a .vmupack file',
      });
      expect((await declare('sound', 'a.wav', 'audio/wav')).status).toBe(400);
    });

    it('keeps odd file names out of the key', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: '../../Mon icône (final).png',
        fileType: 'image/png',
        fileSize: 10,
        assetType: 'web-icon',
        appId: temp(),
      });
      expect(requested.body.key).toMatch(/\/Mon-ico-ne-final-\.png$/);
    });
  });

  describe('the bytes', () => {
    it.each([
      ['web-icon', 'webIconPng', 'image/png', { format: 'PNG', width: 512, height: 512 }],
      ['web-icon', 'webIconJpeg', 'image/jpeg', { format: 'JPEG', width: 512, height: 512 }],
      ['vmu-icon', 'vmuIconBmp', 'image/bmp', { format: 'BMP', width: 76, height: 76 }],
      ['vmu-banner', 'vmuBannerPng', 'image/png', { format: 'PNG', width: 240, height: 160 }],
      ['hero-banner', 'heroBannerPng', 'image/png', { format: 'PNG', width: 1200, height: 400 }],
      ['screenshots', 'screenshotJpeg', 'image/jpeg', { format: 'JPEG', width: 1280, height: 720 }],
    ] as const)(
      '%s: stores a valid %s and serves it at its public URL',
      async (assetType, fixture, contentType, image) => {
        const dev = await verifiedDeveloper(t.app, db(), email('dev'));
        const { requested, put } = await send(dev.cookie, assetType, { fixture });
        expect(put.status, JSON.stringify(put.body)).toBe(200);
        const bytes = readFixture(fixture);
        expect(put.body).toEqual({
          key: requested.key,
          publicURL: requested.publicURL,
          fileSize: bytes.length,
          contentType,
          details: { kind: 'image', ...image },
        });
        const [row] = await rowsOf(dev.id);
        expect(row).toMatchObject({
          key: requested.key,
          assetType,
          fileName: FIXTURES[fixture].file,
          contentType,
          size: bytes.length,
        });
        const served = await t.app.inject({
          method: 'GET',
          url: publicPath(requested.publicURL as string),
        });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(contentType);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toContain('sandbox');
        expect(served.headers['cache-control']).toContain('immutable');
        expect(served.rawPayload.equals(bytes)).toBe(true);
        const head = await t.app.inject({
          method: 'HEAD',
          url: publicPath(requested.publicURL as string),
        });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-length']).toBe(String(bytes.length));
      },
    );

    it.each([
      ['a GIF declared as PNG', 'web-icon', 'gif', 'image/png', fileContentMustBe(['PNG'])],
      ['text declared as PNG', 'screenshots', 'textAsPng', 'image/png', fileContentMustBe(['PNG'])],
      [
        'a PNG declared as BMP',
        'vmu-icon',
        'vmuIconAsPng',
        'image/bmp',
        fileContentMustBe(['BMP']),
      ],
      [
        'a PNG declared as JPEG',
        'hero-banner',
        'webIconPng',
        'image/jpeg',
        fileContentMustBe(['JPEG']),
      ],
      [
        'a 500x500 web icon',
        'web-icon',
        'webIcon500Png',
        'image/png',
        imageDimensionsMustBe(512, 512),
      ],
      ['a 64x64 VMU icon', 'vmu-icon', 'vmuIcon64Bmp', 'image/bmp', imageDimensionsMustBe(76, 76)],
      [
        'a 320x240 VMU banner',
        'vmu-banner',
        'vmuBanner320Jpeg',
        'image/jpeg',
        imageDimensionsMustBe(240, 160),
      ],
      // The store shows the hero banner at 3:1: a 16:9 one would be cropped (decision 0051).
      [
        'a 16:9 hero banner',
        'hero-banner',
        'screenshotPng',
        'image/png',
        HERO_BANNER_SHAPE_MESSAGE,
      ],
    ] as const)(
      'refuses %s with 422 and stores nothing',
      async (_label, assetType, fixture, fileType, error) => {
        const dev = await verifiedDeveloper(t.app, db(), email('dev'));
        const { requested, put } = await send(dev.cookie, assetType, { fixture, fileType });
        expect(put).toEqual({ status: 422, body: { error } });
        expect(await rowsOf(dev.id)).toEqual([]);
        expect(await t.app.storage.stat(requested.key as string)).toBeNull();
        const served = await t.app.inject({
          method: 'GET',
          url: publicPath(requested.publicURL as string),
        });
        expect(served.statusCode).toBe(404);
      },
    );

    it('refuses a cut-short PNG (no IEND) though its header is fine', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const png = readFixture('webIconPng');
      const { put } = await send(dev.cookie, 'web-icon', {
        bytes: png.subarray(0, png.length - 20),
        fileName: 'icon.png',
        fileType: 'image/png',
      });
      expect(put).toEqual({ status: 422, body: { error: fileContentMustBe(['PNG']) } });
    });

    describe('decodes every image whole', () => {
      /** A valid 10x10 PNG whose IHDR says `width`x`height`: its CRC left wrong, or fixed. */
      async function patchedPng(width: number, height: number, fixChecksum: boolean) {
        const small = await sharp({
          create: { width: 10, height: 10, channels: 3, background: '#3366ff' },
        })
          .png()
          .toBuffer();
        const patched = Buffer.from(small);
        patched.writeUInt32BE(width, 16);
        patched.writeUInt32BE(height, 20);
        if (fixChecksum) patched.writeUInt32BE(zlib.crc32(patched.subarray(12, 29)), 29);
        return patched;
      }
      const cutJpeg = (fixture: FixtureName) => {
        const jpeg = readFixture(fixture);
        return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      };

      it.each([
        ['web-icon', 512, 512, false],
        ['web-icon', 512, 512, true],
        ['vmu-banner', 240, 160, false],
        ['vmu-banner', 240, 160, true],
        ['hero-banner', 1200, 400, true],
        ['screenshots', 1280, 720, false],
        ['screenshots', 1280, 720, true],
      ] as const)(
        '%s: refuses a 10x10 PNG patched to %ix%i (checksum fixed: %s)',
        async (assetType, width, height, fixChecksum) => {
          const dev = await verifiedDeveloper(t.app, db(), email('dev'));
          const { requested, put } = await send(dev.cookie, assetType, {
            bytes: await patchedPng(width, height, fixChecksum),
            fileName: 'patched.png',
            fileType: 'image/png',
          });
          expect(put).toEqual({ status: 422, body: { error: fileContentMustBe(['PNG']) } });
          expect(await rowsOf(dev.id)).toEqual([]);
          expect(await t.app.storage.stat(requested.key as string)).toBeNull();
        },
      );

      it.each([
        ['web-icon', 'webIconJpeg'],
        ['screenshots', 'screenshotJpeg'],
      ] as const)(
        '%s: refuses a truncated JPEG (%s cut to its first 60 percent)',
        async (assetType, fixture) => {
          const dev = await verifiedDeveloper(t.app, db(), email('dev'));
          const { put } = await send(dev.cookie, assetType, {
            bytes: cutJpeg(fixture),
            fileName: 'cut.jpg',
            fileType: 'image/jpeg',
          });
          expect(put).toEqual({ status: 422, body: { error: fileContentMustBe(['JPEG']) } });
          expect(await rowsOf(dev.id)).toEqual([]);
        },
      );

      it('hero-banner: refuses a truncated JPEG of the right shape', async () => {
        const dev = await verifiedDeveloper(t.app, db(), email('dev'));
        // 3:1, so only its cut-off pixels are wrong (decision 0051's shape comes first).
        const jpeg = await sharp({
          create: { width: 1500, height: 500, channels: 3, background: '#f59e0b' },
        })
          .jpeg()
          .toBuffer();
        const { put } = await send(dev.cookie, 'hero-banner', {
          bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
          fileName: 'cut.jpg',
          fileType: 'image/jpeg',
        });
        expect(put).toEqual({ status: 422, body: { error: fileContentMustBe(['JPEG']) } });
        expect(await rowsOf(dev.id)).toEqual([]);
      });

      it('refuses a VMU icon BMP whose pixels cannot be decoded though its header reads fine', async () => {
        const dev = await verifiedDeveloper(t.app, db(), email('dev'));
        // The 24-bit fixture claiming RLE8 compression: a run-length code only 8-bit images have.
        const bmp = Buffer.from(readFixture('vmuIconBmp'));
        bmp.writeUInt32LE(1, 30);
        const { put } = await send(dev.cookie, 'vmu-icon', {
          bytes: bmp,
          fileName: 'icon.bmp',
          fileType: 'image/bmp',
        });
        expect(put).toEqual({ status: 422, body: { error: fileContentMustBe(['BMP']) } });
        expect(await rowsOf(dev.id)).toEqual([]);
      });

      it('refuses a small file that declares more pixels than may be decoded', async () => {
        const dev = await verifiedDeveloper(t.app, db(), email('dev'));
        // 6000x6000 of one colour: a few KB on the wire, 36 megapixels once decoded.
        const bomb = await sharp({
          create: { width: 6000, height: 6000, channels: 3, background: '#000' },
        })
          .png({ compressionLevel: 9 })
          .toBuffer();
        const { put } = await send(dev.cookie, 'screenshots', {
          bytes: bomb,
          fileName: 'bomb.png',
          fileType: 'image/png',
        });
        expect(put).toEqual({ status: 422, body: { error: IMAGE_TOO_LARGE } });
        expect(await rowsOf(dev.id)).toEqual([]);
      });
    });

    it('refuses a body sent with another type than declared', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const bytes = readFixture('webIconPng');
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: bytes.length,
        assetType: 'web-icon',
        appId: temp(),
      });
      const put = await putUpload(t.app, requested.body.uploadURL as string, bytes, 'image/jpeg');
      expect(put.status).toBe(415);
      expect(await rowsOf(dev.id)).toEqual([]);
    });

    it('cuts off a body larger than declared (413) and stores nothing', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const bytes = readFixture('heroBannerPng');
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: 'hero.png',
        fileType: 'image/png',
        fileSize: 100,
        assetType: 'hero-banner',
        appId: temp(),
      });
      const put = await putUpload(t.app, requested.body.uploadURL as string, bytes, 'image/png');
      expect(put).toEqual({ status: 413, body: { error: DECLARED_SIZE_EXCEEDED } });
      expect(await rowsOf(dev.id)).toEqual([]);
      expect(await t.app.storage.stat(requested.body.key as string)).toBeNull();
    });

    it('refuses a body shorter than declared', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const bytes = readFixture('webIconPng');
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: bytes.length + 10,
        assetType: 'web-icon',
        appId: temp(),
      });
      const put = await putUpload(t.app, requested.body.uploadURL as string, bytes, 'image/png');
      expect(put.status).toBe(400);
      expect(put.body.error).toMatch(/incomplete/);
      expect(await rowsOf(dev.id)).toEqual([]);
    });

    it('checks five screenshots sent at once, each on its own', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const fixtures: FixtureName[] = [
        'screenshotJpeg',
        'screenshotPng',
        'gif',
        'heroBannerPng',
        'webIconJpeg',
      ];
      const results = await Promise.all(
        fixtures.map((fixture) =>
          send(dev.cookie, 'screenshots', {
            fixture,
            fileType: fixture === 'gif' ? 'image/png' : FIXTURES[fixture].type,
          }),
        ),
      );
      expect(results.map((r) => r.put.status)).toEqual([200, 200, 422, 200, 200]);
      const stored = await rowsOf(dev.id);
      expect(stored.map((row) => row.key).sort()).toEqual(
        results
          .filter((r) => r.put.status === 200)
          .map((r) => r.requested.key as string)
          .sort(),
      );
    });
  });

  describe('packages', () => {
    it('stores the Star Hopper package with its name and version, never publicly', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const { requested, put } = await send(dev.cookie, 'binary', {
        bytes: starHopper,
        fileName: 'star_hopper.vmupack',
        fileType: 'application/octet-stream',
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body).toEqual({
        key: requested.key,
        publicURL: `s3://local/${requested.key as string}`,
        fileSize: starHopper.length,
        contentType: 'application/octet-stream',
        details: { kind: 'vmupack', appName: 'Star Hopper', appVersion: '1.4.2' },
      });
      const asPublic = await t.app.inject({
        method: 'GET',
        url: `/files/${requested.key as string}`,
      });
      expect(asPublic.statusCode).toBe(404);
    });

    it.each([
      [
        'truncated',
        () => starHopper.subarray(0, starHopper.length - 1000),
        /runs past the end of the file/,
      ],
      [
        'with the wrong magic',
        () => {
          const b = Buffer.from(starHopper);
          b[0] = 0x58;
          return b;
        },
        /not a \.vmupack package/,
      ],
      [
        'with metadata that is not JSON',
        () => buildVmupack({ metadataText: '{"app_name": "Broken",' }),
        /not valid JSON/,
      ],
      ['with a bad version', () => buildVmupack({ version: '1.0' }), /app_version "1.0"/],
    ])("refuses a package %s with the reader's message", async (_label, make, message) => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const { requested, put } = await send(dev.cookie, 'binary', {
        bytes: make(),
        fileName: 'broken.vmupack',
      });
      expect(put.status).toBe(422);
      expect(put.body.error).toMatch(message);
      expect(await rowsOf(dev.id)).toEqual([]);
      expect(await t.app.storage.stat(requested.key as string)).toBeNull();
    });

    it('accepts a 50 MB package', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const limit = ASSET_LIMITS.binary.maxMb * BYTES_PER_MB;
      const base = buildVmupack().length;
      const bytes = buildVmupack({ name: 'Big Game', elf: new Uint8Array(limit - base - 512) });
      expect(bytes.length).toBeGreaterThan(limit - 1024);
      expect(bytes.length).toBeLessThanOrEqual(limit);
      const { put } = await send(dev.cookie, 'binary', { bytes, fileName: 'big.vmupack' });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.details).toEqual({
        kind: 'vmupack',
        appName: 'Big Game',
        appVersion: '1.0.0',
      });
    });
  });

  describe('upload URLs', () => {
    it('may be used once (409 after)', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const bytes = readFixture('webIconPng');
      const { requested, put } = await send(dev.cookie, 'web-icon', { fixture: 'webIconPng' });
      expect(put.status).toBe(200);
      const again = await putUpload(
        t.app,
        requested.uploadURL as string,
        bytes,
        'image/png',
        dev.cookie,
      );
      expect(again).toEqual({
        status: 409,
        body: { error: 'This upload URL has already been used' },
      });
    });

    it('lets exactly one of two simultaneous uploads to one URL through', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const bytes = readFixture('webIconPng');
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: bytes.length,
        assetType: 'web-icon',
        appId: temp(),
      });
      const url = requested.body.uploadURL as string;
      const answers = await Promise.all([
        putUpload(t.app, url, bytes, 'image/png'),
        putUpload(t.app, url, bytes, 'image/png'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await rowsOf(dev.id)).toHaveLength(1);
    });

    it("refuses another user's session on someone's upload URL", async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const other = await verifiedDeveloper(t.app, db(), email('other'));
      const bytes = readFixture('webIconPng');
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: bytes.length,
        assetType: 'web-icon',
        appId: temp(),
      });
      const put = await putUpload(
        t.app,
        requested.body.uploadURL as string,
        bytes,
        'image/png',
        other.cookie,
      );
      expect(put).toEqual({
        status: 403,
        body: { error: 'This upload URL belongs to another user' },
      });
      expect(await rowsOf(dev.id)).toEqual([]);
    });

    it('refuses tampered and expired URLs', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const bytes = readFixture('webIconPng');
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: bytes.length,
        assetType: 'web-icon',
        appId: temp(),
      });
      const url = requested.body.uploadURL as string;
      const [payload, sig] = url.split('/').pop()!.split('.') as [string, string];
      const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...grant, s: 50_000_000 })).toString('base64url');
      expect(
        await putUpload(
          t.app,
          `${TEST_PUBLIC_URL}/api/uploads/${forged}.${sig}`,
          bytes,
          'image/png',
        ),
      ).toEqual({
        status: 403,
        body: { error: 'This upload URL is not valid' },
      });
      const expired = signUploadToken(createSigner(AUTH_SECRET), {
        key: requested.body.key as string,
        ownerId: dev.id,
        assetType: 'web-icon',
        fileName: 'icon.png',
        fileSize: bytes.length,
        fileType: 'image/png',
        expiresAt: Math.floor(Date.now() / 1000) - 1,
      });
      expect(
        await putUpload(t.app, `${TEST_PUBLIC_URL}/api/uploads/${expired}`, bytes, 'image/png'),
      ).toEqual({
        status: 403,
        body: { error: 'This upload URL has expired. Please try again.' },
      });
      expect(await rowsOf(dev.id)).toEqual([]);
    });

    it('cuts off an oversized body while it streams over real HTTP', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const max = ASSET_LIMITS['web-icon'].maxMb * BYTES_PER_MB;
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: max,
        assetType: 'web-icon',
        appId: temp(),
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = t.app.server.address() as AddressInfo;
        const answer = await new Promise<{ status: number; body: string; sent: number }>(
          (resolve, reject) => {
            let sent = 0;
            const req = http.request(
              {
                host: '127.0.0.1',
                port,
                method: 'PUT',
                path: new URL(requested.body.uploadURL as string).pathname,
                // No Content-Length: the server only learns the size by counting.
                headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
              },
              (res) => {
                let body = '';
                res.on('data', (chunk: Buffer) => (body += chunk.toString()));
                res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
              },
            );
            req.on('error', reject);
            const chunk = Buffer.alloc(64 * 1024, 1);
            // Ten times the limit, written as the socket accepts it; the answer stops the writing.
            const pump = () => {
              while (sent < max * 10) {
                sent += chunk.length;
                if (!req.write(chunk)) return void req.once('drain', pump);
              }
              req.end();
            };
            pump();
          },
        );
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ error: fileSizeExceeded(2) });
      } finally {
        await t.rebuildApp();
      }
      expect(await rowsOf(dev.id)).toEqual([]);
    });
  });

  describe('files and downloads', () => {
    it('refuses paths that are not plain public keys', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const { key } = await uploadFile(t.app, dev, { assetType: 'web-icon' });
      const [, owner, upload, name] = key.split('/');
      for (const url of [
        `/files/public/${owner}/${upload}/..%2F..%2F${name}`,
        `/files/public/${owner}%2F${upload}%2F${name}`,
        `/files/public/${owner}/${upload}/%2e%2e`,
        `/files/public/../../../etc/passwd`,
        `/files/public/%2e%2e/%2e%2e/etc/passwd`,
        `/files/public//etc/passwd`,
        `/files/public/${owner}%5C${upload}%5C${name}`,
        `/files/packages/${owner}/${upload}.vmupack`,
        `/files/public/${owner}/${upload}/other.png`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
      expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(200);
    });

    it('serves a signed download as an attachment until it expires or is tampered with', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const { key } = await uploadFile(t.app, dev, { assetType: 'binary' });
      const url = new URL(
        await t.app.storage.signedDownloadUrl(key, {
          fileName: 'Star Hopper – 1.4.2.vmupack',
          expiresInSeconds: 60,
        }),
      );
      expect(url.pathname).toBe(`/api/downloads/${key}`);
      const ok = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-disposition']).toBe(
        `attachment; filename="Star Hopper _ 1.4.2.vmupack"; filename*=UTF-8''Star%20Hopper%20%E2%80%93%201.4.2.vmupack`,
      );
      expect(ok.rawPayload.equals(starHopper)).toBe(true);

      const renamed = new URL(url);
      renamed.searchParams.set('name', 'other.vmupack');
      const tampered = await t.app.inject({
        method: 'GET',
        url: renamed.pathname + renamed.search,
      });
      expect(tampered.statusCode).toBe(403);

      const later = new URL(url);
      later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
      expect(
        (await t.app.inject({ method: 'GET', url: later.pathname + later.search })).statusCode,
      ).toBe(403);

      const expired = new URL(
        await t.app.storage.signedDownloadUrl(key, { fileName: 'a.vmupack', expiresInSeconds: 1 }),
      );
      expired.searchParams.set('expires', '1000');
      const old = await t.app.inject({ method: 'GET', url: expired.pathname + expired.search });
      expect(old.statusCode).toBe(403);
    });
  });

  describe('extract-metadata', () => {
    const extract = (cookie: string | undefined, s3Path: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/extract-metadata',
        headers: {
          'content-type': 'application/json',
          origin: TEST_PUBLIC_URL,
          ...(cookie ? { cookie } : {}),
        },
        payload: { s3Path },
      });

    it("reads the fixture's name, version and icon, by key or s3:// path", async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const { key, publicURL } = await uploadFile(t.app, dev, { assetType: 'binary' });
      for (const s3Path of [key, publicURL]) {
        const response = await extract(dev.cookie, s3Path);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({
          success: true,
          extractedVersion: '1.4.2',
          extractedAppName: 'Star Hopper',
          error: null,
        });
        const png = Buffer.from(
          (body.iconDataUrl as string).replace(/^data:image\/png;base64,/, ''),
          'base64',
        );
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        expect(png.readUInt32BE(16)).toBe(76);
      }
    });

    it('answers only the uploader or an admin, and only for packages', async () => {
      const dev = await verifiedDeveloper(t.app, db(), email('dev'));
      const other = await verifiedDeveloper(t.app, db(), email('other'));
      const admin = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
      const { key } = await uploadFile(t.app, dev, { assetType: 'binary' });
      const icon = await uploadFile(t.app, dev, { assetType: 'web-icon' });

      const signedOut = await extract(undefined, key);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toMatchObject({ success: false, error: 'User not authenticated' });
      const notFound = {
        success: false,
        error: 'Package not found',
        extractedVersion: null,
        extractedAppName: null,
      };
      expect((await extract(other.cookie, key)).statusCode).toBe(404);
      expect((await extract(other.cookie, key)).json()).toMatchObject(notFound);
      expect((await extract(dev.cookie, icon.key)).statusCode).toBe(404);
      expect((await extract(dev.cookie, `s3://another-bucket/${key}`)).statusCode).toBe(404);
      expect((await extract(dev.cookie, '../../etc/passwd')).statusCode).toBe(404);
      expect((await extract(dev.cookie, 42)).statusCode).toBe(404);
      expect((await extract(admin.cookie, key)).json()).toMatchObject({
        success: true,
        extractedAppName: 'Star Hopper',
      });
    });
  });
});
