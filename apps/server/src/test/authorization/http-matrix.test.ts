import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEVELOPER_API_PREFIX } from '@vmu/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app';
import { application, storedFile } from '../../db/schema/apps';
import { makeTempDir, TEST_PUBLIC_URL, testTargets } from '../harness';
import { useTestApp } from '../use-test-app';
import { ACCESS_CLASSES, HTTP_ACCESS, REFUSAL_STATUSES } from './access-classes';
import { HTTP_REQUESTS, type HttpRequest, type HttpWorld } from './http-requests';
import { PERSONAS, seedAuthorizationWorld, type Caller } from './personas';

// The persona x route matrix of HTTP, generated from the route table: every route the app
// registers (GraphQL and better-auth's endpoints under /api/auth/ aside: the GraphQL matrix and
// their own tests cover them), requested as every persona, must be allowed or refused (401, 403,
// 404) as its class in access-classes.ts says; a route with no class fails by name. The
// developer API is called with the persona's API token, every other route with their session.
// Decision 0054.

type Route = { method: string; url: string };

function routesOf(table: readonly RouteOptions[]): Route[] {
  return table.flatMap((route) =>
    ([] as HTTPMethods[])
      .concat(route.method)
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .filter(() => !route.url.startsWith('/graphql') && !route.url.startsWith('/api/auth/'))
      .map((method) => ({ method, url: route.url })),
  );
}

const keyOf = (route: Route) => `${route.method} ${route.url}`;
const needsRequest = (route: Route) => /[:*]/.test(route.url) || route.method !== 'GET';

async function send(app: FastifyInstance, route: Route, request: HttpRequest, caller: Caller) {
  const developerApi = route.url.startsWith(`${DEVELOPER_API_PREFIX}/`);
  const credential = developerApi
    ? caller.authorization && { authorization: caller.authorization }
    : caller.cookie && { cookie: caller.cookie };
  const { payload } = request;
  return app.inject({
    method: route.method as HTTPMethods,
    url: request.url,
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(credential || {}),
    },
    ...(payload === undefined
      ? {}
      : {
          payload:
            Buffer.isBuffer(payload) || typeof payload === 'string'
              ? payload
              : JSON.stringify(payload),
        }),
  });
}

describe.each(testTargets())('authorization matrix: HTTP [%s]', (target) => {
  const table: RouteOptions[] = [];
  const t = useTestApp(target, { sharedApp: false });
  let app: FastifyInstance;

  async function start() {
    // The route table as Fastify was told of it (buildApp's onRoute, as the fuzz suite's).
    const deps: Pick<AppDeps, 'onRoute'> = { onRoute: (route) => table.push(route) };
    app = await t.appWith({}, undefined, deps as never);
    await app.ready();
    return routesOf(table);
  }

  /** The owner's files and signed addresses, made as the portal makes them. */
  async function httpWorld(): Promise<HttpWorld> {
    const world = await seedAuthorizationWorld(app, t.db, `http-${target}`);
    const owner = world.callers.owner;
    const [live] = await t.db
      .select({ assets: application.assets })
      .from(application)
      .where(eq(application.id, world.liveAppId));
    // A real PNG: the display copies are made from its pixels.
    const imageKey = `public/${owner.id}/${crypto.randomUUID()}/screenshot.png`;
    const scratch = path.join(makeTempDir('matrix'), 'screenshot.png');
    fs.copyFileSync(path.join(import.meta.dirname, '../fixtures/screenshot.png'), scratch);
    await app.storage.putFile(imageKey, scratch, 'image/png');
    await t.db.insert(storedFile).values({
      key: imageKey,
      ownerId: owner.id ?? '',
      assetType: 'screenshots',
      fileName: 'screenshot.png',
      contentType: 'image/png',
      size: fs.statSync(path.join(import.meta.dirname, '../fixtures/screenshot.png')).size,
      details: { kind: 'image', format: 'PNG', width: 1280, height: 720 },
    });
    const link = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: owner.cookie ?? '' },
      payload: {
        query: `mutation { generateDownloadUrl(appId: "${world.liveAppId}") { downloadUrl } }`,
      },
    });
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        origin: TEST_PUBLIC_URL,
        'content-type': 'application/json',
        cookie: owner.cookie ?? '',
      },
      payload: {
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: 1000,
        assetType: 'web-icon',
        appId: `temp-${Date.now()}`,
      },
    });
    if (link.statusCode !== 200 || ticket.statusCode !== 200) {
      throw new Error(`the owner's download link or upload ticket: ${link.body} ${ticket.body}`);
    }
    const pathOf = (address: string) => {
      const parsed = new URL(address, TEST_PUBLIC_URL);
      return `${parsed.pathname}${parsed.search}`;
    };
    return {
      ...world,
      publicImageKey: imageKey,
      packageKey: live?.assets.vmupack ?? '',
      downloadPath: pathOf(
        link.json<{ data: { generateDownloadUrl: { downloadUrl: string } } }>().data
          .generateDownloadUrl.downloadUrl,
      ),
      uploadPath: pathOf(ticket.json<{ uploadURL: string }>().uploadURL),
    };
  }

  it('allows and refuses every persona every route as its class says', async () => {
    const routes = await start();
    expect(
      Object.keys(HTTP_ACCESS).filter((key) => !routes.some((route) => keyOf(route) === key)),
      'routes in access-classes.ts the app no longer has',
    ).toEqual([]);
    expect(
      routes.filter((route) => needsRequest(route) && !HTTP_REQUESTS[keyOf(route)]).map(keyOf),
      'routes with parameters or a body and no request in test/authorization/http-requests.ts',
    ).toEqual([]);

    const world = await httpWorld();
    const wrong: string[] = [];
    for (const route of routes) {
      const key = keyOf(route);
      const accessClass = HTTP_ACCESS[key];
      const expected: readonly string[] | undefined = accessClass && ACCESS_CLASSES[accessClass];
      const allowedAs: string[] = [];
      const answers: string[] = [];
      for (const persona of PERSONAS) {
        const caller = world.callers[persona];
        const request = HTTP_REQUESTS[key]?.(world, caller) ?? { url: route.url };
        const response = await send(app, route, request, caller);
        const allowed = !REFUSAL_STATUSES.has(response.statusCode);
        const answer = `${response.statusCode} ${response.body.slice(0, 120)}`;
        if (response.statusCode >= 500) wrong.push(`${key} as ${persona}: ${answer}`);
        if (allowed) allowedAs.push(persona);
        answers.push(`${persona} ${answer}`);
        if (expected && allowed !== expected.includes(persona)) {
          wrong.push(
            `${key} as ${persona}: ${allowed ? 'allowed' : 'refused'} (${answer}), but its class ${accessClass} ${expected.includes(persona) ? 'allows' : 'refuses'} it`,
          );
        }
      }
      if (!expected) {
        wrong.push(
          `${key} has no access class (classify it in test/authorization/access-classes.ts); it lets through ${allowedAs.join(', ') || 'nobody'}; its answers: ${answers.join('; ')}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
