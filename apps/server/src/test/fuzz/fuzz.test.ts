import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildASTSchema } from 'graphql';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadTestEnv } from '../test-env';
import { typeDefs } from '../../graphql/generated/typeDefs.generated';
import { startFakeStripeApi, type FakeStripeApi } from '../fake-stripe-api';
import { STRIPE_WEBHOOK_PATH } from '../../modules/payments/stripe-webhook-route';
import { seedApplication, verifiedDeveloper } from '../app-fixtures';
import {
  seedDeveloperProfile,
  seedUser,
  signedInUser,
  type SignedInUser,
} from '../developer-fixtures';
import { TEST_PUBLIC_URL, testEnv } from '../harness';
import { useTestApp } from '../use-test-app';
import { fuzzRequestsFor, operationsWithArguments } from './graphql-fuzz-inputs';
import { extremeDate, extremeNumber, nastyJson, nastyString } from './nasty-values';
import {
  authEndpointsOf,
  fuzzRequestsForRoute,
  restRoutesOf,
  type RestFuzzRequest,
} from './rest-fuzz-inputs';

// Client mistakes are never server faults (issue 13): generated malformed input against every
// GraphQL operation with arguments and every REST route must answer 4xx (or 2xx), never 5xx,
// never "Internal server error", and log no ERROR. Runs on PGlite only: it attacks the edge,
// not the database. FUZZ_SEED=<n> replays a run; the seed is printed at the start.

const testEnvInput = loadTestEnv();
// A fixed seed by default, so a run of `npm test` (CI) is repeatable and a red run is the code's
// doing, not the draw's; hunting is a deliberate run with other seeds and more requests.
const DEFAULT_SEED = 13;
const seed = testEnvInput.FUZZ_SEED ?? DEFAULT_SEED;
// At least 300 malformed inputs for every operation and every route (issue 13's bar): about
// 16,000 requests, some 10 ms each on PGlite. FUZZ_SEED=$RANDOM FUZZ_SCALE=10 hunts longer.
const runs = (count: number) => Math.ceil(count * testEnvInput.FUZZ_SCALE);
/** Requests per GraphQL operation, split between the developer and the admin. */
const RUNS_PER_OPERATION = runs(300);
/** Requests per REST route and better-auth endpoint. */
const RUNS_PER_ROUTE = runs(300);
/** Requests of the whole-request attacks (/graphql bodies, the upload flow, the webhook). */
const RUNS_PER_ATTACK = runs(150);
let sent = 0;
const WEBHOOK_SECRET = 'whsec_fuzz_secret';

type LogLine = { level: number; msg: string; err?: { message?: string; stack?: string } };

/** The app's JSON log lines, kept so each request can be checked for ERROR lines it caused. */
function logCapture() {
  const lines: LogLine[] = [];
  let partial = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      partial += String(chunk);
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

describe('fuzz: malformed input is a client mistake, never a server fault', () => {
  let stripeApi: FakeStripeApi;
  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    console.info(`fuzz seed ${seed} (replay with FUZZ_SEED=${seed})`);
  });
  afterAll(async () => {
    await stripeApi.close();
  });
  const t = useTestApp('pglite', { sharedApp: false });
  const logs = logCapture();
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;
  let developer: SignedInUser;
  let admin: SignedInUser;
  let knownIds: string[];

  beforeAll(async () => {
    const env = testEnv({
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: stripeApi.host,
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: 'http',
    });
    app = await buildApp(env, {
      database: t.database.handle,
      authSecret: env.AUTH_SECRET ?? '',
      logStream: logs.stream as never,
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  afterAll(async () => {
    console.info(`fuzz: ${sent} requests sent (seed ${seed})`);
    await app.close();
  });

  /** The rows the resolvers look up, so generated ids sometimes name real ones. */
  async function seedWorld() {
    developer = await verifiedDeveloper(app, t.db, { email: 'fuzz-dev@example.com' });
    admin = await signedInUser(app, t.db, { email: 'fuzz-admin@example.com', role: 'admin' });
    await seedUser(t.db, 'fuzz-pending');
    await seedDeveloperProfile(t.db, 'fuzz-pending');
    const draft = await seedApplication(t.db, developer.id);
    const live = await seedApplication(t.db, developer.id, { status: 'LIVE' });
    const submitted = await seedApplication(t.db, developer.id, { status: 'SUBMITTED' });
    knownIds = [developer.id, admin.id, 'fuzz-pending', draft.id, live.id, submitted.id];
  }

  async function send(request: RestFuzzRequest): Promise<void> {
    const before = logs.lines.length;
    sent += 1;
    const response = await app.inject(request as never);
    const errors = logs.lines.slice(before).filter((line) => line.level >= 50);
    const problems = [
      response.statusCode >= 500 && `answered ${response.statusCode}`,
      response.body.includes('Internal server error') && 'answered "Internal server error"',
      errors.length > 0 &&
        `logged ERROR: ${errors.map((line) => `${line.msg} ${line.err?.stack ?? ''}`).join('\n')}`,
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new Error(
        `${request.method} ${request.url} -> ${response.statusCode} ${response.body.slice(0, 500)}\n${problems.join('\n')}`,
      );
    }
  }

  const check = (
    property: fc.IAsyncPropertyWithHooks<never> | fc.IAsyncProperty<never>,
    numRuns: number,
  ) => fc.assert(property as fc.IAsyncProperty<unknown[]>, { seed, numRuns, endOnFailure: true });

  it(
    'every GraphQL operation with arguments, as a verified developer and as an admin',
    async () => {
      await seedWorld();
      const schema = buildASTSchema(typeDefs);
      const operations = operationsWithArguments(schema);
      expect(operations.length).toBeGreaterThan(10);
      for (const operation of operations) {
        await check(
          fc.asyncProperty(
            fuzzRequestsFor(operation, knownIds),
            fc.constantFrom(developer, admin),
            fc.constantFrom('application/json', 'application/json; charset=utf-8'),
            async (body, viewer, contentType) =>
              send({
                method: 'POST',
                url: '/graphql',
                headers: { 'content-type': contentType, cookie: viewer.cookie },
                payload: JSON.stringify(body),
              }),
          ) as never,
          RUNS_PER_OPERATION,
        );
      }
    },
    runs(400_000),
  );

  it(
    'malformed GraphQL requests: bodies, queries, variables and content types',
    async () => {
      await seedWorld();
      const body = fc.oneof(
        nastyJson.map((value) => JSON.stringify(value) ?? ''),
        fc
          .record(
            {
              query: fc.oneof(nastyJson, nastyString, fc.constant('{ viewer { id } }')),
              variables: nastyJson,
              operationName: nastyJson,
              extensions: nastyJson,
            },
            { requiredKeys: [] },
          )
          .map((value) => JSON.stringify(value)),
        fc.constantFrom('{', '{"query":', '', 'null', '[]', '[{"query":"{ viewer { id } }"}]'),
      );
      await check(
        fc.asyncProperty(
          body,
          fc.constantFrom('POST', 'GET'),
          fc.constantFrom('application/json', 'text/plain', 'application/graphql', ''),
          fc.constantFrom('', developer.cookie),
          async (payload, method, contentType, cookie) =>
            send({
              method,
              url:
                method === 'GET'
                  ? `/graphql?${new URLSearchParams({ query: payload, variables: payload }).toString()}`
                  : '/graphql',
              headers: {
                ...(contentType ? { 'content-type': contentType } : {}),
                ...(cookie ? { cookie } : {}),
              },
              ...(method === 'POST' ? { payload } : {}),
            }),
        ) as never,
        RUNS_PER_ATTACK,
      );
    },
    runs(60_000),
  );

  it(
    'every REST route and every better-auth endpoint',
    async () => {
      await seedWorld();
      // A user of its own: the auth endpoints may sign it out, change or delete it.
      const authUser = await signedInUser(app, t.db, { email: 'fuzz-auth@example.com' });
      const restRoutes = [
        ...restRoutesOf(routes).filter((route) => !route.url.startsWith('/api/auth/')),
        ...authEndpointsOf(app.auth.api),
      ];
      expect(restRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining([
          'POST /api/uploads',
          'PUT /api/uploads/*',
          'POST /api/extract-metadata',
          'GET /files/public/*',
          `POST ${STRIPE_WEBHOOK_PATH}`,
          'POST /api/auth/sign-up/email',
          'POST /api/auth/sign-in/email',
          'POST /api/auth/update-user',
          'POST /api/auth/email-otp/verify-email',
        ]),
      );
      for (const route of restRoutes) {
        const cookies = route.url.startsWith('/api/auth/') ? [authUser.cookie] : [developer.cookie];
        await check(
          fc.asyncProperty(
            fuzzRequestsForRoute(route, { origin: TEST_PUBLIC_URL, cookies }),
            send,
          ) as never,
          RUNS_PER_ROUTE,
        );
      }
    },
    runs(400_000),
  );

  it(
    'uploads: a hostile upload request, then its bytes to the signed URL',
    async () => {
      await seedWorld();
      const uploadRequest = fc.record({
        fileName: fc.oneof(nastyString, fc.constantFrom('icon.png', 'a\u0000.png', 'game.vmupack')),
        fileType: fc.oneof(
          nastyString,
          fc.constantFrom('image/png', '', 'application/octet-stream'),
        ),
        fileSize: fc.oneof(extremeNumber, fc.integer({ min: 1, max: 5_000 })),
        assetType: fc.constantFrom('screenshots', 'web-icon', 'vmu-icon', 'binary', 'hero-banner'),
        appId: fc.oneof(fc.constant(`temp-${Date.now()}`), nastyString),
      });
      await check(
        fc.asyncProperty(
          uploadRequest,
          fc.uint8Array({ maxLength: 2_000 }),
          async (fields, bytes) => {
            const headers = {
              origin: TEST_PUBLIC_URL,
              'content-type': 'application/json',
              cookie: developer.cookie,
            };
            await send({
              method: 'POST',
              url: '/api/uploads',
              headers,
              payload: JSON.stringify(fields),
            });
            const granted = await app.inject({
              method: 'POST',
              url: '/api/uploads',
              headers,
              payload: fields,
            });
            if (granted.statusCode !== 200) return;
            const { uploadURL } = granted.json<{ uploadURL: string }>();
            await send({
              method: 'PUT',
              url: new URL(uploadURL).pathname,
              headers: {
                origin: TEST_PUBLIC_URL,
                'content-type': fields.fileType,
                cookie: developer.cookie,
              },
              payload: Buffer.from(bytes),
            });
          },
        ) as never,
        RUNS_PER_ATTACK,
      );
    },
    runs(60_000),
  );

  it(
    'the Stripe webhook: correctly signed events of any shape',
    async () => {
      const signer = new Stripe('sk_test_signer');
      const event = fc.oneof(
        nastyJson,
        fc.record(
          {
            id: fc.oneof(fc.constant(`evt_${crypto.randomUUID()}`), nastyJson),
            object: fc.constantFrom('event', 'account'),
            type: fc.oneof(fc.constantFrom('account.updated', 'payout.paid'), nastyString),
            created: fc.oneof(
              fc.constant(Math.floor(Date.now() / 1000)),
              extremeNumber,
              extremeDate,
              nastyJson,
            ),
            data: fc.oneof(
              nastyJson,
              fc.record({
                object: fc.oneof(
                  nastyJson,
                  fc.record(
                    {
                      id: fc.oneof(fc.constant('acct_fuzz'), nastyString),
                      details_submitted: fc.oneof(fc.boolean(), nastyJson),
                      charges_enabled: fc.oneof(fc.boolean(), nastyJson),
                      payouts_enabled: fc.oneof(fc.boolean(), nastyJson),
                      requirements: nastyJson,
                    },
                    { requiredKeys: [] },
                  ),
                ),
              }),
            ),
          },
          { requiredKeys: [] },
        ),
      );
      await check(
        fc.asyncProperty(event, async (value) => {
          const payload = JSON.stringify(value) ?? 'null';
          const signature = signer.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          });
          await send({
            method: 'POST',
            url: STRIPE_WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            payload,
          });
        }) as never,
        RUNS_PER_ATTACK,
      );
    },
    runs(60_000),
  );
});
