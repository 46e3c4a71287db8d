import crypto from 'node:crypto';
import fs from 'node:fs';
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildVmupack, bytesSource, readVmupack, VmupackError } from '@vmu/vmupack';
import {
  API_APP_NOT_FOUND,
  API_BODY_MEDIA_TYPE,
  API_BODY_NOT_JSON,
  API_RELEASE_NOTES_INVALID,
  API_ROUTE_NOT_FOUND,
  API_TOKEN_MALFORMED,
  API_TOKEN_MISSING,
  API_TOKEN_OWNER_NOT_ALLOWED,
  API_TOKEN_RATE_LIMITS,
  API_TOKEN_REVOKED,
  API_TOKEN_UNKNOWN,
  API_UPLOAD_LENGTH_REQUIRED,
  API_UPLOAD_MEDIA_TYPE,
  API_VERSION_NOT_FOUND,
  apiTokenExpired,
  apiTokenMissingScope,
  apiVersionNotOpen,
  DEVELOPER_API_OPENAPI_PATH,
  developerApiAppPath,
  developerApiAuthorization,
  developerApiSubmitPath,
  developerApiVersionPath,
  developerApiUploadPath,
  developerApiVersionsPath,
  PACKAGE_UPLOADED_WITH_CLI,
  fileSizeExceeded,
  packageOfAnotherApp,
  RELEASE_NOTES_REQUIRED,
  RELEASE_NOTES_TOO_LONG,
  versionNotNewer,
  type ApiAppDetail,
  type ApiAppPage,
  type ApiError,
  type ApiMe,
  type ApiTokenScope,
  type ApiVersion,
  type ApiVersionDetail,
} from '@vmu/domain';
import { accountRateLimit } from '../../db/schema/accounts';
import { apiToken } from '../../db/schema/api-tokens';
import { application, applicationVersion, storedFile } from '../../db/schema/apps';
import { developerProfile } from '../../db/schema/developers';
import { seedApplication, storeCompleteAssets, verifiedDeveloper } from '../../test/app-fixtures';
import { REVIEW_OPERATIONS as REVIEW } from '../../test/app-review-operations';
import { completeForm, dataOf, gqlWith, OPERATIONS as OPS } from '../../test/apps-operations';
import { signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { putUpload, requestUpload, STAR_HOPPER_VMUPACK } from '../../test/upload-requests';
import { useTestApp } from '../../test/use-test-app';
import { seedPublishedApp, storePackage } from '../../test/version-fixtures';

// The developer API (decision 0043) as CI and the CLI use it: a token made on the profile, then
// REST with it. The SDK's real package (Star Hopper 1.4.2) is the build uploaded.

const CREATE_TOKEN = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name scopes prefix lastUsedAt revokedAt } } }`;
const REVOKE_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }`;
const LIST_TOKENS = `query Tokens { apiTokens { id lastUsedAt } }`;
const SEND_MESSAGE = `mutation Send($versionId: ID!, $body: String!) {
  sendReviewMessage(versionId: $versionId, body: $body) { id } }`;

const ALL_SCOPES: ApiTokenScope[] = ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'];
const STAR_HOPPER = fs.readFileSync(STAR_HOPPER_VMUPACK);

/** The reader's own refusal of bytes, the message both uploads must answer with. */
async function readerRefusal(bytes: Uint8Array): Promise<string> {
  try {
    await readVmupack(bytesSource(bytes));
  } catch (error) {
    if (error instanceof VmupackError) return error.message;
    throw error;
  }
  throw new Error('the package was expected to be refused');
}

describe.each(testTargets())('the developer API [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const developer = (name = 'Ada Dev') =>
    verifiedDeveloper(t.app, t.db, { email: email('dev'), name });

  async function tokenOf(
    owner: SignedInUser,
    scopes: ApiTokenScope[] = ALL_SCOPES,
  ): Promise<{ id: string; secret: string }> {
    const created = dataOf<{ secret: string; token: { id: string } }>(
      await gqlWith(
        t.app,
        CREATE_TOKEN,
        { input: { name: `CI ${(counter += 1)}`, scopes, lifetime: 'DAYS_30' } },
        owner.cookie,
      ),
      'createApiToken',
    );
    return { id: created.token.id, secret: created.secret };
  }

  type Call = {
    method?: 'GET' | 'POST' | 'PATCH';
    url: string;
    token?: string | null;
    headers?: Record<string, string>;
    payload?: Buffer | string | Record<string, unknown> | Readable;
  };
  const call = (request: Call) =>
    t.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: {
        ...(request.token ? { authorization: developerApiAuthorization(request.token) } : {}),
        ...request.headers,
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  const upload = (token: string, bundleIdentifier: string, bytes: Uint8Array = STAR_HOPPER) =>
    call({
      method: 'POST',
      url: developerApiVersionsPath(bundleIdentifier),
      token,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(bytes),
    });
  const refusalOf = (response: { json(): unknown }) => (response.json() as ApiError).error;

  /** Star Hopper, published at 1.0.0 by `owner` with every asset (the SDK package's name). */
  async function publishedStarHopper(owner: SignedInUser, liveVersion = '1.0.0') {
    const { app, version } = await seedPublishedApp(t.app, t.db, owner.id);
    const bundleIdentifier = `com.example.starhopper${(counter += 1)}`;
    await t.db
      .update(application)
      .set({
        appName: 'Star Hopper',
        extractedAppName: 'Star Hopper',
        bundleIdentifier,
        currentVersion: liveVersion,
      })
      .where(eq(application.id, app.id));
    await t.db
      .update(applicationVersion)
      .set({ versionNumber: liveVersion, packageName: 'Star Hopper' })
      .where(eq(applicationVersion.id, version.id));
    return { appId: app.id, liveVersionId: version.id, bundleIdentifier };
  }

  const storedFiles = async () =>
    (
      await t.db.select({ n: count() }).from(storedFile).where(eq(storedFile.assetType, 'binary'))
    )[0]?.n;

  describe('the token', () => {
    it('refuses a request without one, with a malformed one or an unknown one', async () => {
      const missing = await call({ url: '/api/v1/me' });
      expect(missing.statusCode).toBe(401);
      expect(refusalOf(missing)).toEqual({ code: 'UNAUTHENTICATED', message: API_TOKEN_MISSING });

      for (const authorization of [
        'vmu_x',
        'Basic dXNlcjpwYXNz',
        'Bearer',
        'Bearer vmu_short',
        `Bearer vmu_${'a'.repeat(44)}`,
        `Bearer ${'a'.repeat(47)}`,
        `Bearer vmu_${'a'.repeat(42)} extra`,
      ]) {
        const response = await call({ url: '/api/v1/me', headers: { authorization } });
        expect(response.statusCode, authorization).toBe(401);
        expect(refusalOf(response), authorization).toEqual({
          code: 'UNAUTHENTICATED',
          message: API_TOKEN_MALFORMED,
        });
      }

      const unknown = await call({ url: '/api/v1/me', token: `vmu_${'A'.repeat(43)}` });
      expect(unknown.statusCode).toBe(401);
      expect(refusalOf(unknown)).toEqual({ code: 'UNAUTHENTICATED', message: API_TOKEN_UNKNOWN });
    });

    it('acts as its owner: /me names the developer and the token, the scheme in any case', async () => {
      const dev = await developer('Nova Studio');
      const token = await tokenOf(dev, ['READ_APPS']);
      const response = await call({
        url: '/api/v1/me',
        headers: { authorization: `bearer ${token.secret}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const me = response.json<ApiMe>();
      expect(me.developer).toEqual({ id: dev.id, name: 'Nova Studio', email: dev.email });
      expect(me.token).toMatchObject({ scopes: ['READ_APPS'], expiresAt: expect.any(String) });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('stops working once expired or revoked, with a refusal that says which', async () => {
      const dev = await developer();
      const expiring = await tokenOf(dev);
      const expiresAt = new Date(Date.now() - 1000);
      await t.db.update(apiToken).set({ expiresAt }).where(eq(apiToken.id, expiring.id));
      const expired = await call({ url: '/api/v1/me', token: expiring.secret });
      expect(expired.statusCode).toBe(401);
      expect(refusalOf(expired)).toEqual({
        code: 'TOKEN_EXPIRED',
        message: apiTokenExpired(expiresAt),
      });

      const revoking = await tokenOf(dev);
      expect((await call({ url: '/api/v1/me', token: revoking.secret })).statusCode).toBe(200);
      dataOf(await gqlWith(t.app, REVOKE_TOKEN, { id: revoking.id }, dev.cookie), 'revokeApiToken');
      const revoked = await call({ url: '/api/v1/me', token: revoking.secret });
      expect(revoked.statusCode).toBe(401);
      expect(refusalOf(revoked)).toEqual({ code: 'TOKEN_REVOKED', message: API_TOKEN_REVOKED });
    });

    it.each([
      ['rejected', 'rejected'],
      ['put back in review (suspended)', 'pending'],
    ] as const)(
      'stops working when its developer is %s, at the next request',
      async (_label, developerStatus) => {
        const dev = await developer();
        const token = await tokenOf(dev);
        const { bundleIdentifier } = await publishedStarHopper(dev);
        expect((await call({ url: '/api/v1/apps', token: token.secret })).statusCode).toBe(200);

        await t.db
          .update(developerProfile)
          .set({ developerStatus })
          .where(eq(developerProfile.userId, dev.id));
        const before = await storedFiles();
        for (const response of [
          await call({ url: '/api/v1/me', token: token.secret }),
          await call({ url: '/api/v1/apps', token: token.secret }),
          await upload(token.secret, bundleIdentifier),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(refusalOf(response)).toEqual({
            code: 'ACCOUNT_NOT_ALLOWED',
            message: API_TOKEN_OWNER_NOT_ALLOWED,
          });
        }
        expect(await storedFiles()).toBe(before);
      },
    );

    it('does only what its scopes allow, naming the scope it lacks', async () => {
      const dev = await developer();
      const { bundleIdentifier, liveVersionId } = await publishedStarHopper(dev);
      const reader = await tokenOf(dev, ['READ_APPS']);
      const uploader = await tokenOf(dev, ['UPLOAD_BUILDS']);
      const submitter = await tokenOf(dev, ['SUBMIT_FOR_REVIEW']);
      const expectMissing = (response: Awaited<ReturnType<typeof call>>, scope: ApiTokenScope) => {
        expect(response.statusCode, response.body).toBe(403);
        expect(refusalOf(response)).toEqual({
          code: 'MISSING_SCOPE',
          message: apiTokenMissingScope(scope),
        });
      };

      expectMissing(await call({ url: '/api/v1/apps', token: uploader.secret }), 'READ_APPS');
      expectMissing(
        await call({ url: developerApiAppPath(bundleIdentifier), token: submitter.secret }),
        'READ_APPS',
      );
      expectMissing(
        await call({
          url: developerApiVersionPath(bundleIdentifier, liveVersionId),
          token: uploader.secret,
        }),
        'READ_APPS',
      );
      const before = await storedFiles();
      expectMissing(await upload(reader.secret, bundleIdentifier), 'UPLOAD_BUILDS');
      expectMissing(await upload(submitter.secret, bundleIdentifier), 'UPLOAD_BUILDS');
      expect(await storedFiles()).toBe(before);
      expectMissing(
        await call({
          method: 'PATCH',
          url: developerApiVersionPath(bundleIdentifier, liveVersionId),
          token: reader.secret,
          payload: { releaseNotes: 'x' },
        }),
        'UPLOAD_BUILDS',
      );
      expectMissing(
        await call({
          method: 'POST',
          url: developerApiSubmitPath(bundleIdentifier, liveVersionId),
          token: uploader.secret,
        }),
        'SUBMIT_FOR_REVIEW',
      );

      // Each scope does what it names.
      expect((await call({ url: '/api/v1/apps', token: reader.secret })).statusCode).toBe(200);
      expect((await upload(uploader.secret, bundleIdentifier)).statusCode).toBe(201);
    });

    it('keeps its last use, and the secret is never stored: only its SHA-256', async () => {
      const dev = await developer();
      const token = await tokenOf(dev);
      const listed = async () =>
        dataOf<{ id: string; lastUsedAt: string | null }[]>(
          await gqlWith(t.app, LIST_TOKENS, {}, dev.cookie),
          'apiTokens',
        );
      expect(await listed()).toEqual([{ id: token.id, lastUsedAt: null }]);
      const before = Date.now();
      expect((await call({ url: '/api/v1/me', token: token.secret })).statusCode).toBe(200);
      const [used] = await listed();
      expect(new Date(used!.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);

      const rows = await t.db.select().from(apiToken);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token.secret.slice(12));
      expect(rows[0]!.secretHash).toBe(
        crypto.createHash('sha256').update(token.secret).digest('hex'),
      );
      expect(rows[0]!.prefix).toBe(token.secret.slice(0, 8));
    });

    it('logs every use with the token id, the route and the outcome, never the token', async () => {
      const lines: string[] = [];
      const logStream = new (await import('node:stream')).Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = await t.appWith({ LOG_LEVEL: 'info' }, logStream);
      const dev = await developer();
      const token = await tokenOf(dev, ['READ_APPS']);
      for (const url of ['/api/v1/me', '/api/v1/apps']) {
        await app.inject({
          url,
          headers: { authorization: developerApiAuthorization(token.secret) },
        });
      }
      await app.inject({
        method: 'POST',
        url: developerApiVersionsPath('com.example.none'),
        headers: { authorization: developerApiAuthorization(token.secret) },
      });
      const entries = lines
        .map((line) => JSON.parse(line) as { developerApi?: Record<string, unknown> })
        .flatMap((entry) => (entry.developerApi ? [entry.developerApi] : []));
      expect(entries).toEqual([
        expect.objectContaining({
          tokenId: token.id,
          developerId: dev.id,
          route: '/api/v1/me',
          statusCode: 200,
          outcome: 'OK',
        }),
        expect.objectContaining({ tokenId: token.id, route: '/api/v1/apps', statusCode: 200 }),
        expect.objectContaining({
          tokenId: token.id,
          route: '/api/v1/apps/:bundleIdentifier/versions',
          statusCode: 403,
          outcome: 'MISSING_SCOPE',
        }),
      ]);
      expect(lines.join('\n')).not.toContain(token.secret);
    });

    it(`allows ${API_TOKEN_RATE_LIMITS.uploads.limit} uploads a minute per token, then 429 with Retry-After`, async () => {
      const dev = await developer();
      const { bundleIdentifier } = await publishedStarHopper(dev);
      const token = await tokenOf(dev);
      const other = await tokenOf(dev);
      for (let i = 0; i < API_TOKEN_RATE_LIMITS.uploads.limit; i += 1) {
        // Counted even when refused: here for its content type.
        const response = await call({
          method: 'POST',
          url: developerApiVersionsPath(bundleIdentifier),
          token: token.secret,
          headers: { 'content-type': 'text/plain' },
          payload: 'not a package',
        });
        expect(response.statusCode, response.body).toBe(415);
        expect(refusalOf(response)).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: API_UPLOAD_MEDIA_TYPE,
        });
      }
      const limited = await upload(token.secret, bundleIdentifier);
      expect(limited.statusCode).toBe(429);
      expect(refusalOf(limited).code).toBe('RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(API_TOKEN_RATE_LIMITS.uploads.windowSeconds);
      expect(refusalOf(limited).message).toContain(`${retryAfter} second`);
      // Reading is still allowed; another token has limits of its own.
      expect((await call({ url: '/api/v1/me', token: token.secret })).statusCode).toBe(200);
      expect((await upload(other.secret, bundleIdentifier)).statusCode).toBe(201);
    });

    it(`allows ${API_TOKEN_RATE_LIMITS.requests.limit} requests a minute per token, then 429`, async () => {
      const dev = await developer();
      const token = await tokenOf(dev);
      const { limit } = API_TOKEN_RATE_LIMITS.requests;
      for (let i = 0; i < limit; i += 1) {
        const response = await call({ url: '/api/v1/me', token: token.secret });
        expect(response.statusCode).toBe(200);
      }
      const limited = await call({ url: '/api/v1/me', token: token.secret });
      expect(limited.statusCode).toBe(429);
      expect(refusalOf(limited).code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The window is the rate-limit table's, shared by every server on the database.
      const rows = await t.db.select().from(accountRateLimit);
      expect(rows.map((row) => row.key)).toContain(`api-token-requests:${token.id}`);
    }, 60_000);
  });

  describe('apps', () => {
    it("lists the developer's own apps only, page by page, and reads one with its versions", async () => {
      const dev = await developer();
      const other = await developer('Other Dev');
      const token = await tokenOf(dev, ['READ_APPS']);
      const live = await publishedStarHopper(dev);
      const draft = await seedApplication(t.db, dev.id, {
        appName: 'Draft Game',
        bundleIdentifier: 'com.example.draftgame',
      });
      const foreign = await publishedStarHopper(other);

      const first = await call({ url: '/api/v1/apps?limit=1', token: token.secret });
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json<ApiAppPage>();
      expect(page1.items).toHaveLength(1);
      expect(page1.nextCursor).toEqual(expect.any(String));
      const page2 = (
        await call({
          url: `/api/v1/apps?limit=1&cursor=${page1.nextCursor}`,
          token: token.secret,
        })
      ).json<ApiAppPage>();
      expect(page2.nextCursor).toBeNull();
      const items = [...page1.items, ...page2.items];
      expect(items.map((item) => item.bundleIdentifier).sort()).toEqual(
        [live.bundleIdentifier, draft.bundleIdentifier].sort(),
      );
      expect(items.find((item) => item.appId === live.appId)).toEqual({
        appId: live.appId,
        bundleIdentifier: live.bundleIdentifier,
        appName: 'Star Hopper',
        status: 'LIVE',
        visibility: 'PUBLIC',
        currentVersion: '1.0.0',
        updatedAt: expect.any(String),
      });
      expect(items.find((item) => item.appId === draft.id)).toMatchObject({
        status: 'DRAFT',
        currentVersion: null,
      });

      const detail = await call({
        url: developerApiAppPath(live.bundleIdentifier),
        token: token.secret,
      });
      expect(detail.json<ApiAppDetail>().versions).toEqual([
        {
          versionId: live.liveVersionId,
          versionNumber: '1.0.0',
          status: 'LIVE',
          releaseNotes: '',
          isUpdate: false,
          createdAt: expect.any(String),
          submittedAt: expect.any(String),
          decidedAt: expect.any(String),
          reviewNotes: null,
        },
      ]);

      for (const url of [
        '/api/v1/apps?limit=0',
        '/api/v1/apps?limit=101',
        '/api/v1/apps?cursor=nonsense',
      ]) {
        const response = await call({ url, token: token.secret });
        expect(response.statusCode, url).toBe(400);
        expect(refusalOf(response).code, url).toBe('VALIDATION_FAILED');
      }

      // Another developer's app answers as one that does not exist.
      for (const bundle of [foreign.bundleIdentifier, 'com.example.nothing']) {
        const response = await call({ url: developerApiAppPath(bundle), token: token.secret });
        expect(response.statusCode).toBe(404);
        expect(refusalOf(response)).toEqual({ code: 'NOT_FOUND', message: API_APP_NOT_FOUND });
      }
      const foreignVersion = await call({
        url: developerApiVersionPath(live.bundleIdentifier, foreign.liveVersionId),
        token: token.secret,
      });
      expect(refusalOf(foreignVersion)).toEqual({
        code: 'NOT_FOUND',
        message: API_VERSION_NOT_FOUND,
      });
      expect(
        (
          await call({
            url: developerApiVersionPath(live.bundleIdentifier, 'x'),
            token: token.secret,
          })
        ).statusCode,
      ).toBe(404);
    });

    it("refuses every change to another developer's app, reading no byte of an upload", async () => {
      const dev = await developer();
      const other = await developer('Other Dev');
      const token = await tokenOf(dev);
      const foreign = await publishedStarHopper(other);
      const before = await storedFiles();
      for (const response of [
        await upload(token.secret, foreign.bundleIdentifier),
        await call({
          method: 'PATCH',
          url: developerApiVersionPath(foreign.bundleIdentifier, foreign.liveVersionId),
          token: token.secret,
          payload: { releaseNotes: 'Mine now' },
        }),
        await call({
          method: 'POST',
          url: developerApiSubmitPath(foreign.bundleIdentifier, foreign.liveVersionId),
          token: token.secret,
        }),
        await call({
          url: developerApiVersionPath(foreign.bundleIdentifier, foreign.liveVersionId),
          token: token.secret,
        }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(refusalOf(response)).toEqual({ code: 'NOT_FOUND', message: API_APP_NOT_FOUND });
      }
      expect(await storedFiles()).toBe(before);
      const versions = await t.db
        .select()
        .from(applicationVersion)
        .where(eq(applicationVersion.applicationId, foreign.appId));
      expect(versions).toHaveLength(1);
    });

    it('answers a refused upload over real HTTP before its body is read, every time', async () => {
      // A client streaming a large package must get the refusal, not a reset connection: the
      // server stops the upload and keeps reading (and dropping) what was already on its way.
      const dev = await developer();
      const token = await tokenOf(dev);
      const foreign = await publishedStarHopper(await developer('Other Dev'));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = t.app.server.address() as AddressInfo;
        // The client runs in a process of its own, as a CLI does: its writes do not wait on the
        // server's event loop.
        const client = `
          const http = require('node:http');
          const size = ${8 * 1024 * 1024};
          const req = http.request({ host: '127.0.0.1', port: ${port}, method: 'POST',
            path: ${JSON.stringify(developerApiVersionsPath(foreign.bundleIdentifier))},
            headers: { authorization: ${JSON.stringify(developerApiAuthorization(token.secret))},
              'content-type': 'application/octet-stream', 'content-length': String(size) } },
            (res) => { let body = ''; res.on('data', (c) => (body += c));
              res.on('end', () => console.log(JSON.stringify({ status: res.statusCode, body }))); });
          req.on('error', (e) => console.log(JSON.stringify({ error: e.code })));
          const chunk = Buffer.alloc(256 * 1024, 1); let sent = 0;
          const pump = () => { while (sent < size) { sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump); } req.end(); };
          pump();`;
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const output = await new Promise<string>((resolve, reject) => {
            execFile(process.execPath, ['-e', client], (error, stdout) =>
              error ? reject(error) : resolve(stdout),
            );
          });
          // One line: the answer, and no reset after it.
          const lines = output.trim().split('\n');
          expect(lines, `attempt ${attempt}`).toHaveLength(1);
          const answer = JSON.parse(lines[0]!) as {
            status?: number;
            body?: string;
            error?: string;
          };
          expect(answer.error, `attempt ${attempt}`).toBeUndefined();
          expect(answer.status).toBe(404);
          expect((JSON.parse(answer.body!) as ApiError).error.code).toBe('NOT_FOUND');
        }
      } finally {
        await t.rebuildApp();
      }
    });

    it('answers an unknown API route with the way to the document', async () => {
      const response = await call({ url: '/api/v1/nothing', token: null });
      expect(response.statusCode).toBe(404);
      expect(refusalOf(response)).toEqual({ code: 'NOT_FOUND', message: API_ROUTE_NOT_FOUND });
    });

    it('serves its OpenAPI 3.1 document without a token, every route of the contract in it', async () => {
      const response = await call({ url: DEVELOPER_API_OPENAPI_PATH });
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown> };
      }>();
      expect(document.openapi).toBe('3.1.0');
      expect(
        Object.entries(document.paths).flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
        ),
      ).toEqual([
        'GET /api/v1/me',
        'GET /api/v1/apps',
        'GET /api/v1/apps/{bundleIdentifier}',
        'POST /api/v1/apps/{bundleIdentifier}/versions',
        'GET /api/v1/apps/{bundleIdentifier}/versions/{versionId}',
        'PATCH /api/v1/apps/{bundleIdentifier}/versions/{versionId}',
        'POST /api/v1/apps/{bundleIdentifier}/versions/{versionId}/submit',
      ]);
      expect(Object.keys(document.components.schemas)).toContain('ApiVersionDetail');
    });
  });

  describe('uploads', () => {
    it("checks the package as the browser's upload does, storing nothing it refuses", async () => {
      const dev = await developer();
      const { bundleIdentifier, appId } = await publishedStarHopper(dev);
      const token = await tokenOf(dev);
      const broken = STAR_HOPPER.subarray(0, STAR_HOPPER.length - 700);
      const message = await readerRefusal(broken);

      const before = await storedFiles();
      const refused = await upload(token.secret, bundleIdentifier, broken);
      expect(refused.statusCode).toBe(422);
      expect(refusalOf(refused)).toEqual({ code: 'INVALID_PACKAGE', message });
      expect(await storedFiles()).toBe(before);

      // The browser's upload of the same bytes gives the same message.
      const ticket = await requestUpload(t.app, dev.cookie, {
        fileName: 'star_hopper.vmupack',
        fileType: 'application/octet-stream',
        fileSize: broken.length,
        assetType: 'binary',
        appId,
      });
      const put = await putUpload(
        t.app,
        ticket.body.uploadURL as string,
        broken,
        'application/octet-stream',
        dev.cookie,
      );
      expect(put).toEqual({ status: 422, body: { error: message } });

      for (const [label, bytes] of [
        ['a bad version', buildVmupack({ name: 'Star Hopper', version: '1.0' })],
        ['no metadata', buildVmupack({ name: 'Star Hopper', metadataText: '{"app_name": "x",' })],
      ] as const) {
        const response = await upload(token.secret, bundleIdentifier, bytes);
        expect(response.statusCode, label).toBe(422);
        expect(refusalOf(response), label).toEqual({
          code: 'INVALID_PACKAGE',
          message: await readerRefusal(bytes),
        });
      }
      expect(await storedFiles()).toBe(before);
    });

    it('refuses a package that is not a newer build of the same app, and removes it again', async () => {
      const dev = await developer();
      const sameVersion = await publishedStarHopper(dev, '1.4.2');
      const token = await tokenOf(dev);
      const before = await storedFiles();

      const notNewer = await upload(token.secret, sameVersion.bundleIdentifier);
      expect(notNewer.statusCode).toBe(400);
      expect(refusalOf(notNewer)).toEqual({
        code: 'VERSION_NOT_NEWER',
        message: versionNotNewer('1.4.2', '1.4.2'),
        field: 'assets.vmupack',
      });

      const another = await upload(
        token.secret,
        sameVersion.bundleIdentifier,
        buildVmupack({ name: 'Comet Run', version: '2.0.0' }),
      );
      expect(another.statusCode).toBe(400);
      expect(refusalOf(another)).toMatchObject({
        code: 'PACKAGE_OF_ANOTHER_APP',
        message: packageOfAnotherApp('Comet Run', 'Star Hopper'),
      });
      expect(await storedFiles()).toBe(before);
    });

    it('needs the size up front, within the limit, and the package type', async () => {
      const dev = await developer();
      const { bundleIdentifier } = await publishedStarHopper(dev);
      const token = await tokenOf(dev);
      const before = await storedFiles();

      const tooLarge = await call({
        method: 'POST',
        url: developerApiVersionsPath(bundleIdentifier),
        token: token.secret,
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(50 * 1024 * 1024 + 1),
        },
        payload: Buffer.from(STAR_HOPPER),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(refusalOf(tooLarge)).toEqual({
        code: 'PACKAGE_TOO_LARGE',
        message: fileSizeExceeded(50),
      });

      const chunked = await call({
        method: 'POST',
        url: developerApiVersionsPath(bundleIdentifier),
        token: token.secret,
        headers: { 'content-type': 'application/octet-stream' },
        payload: Readable.from([Buffer.from(STAR_HOPPER)]),
      });
      expect(chunked.statusCode).toBe(411);
      expect(refusalOf(chunked)).toEqual({
        code: 'LENGTH_REQUIRED',
        message: API_UPLOAD_LENGTH_REQUIRED,
      });
      expect(await storedFiles()).toBe(before);
    });
  });

  it('refuses release notes it cannot read, with the message of what is wrong', async () => {
    const dev = await developer();
    const { bundleIdentifier } = await publishedStarHopper(dev);
    const token = await tokenOf(dev);
    const draft = (await upload(token.secret, bundleIdentifier)).json<ApiVersion>();
    const patch = (headers: Record<string, string>, payload: string) =>
      call({
        method: 'PATCH',
        url: developerApiVersionPath(bundleIdentifier, draft.versionId),
        token: token.secret,
        headers,
        payload,
      });
    const json = { 'content-type': 'application/json' };
    for (const [response, status, error] of [
      [
        await patch(json, '{"releaseNotes":'),
        400,
        { code: 'VALIDATION_FAILED', message: API_BODY_NOT_JSON },
      ],
      [
        await patch(json, '{}'),
        400,
        { code: 'VALIDATION_FAILED', message: API_RELEASE_NOTES_INVALID },
      ],
      [
        await patch(json, JSON.stringify({ releaseNotes: 'x'.repeat(1001) })),
        400,
        { code: 'VALIDATION_FAILED', message: RELEASE_NOTES_TOO_LONG },
      ],
      [
        await patch({ 'content-type': 'text/plain' }, 'Faster comets'),
        415,
        { code: 'UNSUPPORTED_MEDIA_TYPE', message: API_BODY_MEDIA_TYPE },
      ],
    ] as const) {
      expect(response.statusCode, response.body).toBe(status);
      expect(refusalOf(response)).toEqual(error);
    }
    const [row] = await t.db
      .select()
      .from(applicationVersion)
      .where(eq(applicationVersion.id, draft.versionId));
    expect(row?.releaseNotes).toBe('');
  });

  describe('the whole flow', () => {
    it('ships an update of a published app: upload, notes, submit, then the reviewer answers', async () => {
      const dev = await developer();
      const admin = await signedInUser(t.app, t.db, {
        email: email('admin'),
        role: 'admin',
        name: 'Grace Reviewer',
      });
      const { bundleIdentifier, appId } = await publishedStarHopper(dev);
      const token = await tokenOf(dev);

      const uploaded = await upload(token.secret, bundleIdentifier);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const draft = uploaded.json<ApiVersion>();
      expect(draft).toEqual({
        versionId: expect.any(String),
        versionNumber: '1.4.2',
        status: 'DRAFT',
        releaseNotes: '',
        isUpdate: true,
        createdAt: expect.any(String),
        submittedAt: null,
        decidedAt: null,
        reviewNotes: null,
      });
      const stored = await t.db
        .select()
        .from(applicationVersion)
        .where(eq(applicationVersion.id, draft.versionId));
      expect(stored[0]).toMatchObject({ packageName: 'Star Hopper', fileSize: STAR_HOPPER.length });
      const [file] = await t.db
        .select()
        .from(storedFile)
        .where(eq(storedFile.key, stored[0]!.binaryKey!));
      expect(file).toMatchObject({
        ownerId: dev.id,
        assetType: 'binary',
        size: STAR_HOPPER.length,
        details: { kind: 'vmupack', appName: 'Star Hopper', appVersion: '1.4.2' },
      });

      // Submitting without notes is refused as the update form refuses it.
      const noNotes = await call({
        method: 'POST',
        url: developerApiSubmitPath(bundleIdentifier, draft.versionId),
        token: token.secret,
      });
      expect(noNotes.statusCode).toBe(400);
      expect(refusalOf(noNotes)).toEqual({
        code: 'VALIDATION_FAILED',
        message: RELEASE_NOTES_REQUIRED,
        field: 'releaseNotes',
      });

      const noted = await call({
        method: 'PATCH',
        url: developerApiVersionPath(bundleIdentifier, draft.versionId),
        token: token.secret,
        payload: { releaseNotes: 'Faster comets' },
      });
      expect(noted.statusCode, noted.body).toBe(200);
      expect(noted.json<ApiVersion>()).toMatchObject({
        versionId: draft.versionId,
        releaseNotes: 'Faster comets',
        status: 'DRAFT',
      });

      const submitted = await call({
        method: 'POST',
        url: developerApiSubmitPath(bundleIdentifier, draft.versionId),
        token: token.secret,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json<ApiVersion>()).toMatchObject({
        versionId: draft.versionId,
        status: 'IN_REVIEW',
        submittedAt: expect.any(String),
      });

      // While it is in review, no other build is taken, and its notes stay.
      const meanwhile = await upload(token.secret, bundleIdentifier);
      expect(meanwhile.statusCode).toBe(409);
      expect(refusalOf(meanwhile).code).toBe('UPDATE_IN_REVIEW');
      const late = await call({
        method: 'PATCH',
        url: developerApiVersionPath(bundleIdentifier, draft.versionId),
        token: token.secret,
        payload: { releaseNotes: 'Changed my mind' },
      });
      expect(refusalOf(late).code).toBe('UPDATE_IN_REVIEW');

      // The reviewer writes, then rejects with a reason: the status and both messages show.
      dataOf(
        await gqlWith(
          t.app,
          SEND_MESSAGE,
          { versionId: draft.versionId, body: 'Which comets are faster?' },
          admin.cookie,
        ),
        'sendReviewMessage',
      );
      dataOf(
        await gqlWith(
          t.app,
          REVIEW.rejectUpdate,
          { versionId: draft.versionId, reason: 'The comets crash on level 2' },
          admin.cookie,
        ),
        'rejectApplicationUpdate',
      );
      const status = await call({
        url: developerApiVersionPath(bundleIdentifier, draft.versionId),
        token: token.secret,
      });
      expect(status.statusCode).toBe(200);
      expect(status.json<ApiVersionDetail>()).toMatchObject({
        versionId: draft.versionId,
        status: 'REJECTED',
        reviewNotes: 'The comets crash on level 2',
        decidedAt: expect.any(String),
        messages: [
          { authorRole: 'reviewer', body: 'Which comets are faster?' },
          { authorRole: 'reviewer', body: 'The comets crash on level 2' },
        ],
      });

      // The fixed build goes to the same rejected version (its conversation continues).
      const fixed = await upload(
        token.secret,
        bundleIdentifier,
        buildVmupack({ name: 'Star Hopper', version: '1.4.3' }),
      );
      expect(fixed.statusCode, fixed.body).toBe(201);
      expect(fixed.json<ApiVersion>()).toMatchObject({
        versionId: draft.versionId,
        versionNumber: '1.4.3',
        status: 'REJECTED',
        releaseNotes: 'Faster comets',
      });
      // A body sent with a submit (an empty JSON object here) is not read.
      const resubmitted = await call({
        method: 'POST',
        url: developerApiSubmitPath(bundleIdentifier, draft.versionId),
        token: token.secret,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(resubmitted.json<ApiVersion>()).toMatchObject({ status: 'IN_REVIEW' });

      // Once approved it is the live version; it can no longer be changed.
      dataOf(
        await gqlWith(t.app, REVIEW.approveUpdate, { versionId: draft.versionId }, admin.cookie),
        'approveApplicationUpdate',
      );
      const app = (
        await call({ url: developerApiAppPath(bundleIdentifier), token: token.secret })
      ).json<ApiAppDetail>();
      expect(app).toMatchObject({ appId, currentVersion: '1.4.3', status: 'LIVE' });
      expect(app.versions.map((version) => [version.versionNumber, version.status])).toEqual([
        ['1.4.3', 'LIVE'],
        ['1.0.0', 'SUPERSEDED'],
      ]);
      const closed = await call({
        method: 'PATCH',
        url: developerApiVersionPath(bundleIdentifier, draft.versionId),
        token: token.secret,
        payload: { releaseNotes: 'Too late' },
      });
      expect(closed.statusCode).toBe(409);
      expect(refusalOf(closed)).toEqual({
        code: 'VERSION_NOT_OPEN',
        message: apiVersionNotOpen('1.4.3', 'LIVE'),
      });
    });

    it('keeps the file name the package was sent with, else says it came with the CLI, never the bundle identifier', async () => {
      const dev = await developer();
      const token = await tokenOf(dev);
      const packageNames = async () =>
        (
          await t.db
            .select({ fileName: storedFile.fileName })
            .from(storedFile)
            .where(and(eq(storedFile.ownerId, dev.id), eq(storedFile.assetType, 'binary')))
            .orderBy(asc(storedFile.createdAt))
        ).map((row) => row.fileName);
      for (const [bundleIdentifier, url] of [
        [
          'com.example.named',
          developerApiUploadPath('com.example.named', 'star hopper 1.4.2.vmupack'),
        ],
        ['com.example.unnamed', developerApiVersionsPath('com.example.unnamed')],
        ['com.example.foldered', developerApiUploadPath('com.example.foldered', '../x.vmupack')],
      ] as const) {
        await seedApplication(t.db, dev.id, { appName: 'Star Hopper', bundleIdentifier });
        const sent = await call({
          method: 'POST',
          url,
          token: token.secret,
          headers: { 'content-type': 'application/octet-stream' },
          payload: Buffer.from(STAR_HOPPER),
        });
        expect(sent.statusCode, sent.body).toBe(201);
      }
      expect(await packageNames()).toEqual([
        'star hopper 1.4.2.vmupack',
        PACKAGE_UPLOADED_WITH_CLI,
        PACKAGE_UPLOADED_WITH_CLI,
      ]);
    });

    it("sends a never published app's first package through the app form, as the web does", async () => {
      const dev = await developer();
      const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
      const assets = await storeCompleteAssets(t.app, t.db, dev.id);
      const app = await seedApplication(t.db, dev.id, {
        appName: 'Star Hopper',
        bundleIdentifier: 'com.example.firsthop',
        categories: ['game'],
        shortDescription: 'Hop between stars',
        longDescription: 'Hop between the stars of the galaxy.',
        ageRating: { pegi: 'PEGI_7', esrb: null, regional: {} },
        assets: { ...assets, vmupack: null, screenshots: { web: assets.screenshots, vmu: [] } },
      });
      const token = await tokenOf(dev);

      const uploaded = await upload(token.secret, 'com.example.firsthop');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const draft = uploaded.json<ApiVersion>();
      expect(draft).toMatchObject({ versionNumber: '1.4.2', status: 'DRAFT', isUpdate: false });
      const [row] = await t.db.select().from(application).where(eq(application.id, app.id));
      expect(row).toMatchObject({
        status: 'DRAFT',
        extractedVersion: '1.4.2',
        vmupackSize: STAR_HOPPER.length,
      });

      await call({
        method: 'PATCH',
        url: developerApiVersionPath('com.example.firsthop', draft.versionId),
        token: token.secret,
        payload: { releaseNotes: 'First flight' },
      });
      const submitted = await call({
        method: 'POST',
        url: developerApiSubmitPath('com.example.firsthop', draft.versionId),
        token: token.secret,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json<ApiVersion>()).toMatchObject({
        versionId: draft.versionId,
        status: 'IN_REVIEW',
        releaseNotes: 'First flight',
      });
      const [inReview] = await t.db.select().from(application).where(eq(application.id, app.id));
      expect(inReview).toMatchObject({ status: 'SUBMITTED', releaseNotes: 'First flight' });
      expect(
        await t.db
          .select()
          .from(applicationVersion)
          .where(eq(applicationVersion.applicationId, app.id)),
      ).toHaveLength(1);

      // In review, the app takes no other build, as its form is closed.
      const meanwhile = await upload(token.secret, 'com.example.firsthop');
      expect(meanwhile.statusCode).toBe(409);
      expect(refusalOf(meanwhile).code).toBe('INVALID_TRANSITION');

      dataOf(
        await gqlWith(t.app, REVIEW.approve, { appId: app.id }, admin.cookie),
        'approveApplication',
      );
      const live = (
        await call({ url: developerApiAppPath('com.example.firsthop'), token: token.secret })
      ).json<ApiAppDetail>();
      expect(live).toMatchObject({ status: 'LIVE', currentVersion: '1.4.2' });
      expect(live.versions).toEqual([
        expect.objectContaining({ versionId: draft.versionId, status: 'LIVE' }),
      ]);
    });

    it("continues a rejected first submission's version, and the app form's saves keep a draft version in step", async () => {
      const dev = await developer();
      const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
      const assets = await storeCompleteAssets(t.app, t.db, dev.id);
      const form = completeForm(assets, {
        appName: 'Star Hopper',
        bundleIdentifier: 'com.example.rehop',
      });
      const created = dataOf<{ appId: string }>(
        await gqlWith(t.app, OPS.create, { input: form, saveAction: 'SUBMIT' }, dev.cookie),
        'createApplication',
      );
      dataOf(
        await gqlWith(
          t.app,
          REVIEW.reject,
          { appId: created.appId, reason: 'The icon is blurry' },
          admin.cookie,
        ),
        'rejectApplication',
      );
      const [rejected] = await t.db
        .select()
        .from(applicationVersion)
        .where(eq(applicationVersion.applicationId, created.appId));
      const token = await tokenOf(dev);

      // The fixed build goes to the rejected version, which stays rejected until resubmitted.
      const uploaded = await upload(token.secret, 'com.example.rehop');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expect(uploaded.json<ApiVersion>()).toMatchObject({
        versionId: rejected!.id,
        versionNumber: '1.4.2',
        status: 'REJECTED',
        reviewNotes: 'The icon is blurry',
      });
      const resubmitted = await call({
        method: 'POST',
        url: developerApiSubmitPath('com.example.rehop', rejected!.id),
        token: token.secret,
      });
      expect(resubmitted.json<ApiVersion>()).toMatchObject({
        versionId: rejected!.id,
        status: 'IN_REVIEW',
        reviewNotes: null,
      });
      const thread = (
        await call({
          url: developerApiVersionPath('com.example.rehop', rejected!.id),
          token: token.secret,
        })
      ).json<ApiVersionDetail>();
      expect(thread.messages.map((message) => message.body)).toEqual(['The icon is blurry']);

      // A draft app: the API's upload starts a draft version, which the browser's draft saves
      // keep in step with the form's package, and drop once the form has none.
      // (Its own files: the build above replaced the first app's package, which was removed.)
      const draftAssets = await storeCompleteAssets(t.app, t.db, dev.id);
      const draftApp = dataOf<{ appId: string }>(
        await gqlWith(
          t.app,
          OPS.create,
          {
            input: { ...form, bundleIdentifier: 'com.example.drafthop', assets: draftAssets },
            saveAction: 'SAVE_DRAFT',
          },
          dev.cookie,
        ),
        'createApplication',
      );
      const versionsOf = () =>
        t.db
          .select()
          .from(applicationVersion)
          .where(eq(applicationVersion.applicationId, draftApp.appId));
      expect(await versionsOf()).toEqual([]);
      const draft = (await upload(token.secret, 'com.example.drafthop')).json<ApiVersion>();
      const browserSave = (vmupack: string | null) =>
        gqlWith(
          t.app,
          OPS.update,
          {
            appId: draftApp.appId,
            input: {
              form: {
                ...form,
                bundleIdentifier: 'com.example.drafthop',
                releaseNotes: 'From the browser',
                assets: { ...draftAssets, vmupack },
              },
              saveAction: 'SAVE_DRAFT',
            },
          },
          dev.cookie,
        );
      // The browser uploads another package (the API's build replaced the form's first one).
      const browserPackage = await storePackage(t.app, t.db, dev.id, '1.5.0', 'Star Hopper');
      dataOf(await browserSave(browserPackage), 'updateApplication');
      expect(await versionsOf()).toEqual([
        expect.objectContaining({
          id: draft.versionId,
          reviewStatus: 'DRAFT',
          binaryKey: browserPackage,
          versionNumber: '1.5.0',
          releaseNotes: 'From the browser',
        }),
      ]);
      dataOf(await browserSave(null), 'updateApplication');
      expect(await versionsOf()).toEqual([]);
    });
  });
});
