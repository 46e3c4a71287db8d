import crypto from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../routes/stripe-webhook-route';
import { TEST_PUBLIC_URL } from '../harness';
import { RUNS_PER_ATTACK, runs, useFuzzApp, WEBHOOK_SECRET } from './fuzz-app';
import { extremeDate, extremeNumber, nastyJson, nastyString } from './nasty-values';

describe('fuzz: malformed input is a client mistake, never a server fault', () => {
  const fuzz = useFuzzApp();

  it(
    'malformed GraphQL requests: bodies, queries, variables and content types',
    async () => {
      const { developer } = await fuzz.seedWorld();
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
      await fuzz.check(
        fc.asyncProperty(
          body,
          fc.constantFrom('POST', 'GET'),
          fc.constantFrom('application/json', 'text/plain', 'application/graphql', ''),
          fc.constantFrom('', developer.cookie),
          async (payload, method, contentType, cookie) =>
            fuzz.send({
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
    'uploads: a hostile upload request, then its bytes to the signed URL',
    async () => {
      const { developer } = await fuzz.seedWorld();
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
      await fuzz.check(
        fc.asyncProperty(
          uploadRequest,
          fc.uint8Array({ maxLength: 2_000 }),
          async (fields, bytes) => {
            const headers = {
              origin: TEST_PUBLIC_URL,
              'content-type': 'application/json',
              cookie: developer.cookie,
            };
            await fuzz.send({
              method: 'POST',
              url: '/api/uploads',
              headers,
              payload: JSON.stringify(fields),
            });
            const granted = await fuzz.app.inject({
              method: 'POST',
              url: '/api/uploads',
              headers,
              payload: fields,
            });
            if (granted.statusCode !== 200) return;
            const { uploadURL } = granted.json<{ uploadURL: string }>();
            await fuzz.send({
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
      await fuzz.check(
        fc.asyncProperty(event, async (value) => {
          const payload = JSON.stringify(value) ?? 'null';
          const signature = signer.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          });
          await fuzz.send({
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
