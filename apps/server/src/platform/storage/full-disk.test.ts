import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../../db/outage-errors';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import {
  putUpload,
  readFixture,
  requestUpload,
  verifiedDeveloper,
} from '../../test/upload-requests';

const VIEWER = '{ viewer { id } }';
const MUTATION = 'mutation { signOutOtherSessions { id } }';

describe.each(testTargets())('a full disk [%s]', (target) => {
  const t = useTestApp(target, { sharedApp: false });

  const graphql = (app: Awaited<ReturnType<typeof t.appWith>>, cookie: string, query: string) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { query },
    });

  it('refuses writes with 507 while reads go on, and takes them again once space is freed', async () => {
    const app = await t.appWith();
    const dev = await verifiedDeveloper(app, t.db, 'ada@example.com');
    const full = vi.spyOn(app.diskSpace, 'refusesWrites').mockReturnValue(true);

    const refused = await graphql(app, dev.cookie, MUTATION);
    expect(refused.statusCode).toBe(507);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().errors[0]).toMatchObject({
      message: STORAGE_FULL_MESSAGE,
      extensions: { code: 'STORAGE_FULL' },
    });
    const upload = await requestUpload(app, dev.cookie, {
      fileName: 'icon.png',
      fileType: 'image/png',
      fileSize: 1000,
      assetType: 'web-icon',
      appId: 'temp-1',
    });
    expect(upload).toEqual({
      status: 507,
      body: { error: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' },
    });

    const read = await graphql(app, dev.cookie, VIEWER);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { viewer: { id: dev.id } } });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    full.mockRestore();
    const taken = await graphql(app, dev.cookie, MUTATION);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().errors).toBeUndefined();
  }, 120_000);

  it('answers an upload that meets a full disk with 507 and says why in the log', async () => {
    const lines: { msg: string }[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await t.appWith({}, logStream);
    const dev = await verifiedDeveloper(app, t.db, 'grace@example.com');
    const bytes = readFixture('webIconPng');
    const ticket = await requestUpload(app, dev.cookie, {
      fileName: 'icon.png',
      fileType: 'image/png',
      fileSize: bytes.length,
      assetType: 'web-icon',
      appId: 'temp-1',
    });
    expect(ticket.status).toBe(200);
    // The storage's disk fills up between the check and the store.
    vi.spyOn(app.storage, 'putFile').mockRejectedValue(
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    );

    const stored = await putUpload(
      app,
      ticket.body.uploadURL as string,
      bytes,
      'image/png',
      dev.cookie,
    );
    expect(stored).toEqual({
      status: 507,
      body: { error: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' },
    });
    expect(lines.map((line) => line.msg)).toContainEqual(
      expect.stringContaining('no space left on device'),
    );
  }, 120_000);
});
