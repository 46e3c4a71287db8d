import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiMeSchema, ApiVersionSchema } from '@vmu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES, errorJson, formatError } from './cli-error';
import { cliErrorOf } from './testing/cli-error-of';
import { PortalClient } from './portal-client';

const TOKEN = `vmu_${'a'.repeat(43)}`;
const ME = {
  developer: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  token: { name: 'CI', scopes: ['READ_APPS'], expiresAt: '2030-01-01T00:00:00.000Z' },
};

/** A client whose fetch answers `response` and records what was asked. */
function clientAnswering(response: () => Response) {
  const asked: { url: string; init: RequestInit }[] = [];
  const client = new PortalClient({
    url: 'https://portal.example.com',
    token: TOKEN,
    userAgent: 'vmu-portal/test',
    fetch: (async (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return response();
    }) as typeof fetch,
  });
  return { client, asked };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const failureOf = cliErrorOf;

describe('a request to the portal', () => {
  it('carries the token and answers what the contract describes', async () => {
    const { client, asked } = clientAnswering(() => json(200, ME));
    expect(
      await client.get('/api/v1/apps', ApiMeSchema, { limit: '100', cursor: undefined }),
    ).toEqual(ME);
    expect(asked[0]!.url).toBe('https://portal.example.com/api/v1/apps?limit=100');
    expect(new Headers(asked[0]!.init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(new Headers(asked[0]!.init.headers).get('user-agent')).toBe('vmu-portal/test');
  });

  it("turns a refusal into the portal's code and message, with the wait of a rate limit", async () => {
    const { client } = clientAnswering(() =>
      json(
        429,
        {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many requests with this token. Try again in 12 seconds.',
          },
        },
        { 'retry-after': '12' },
      ),
    );
    const error = await failureOf(client.get('/api/v1/me', ApiMeSchema));
    expect(error.exitCode).toBe(EXIT_CODES.REFUSED);
    expect(errorJson(error)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests with this token. Try again in 12 seconds.',
        status: 429,
        retryAfterSeconds: 12,
      },
    });
    expect(formatError(error)).toBe(
      'Error: Too many requests with this token. Try again in 12 seconds. (RATE_LIMITED, HTTP 429)\nTry again in 12 seconds.\n',
    );
  });

  it('names the field a validation refusal is about', async () => {
    const { client } = clientAnswering(() =>
      json(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Too long', field: 'releaseNotes' },
      }),
    );
    const error = await failureOf(
      client.sendJson('PATCH', '/x', ApiVersionSchema, { releaseNotes: 'x' }),
    );
    expect(formatError(error)).toBe(
      'Error: Too long (VALIDATION_FAILED, HTTP 400)\nField: releaseNotes\n',
    );
    expect(errorJson(error).error.field).toBe('releaseNotes');
  });

  it("says so when the answer is not the API's: a proxy's page, a redirect, another shape", async () => {
    const proxy = await failureOf(
      clientAnswering(
        () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ).client.get('/api/v1/me', ApiMeSchema),
    );
    expect(proxy.exitCode).toBe(EXIT_CODES.UNREACHABLE);
    expect(proxy.code).toBe('UNEXPECTED_ANSWER');
    expect(proxy.message).toBe(
      "The portal at https://portal.example.com answered GET /api/v1/me with HTTP 502 Bad Gateway, not the API's JSON.",
    );

    const redirect = await failureOf(
      clientAnswering(
        () => new Response(null, { status: 301, headers: { location: '/login' } }),
      ).client.get('/api/v1/me', ApiMeSchema),
    );
    expect(redirect.message).toBe(
      'The portal at https://portal.example.com sends GET /api/v1/me elsewhere (https://portal.example.com/login).',
    );

    const shape = await failureOf(
      clientAnswering(() => json(200, { developer: null })).client.get('/api/v1/me', ApiMeSchema),
    );
    expect(shape.exitCode).toBe(EXIT_CODES.UNREACHABLE);
    expect(shape.message).toMatch(
      /^The portal at https:\/\/portal\.example\.com answered GET \/api\/v1\/me with something this CLI does not understand \(developer: /,
    );
  });

  it('names a network failure in words', async () => {
    // A port that was just free: nothing listens there.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const client = new PortalClient({
      url: `http://127.0.0.1:${port}`,
      token: TOKEN,
      userAgent: 'vmu-portal/test',
      fetch,
    });
    const error = await failureOf(client.get('/api/v1/me', ApiMeSchema));
    expect(error.exitCode).toBe(EXIT_CODES.UNREACHABLE);
    expect(errorJson(error).error).toEqual({
      code: 'NETWORK_ERROR',
      message: `Could not reach the portal at http://127.0.0.1:${port}: nothing answers at that address (ECONNREFUSED).`,
    });
  });
});

describe('an upload', () => {
  let server: http.Server;
  let url: string;
  const received: { headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-cli-upload-'));

  beforeAll(async () => {
    // A bare HTTP server: it records what arrives, as any server would see it.
    server = http.createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        received.push({ headers: request.headers, bytes });
        response.writeHead(201, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            versionId: 'v1',
            versionNumber: '1.4.2',
            status: 'DRAFT',
            releaseNotes: '',
            isUpdate: true,
            createdAt: '2026-01-01T00:00:00.000Z',
            submittedAt: null,
            decidedAt: null,
            reviewNotes: null,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('streams the file with its size declared, reporting each chunk handed to the connection', async () => {
    const file = path.join(dir, 'big.vmupack');
    const size = 3 * 1024 * 1024 + 123;
    fs.writeFileSync(file, Buffer.alloc(size, 7));
    const client = new PortalClient({ url, token: TOKEN, userAgent: 'vmu-portal/test', fetch });
    const progress: number[] = [];
    const version = await client.uploadFile(
      '/api/v1/apps/com.a.b/versions',
      ApiVersionSchema,
      { path: file, size },
      (sent) => progress.push(sent),
    );
    expect(version.versionId).toBe('v1');
    expect(received[0]!.headers['content-length']).toBe(String(size));
    expect(received[0]!.headers['content-type']).toBe('application/octet-stream');
    expect(received[0]!.headers['transfer-encoding']).toBeUndefined();
    expect(received[0]!.bytes).toBe(size);
    // 64 KB at a time, never the whole file at once.
    expect(progress.length).toBe(Math.ceil(size / (64 * 1024)));
    expect(progress.at(-1)).toBe(size);
    expect(progress.every((sent, i) => i === 0 || sent > progress[i - 1]!)).toBe(true);
  });
});
