import { describe, expect, it } from 'vitest';
import { fileContentMustBe } from '@vmu/domain';
import { TEST_PUBLIC_URL } from '../../test/harness';
import { useS3rverStore } from '../../test/s3rver-store';
import { useTestApp } from '../../test/use-test-app';
import {
  putUpload,
  readFixture,
  requestUpload,
  uploadFile,
  verifiedDeveloper,
} from '../../test/upload-requests';

// The upload flow with STORAGE_DRIVER=s3 against a real S3-compatible server (s3rver): the
// portal still receives and checks the bytes, then streams them to the bucket; public files are
// read from the bucket; extract-metadata reads the package with ranged GETs.

const BUCKET = 'vmu-uploads';

describe('uploads with S3 storage', () => {
  const db = () => t.db;
  // The app closes before the S3 server.
  const store = useS3rverStore(BUCKET);
  const t = useTestApp('pglite', { env: store.env });

  it('stores a checked image in the bucket, readable at its public URL', async () => {
    const dev = await verifiedDeveloper(t.app, db(), 'dev-s3@uploads.test');
    const requested = await requestUpload(t.app, dev.cookie, {
      fileName: 'icon.png',
      fileType: 'image/png',
      fileSize: readFixture('webIconPng').length,
      assetType: 'web-icon',
      appId: 'temp-1',
    });
    expect(requested.body).toMatchObject({ bucket: BUCKET });
    // Uploads go through the portal with either driver: it must read the bytes first.
    expect(requested.body.uploadURL).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/uploads/`));
    expect(requested.body.publicURL).toBe(
      `${store.endpoint}/${BUCKET}/${requested.body.key as string}`,
    );
    const put = await putUpload(
      t.app,
      requested.body.uploadURL as string,
      readFixture('webIconPng'),
      'image/png',
    );
    expect(put.status).toBe(200);
    const served = await fetch(requested.body.publicURL as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(readFixture('webIconPng'))).toBe(true);
  });

  it.each([
    ['a GIF declared as PNG', 'image/png', () => readFixture('gif'), 'PNG'],
    [
      'a truncated JPEG (decoded whole before it is stored)',
      'image/jpeg',
      () => readFixture('screenshotJpeg').subarray(0, 3_500),
      'JPEG',
    ],
  ] as const)(
    'puts nothing in the bucket for a refused file: %s',
    async (_label, fileType, bytes, kind) => {
      const dev = await verifiedDeveloper(
        t.app,
        db(),
        `dev-s3-refused-${kind.toLowerCase()}@uploads.test`,
      );
      const body = bytes();
      const requested = await requestUpload(t.app, dev.cookie, {
        fileName: kind === 'PNG' ? 'icon.png' : 'icon.jpg',
        fileType,
        fileSize: body.length,
        assetType: 'screenshots',
        appId: 'temp-1',
      });
      const put = await putUpload(t.app, requested.body.uploadURL as string, body, fileType);
      expect(put).toEqual({ status: 422, body: { error: fileContentMustBe([kind]) } });
      expect(await t.app.storage.stat(requested.body.key as string)).toBeNull();
      expect((await fetch(requested.body.publicURL as string)).status).toBe(404);
    },
  );

  it('extracts a stored package with ranged reads from the bucket', async () => {
    const dev = await verifiedDeveloper(t.app, db(), 'dev-s3-pkg@uploads.test');
    const { key, publicURL } = await uploadFile(t.app, dev, { assetType: 'binary' });
    expect(publicURL).toBe(`s3://${BUCKET}/${key}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/extract-metadata',
      headers: { 'content-type': 'application/json', cookie: dev.cookie },
      payload: { s3Path: publicURL },
    });
    expect(response.json()).toMatchObject({
      success: true,
      extractedAppName: 'Star Hopper',
      extractedVersion: '1.4.2',
    });
  });
});
