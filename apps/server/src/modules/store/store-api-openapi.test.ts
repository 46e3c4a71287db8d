import { STORE_API_PREFIX, STORE_API_PURCHASES_PATH } from '@vmu/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { openApiAnswers } from '../../test/openapi-answers';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { seedPaidApp } from '../../test/purchase-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { seedPublishedApp } from '../../test/version-fixtures';
import { storeApiDocument } from './store-api-openapi';

// The store's catalogue API answers as its OpenAPI document says (decision 0054): for every
// operation of the document, an answer that succeeds and a refusal, each of a status the
// document declares for it and valid against that status's schema. An operation the document
// gains with no requests here fails by name.

type World = { live: string; paid: string; buyer: SignedInUser };

const app = (bundle: string, action = '') =>
  `${STORE_API_PREFIX}/apps/${encodeURIComponent(bundle)}${action}`;
const post = (url: string, body: object, cookie?: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: {
    origin: TEST_PUBLIC_URL,
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
  },
  payload: JSON.stringify(body),
});

/** Each operation's requests: one that succeeds, one refused. */
const REQUESTS: Record<string, (world: World) => InjectOptions[]> = {
  listCatalogue: () => [
    { url: `${STORE_API_PREFIX}/apps` },
    { url: `${STORE_API_PREFIX}/apps?limit=0` },
  ],
  getCatalogueApp: (world) => [{ url: app(world.live) }, { url: app('com.example.none') }],
  downloadCatalogueApp: (world) => [
    post(app(world.live, '/download'), { deviceId: 'vmu-pro-0001' }, world.buyer.cookie),
    post(app(world.live, '/download'), { deviceId: '' }, world.buyer.cookie),
  ],
  purchaseCatalogueApp: (world) => [
    post(app(world.paid, '/purchase'), {}, world.buyer.cookie),
    post(app(world.paid, '/purchase'), {}),
  ],
  reportAppOpened: (world) => [
    post(app(world.live, '/opened'), { deviceId: 'vmu-pro-0001' }),
    post(app(world.live, '/opened'), { deviceId: '' }),
  ],
  listAccountPurchases: (world) => [
    { url: STORE_API_PURCHASES_PATH, headers: { cookie: world.buyer.cookie } },
    { url: STORE_API_PURCHASES_PATH },
  ],
};

async function seedWorld(server: FastifyInstance, db: Database, target: string): Promise<World> {
  const owner = await verifiedDeveloper(server, db, { email: `owner-${target}@example.com` });
  const { app: live } = await seedPublishedApp(server, db, owner.id);
  await seedSandboxAccount(db, owner.id);
  const paid = await seedPaidApp(server, db, owner.id);
  const buyer = await signedInUser(server, db, {
    email: `buyer-${target}@example.com`,
    role: 'customer',
  });
  return { live: live.bundleIdentifier, paid: paid.bundleIdentifier, buyer };
}

describe.each(testTargets())(
  'the store API answers as its OpenAPI document says [%s]',
  (target) => {
    const t = useTestApp(target);
    const answers = openApiAnswers(storeApiDocument(TEST_PUBLIC_URL));

    it('has requests for every operation of the document', () => {
      expect(answers.operationIds.filter((id) => !REQUESTS[id])).toEqual([]);
    });

    it('answers every operation, succeeding and refusing, as the document declares', async () => {
      const world = await seedWorld(t.app, t.db, target);
      const problems: string[] = [];
      const statuses: string[] = [];
      for (const operationId of answers.operationIds) {
        for (const request of REQUESTS[operationId]?.(world) ?? []) {
          const response = await t.app.inject(request);
          statuses.push(`${operationId} ${response.statusCode}`);
          problems.push(...answers.problemsOf(operationId, response));
        }
      }
      expect(problems).toEqual([]);
      // A success and a refusal each, so both kinds of answer were checked.
      for (const operationId of answers.operationIds) {
        const codes = statuses.filter((line) => line.startsWith(`${operationId} `));
        expect(
          codes.some((line) => / 2\d\d$/.test(line)),
          operationId,
        ).toBe(true);
        expect(
          codes.some((line) => / 4\d\d$/.test(line)),
          operationId,
        ).toBe(true);
      }
    }, 120_000);
  },
);
