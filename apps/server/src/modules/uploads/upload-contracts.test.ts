import { describe, expect, it } from 'vitest';
import {
  UPLOAD_APP_ID_REQUIRED,
  UPLOAD_ASSET_TYPE_INVALID,
  UPLOAD_FILE_NAME_INVALID,
  UPLOAD_FILE_SIZE_INVALID,
  UPLOAD_FILE_TYPE_INVALID,
} from '@vmu/domain';
import { signedInUser } from '../../test/developer-fixtures';
import { testTargets, TEST_PUBLIC_URL } from '../../test/harness';
import { verifiedDeveloper } from '../../test/upload-requests';
import { useTestApp } from '../../test/use-test-app';

// The upload routes check bodies with the domain's contract (UploadRequestSchema) through the
// Fastify route schema: each wrong field keeps its own 400 message, and the checks of who asks
// and from where still come first.

describe.each(testTargets())('upload request contract [%s]', (target) => {
  const t = useTestApp(target);
  let n = 0;
  const email = (name: string) => `${name}-${target}-${++n}@upload-contracts.test`;
  const valid = () => ({
    fileName: 'icon.png',
    fileType: 'image/png',
    fileSize: 100,
    assetType: 'web-icon',
    appId: `temp-${Date.now()}`,
  });

  const post = (cookie: string | undefined, payload: string, origin = TEST_PUBLIC_URL) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('names the first wrong field with its own message', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, email('dev'));
    const cases: [Record<string, unknown>, string][] = [
      [{ fileName: undefined }, UPLOAD_FILE_NAME_INVALID],
      [{ fileName: '   ' }, UPLOAD_FILE_NAME_INVALID],
      [{ fileName: `${'a'.repeat(252)}.png` }, UPLOAD_FILE_NAME_INVALID],
      [{ fileName: 42 }, UPLOAD_FILE_NAME_INVALID],
      [{ fileType: null }, UPLOAD_FILE_TYPE_INVALID],
      [{ fileType: 'x'.repeat(256) }, UPLOAD_FILE_TYPE_INVALID],
      [{ fileSize: '100' }, UPLOAD_FILE_SIZE_INVALID],
      [{ fileSize: 1.5 }, UPLOAD_FILE_SIZE_INVALID],
      [{ fileSize: 2 ** 53 }, UPLOAD_FILE_SIZE_INVALID],
      [{ assetType: 'icon' }, UPLOAD_ASSET_TYPE_INVALID],
      [{ appId: undefined }, UPLOAD_APP_ID_REQUIRED],
      [{ appId: 7 }, UPLOAD_APP_ID_REQUIRED],
      // Several wrong: the first in the contract's order is named.
      [{ fileSize: 'big', assetType: 'icon', appId: undefined }, UPLOAD_FILE_SIZE_INVALID],
    ];
    for (const [change, message] of cases) {
      const answer = await post(dev.cookie, JSON.stringify({ ...valid(), ...change }));
      expect({ change, status: answer.statusCode, body: answer.json() }).toEqual({
        change,
        status: 400,
        body: { error: message },
      });
    }
  });

  it('reads a body that is not an object as one without fields', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, email('dev'));
    for (const payload of ['null', '[]', '"icon.png"', '42', '{}']) {
      const answer = await post(dev.cookie, payload);
      expect({ payload, status: answer.statusCode, body: answer.json() }).toEqual({
        payload,
        status: 400,
        body: { error: UPLOAD_FILE_NAME_INVALID },
      });
    }
  });

  it('checks who asks, and from where, before it reads the fields', async () => {
    const malformed = JSON.stringify({ fileName: '' });
    const signedOut = await post(undefined, malformed);
    expect({ status: signedOut.statusCode, body: signedOut.json() }).toEqual({
      status: 401,
      body: { error: 'User not authenticated' },
    });
    const fresh = await signedInUser(t.app, t.db, { email: email('fresh') });
    expect((await post(fresh.cookie, malformed)).statusCode).toBe(403);
    const dev = await verifiedDeveloper(t.app, t.db, email('dev'));
    const foreign = await post(dev.cookie, malformed, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: expect.stringMatching(/^Invalid origin/) });
  });

  it('answers exactly the ticket the contract names', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, email('dev'));
    const answer = await post(dev.cookie, JSON.stringify({ ...valid(), extra: 'ignored' }));
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(
      ['bucket', 'fileSize', 'key', 'publicURL', 'uploadURL'].sort(),
    );
  });

  it('answers an s3Path that is not text like an unknown package', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, email('dev'));
    for (const body of [{ s3Path: 42 }, { s3Path: null }, {}, [], 'x']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/extract-metadata',
        headers: {
          origin: TEST_PUBLIC_URL,
          'content-type': 'application/json',
          cookie: dev.cookie,
        },
        payload: JSON.stringify(body),
      });
      expect({ body, status: answer.statusCode, answer: answer.json() }).toEqual({
        body,
        status: 404,
        answer: {
          success: false,
          extractedVersion: null,
          extractedAppName: null,
          error: 'Package not found',
          iconDataUrl: null,
        },
      });
    }
  });
});
