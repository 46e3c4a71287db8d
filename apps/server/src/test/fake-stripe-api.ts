import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the few Stripe API endpoints the stripe driver calls, for the
// integration tests: the SDK is pointed here through STRIPE_API_HOST/PORT/PROTOCOL.

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
};

export type FakeAccount = {
  id: string;
  object: 'account';
  country: string | null;
  email: string | null;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    disabled_reason: string | null;
  };
  metadata: Record<string, string>;
};

export type FakeStripeApi = {
  host: string;
  port: number;
  requests: RecordedRequest[];
  accounts: Map<string, FakeAccount>;
  /** Answer every request with this status (e.g. 500) until set back to null. */
  failWith: number | null;
  close(): Promise<void>;
};

/** The fields Stripe asks a fresh account for (as its API reports them). */
export const FRESH_ACCOUNT_DUE = [
  'business_profile.url',
  'external_account',
  'tos_acceptance.date',
];

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

function stripeError(res: http.ServerResponse, status: number, type: string, message: string) {
  json(res, status, { error: { type, message } });
}

/**
 * POST /v1/accounts keeps Stripe's idempotency semantics: a repeated key answers the first
 * result, and a key still in flight answers 409 (which the SDK retries). Accounts are slow to
 * create (30 ms) so concurrent callers really overlap.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: RecordedRequest[] = [];
  const accounts = new Map<string, FakeAccount>();
  const byKey = new Map<string, FakeAccount | 'in_flight'>();
  let failWith: number | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const header = (name: string) => {
          const value = req.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        requests.push({
          method: req.method ?? '',
          path: url.pathname,
          idempotencyKey: header('idempotency-key'),
          authorization: header('authorization'),
          form,
        });
        if (api.failWith) {
          return stripeError(res, api.failWith, 'api_error', 'Something went wrong');
        }

        if (req.method === 'POST' && url.pathname === '/v1/accounts') {
          const key = header('idempotency-key') ?? crypto.randomUUID();
          const known = byKey.get(key);
          if (known === 'in_flight') {
            return stripeError(res, 409, 'idempotency_error', 'Request in progress');
          }
          if (known) return json(res, 200, known);
          byKey.set(key, 'in_flight');
          await new Promise((resolve) => setTimeout(resolve, 30));
          const account: FakeAccount = {
            id: `acct_fake${accounts.size + 1}${crypto.randomBytes(4).toString('hex')}`,
            object: 'account',
            country: form.get('country'),
            email: form.get('email'),
            details_submitted: false,
            charges_enabled: false,
            payouts_enabled: false,
            requirements: {
              currently_due: FRESH_ACCOUNT_DUE,
              eventually_due: FRESH_ACCOUNT_DUE,
              past_due: [],
              disabled_reason: 'requirements.past_due',
            },
            metadata: { developerId: form.get('metadata[developerId]') ?? '' },
          };
          accounts.set(account.id, account);
          byKey.set(key, account);
          return json(res, 200, account);
        }

        const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'GET' && accountPath) {
          const account = accounts.get(decodeURIComponent(accountPath[1] ?? ''));
          if (!account) {
            return stripeError(res, 404, 'invalid_request_error', 'No such account');
          }
          return json(res, 200, account);
        }

        if (req.method === 'POST' && url.pathname === '/v1/account_sessions') {
          const accountId = form.get('account') ?? '';
          if (!accounts.has(accountId)) {
            return stripeError(res, 400, 'invalid_request_error', 'No such account');
          }
          return json(res, 200, {
            object: 'account_session',
            account: accountId,
            client_secret: `accs_secret_${crypto.randomBytes(8).toString('hex')}`,
            expires_at: Math.floor(Date.now() / 1000) + 1800,
            livemode: false,
            components: { account_onboarding: { enabled: true, features: {} } },
          });
        }

        return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL`);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeStripeApi = {
    host: '127.0.0.1',
    port,
    requests,
    accounts,
    get failWith() {
      return failWith;
    },
    set failWith(status) {
      failWith = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return api;
}
