import { STORE_API_PREFIX, STORE_API_PURCHASES_PATH } from '@vmu/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../db/client';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { TEST_PUBLIC_URL } from '../../test/harness';
import { describeOpenApiAnswers } from '../../test/openapi-answer-suite';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { seedPaidApp } from '../../test/purchase-fixtures';
import { seedPublishedApp } from '../../test/version-fixtures';
import { storeApiDocument } from './store-api-openapi';

// The store's catalogue API answers as its OpenAPI document says (decision 0054): the requests
// of its operations and the rows they aim at, for the suite of test/openapi-answer-suite.ts.

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

describeOpenApiAnswers({
  api: 'the store API',
  document: storeApiDocument(TEST_PUBLIC_URL),
  requests: REQUESTS,
  seedWorld: (t, target) => seedWorld(t.app, t.db, target),
});
