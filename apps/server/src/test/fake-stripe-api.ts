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

/** A Checkout Session as the API answers it (the fields the driver and the webhooks use). */
export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  total_details: { amount_tax: number };
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
};

/** A transfer to a connected account, as the API answers it. */
export type FakeTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
};

export type FakeStripeApi = {
  host: string;
  port: number;
  requests: RecordedRequest[];
  accounts: Map<string, FakeAccount>;
  sessions: Map<string, FakeCheckoutSession>;
  refunds: Map<string, FakeRefund>;
  transfers: Map<string, FakeTransfer>;
  /** The buyer pays on Stripe's page: the session completes with a PaymentIntent. */
  paySession(sessionId: string): FakeCheckoutSession;
  /** The Charge of a paid session as charge.refunded describes it once refunded in full. */
  refundedCharge(sessionId: string): Record<string, unknown>;
  /** Answer every request with this status (e.g. 500) until set back to null. */
  failWith: number | null;
  close(): Promise<void>;
};

/**
 * The server's settings for the stripe driver against this fake API (keys are test keys; the
 * webhook secret is the test's, which signs the events it sends).
 */
export function stripeEnvFor(
  stripeApi: Pick<FakeStripeApi, 'host' | 'port'>,
  keys: { webhookSecret: string; secretKey?: string; publishableKey?: string },
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: keys.secretKey ?? 'sk_test_portal',
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey ?? 'pk_test_portal',
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_HOST: stripeApi.host,
    STRIPE_API_PORT: String(stripeApi.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}

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
 * create (30 ms) so concurrent callers really overlap. Checkout Sessions, refunds and transfers
 * answer a repeated key with the first result; GET /v1/transfers lists a transfer group's.
 */
export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: RecordedRequest[] = [];
  const accounts = new Map<string, FakeAccount>();
  const byKey = new Map<string, FakeAccount | 'in_flight'>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const sessionByKey = new Map<string, FakeCheckoutSession>();
  const refunds = new Map<string, FakeRefund>();
  const refundByKey = new Map<string, FakeRefund>();
  const transfers = new Map<string, FakeTransfer>();
  const transferByKey = new Map<string, FakeTransfer>();
  const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
  const chargeOf = (paymentIntent: string) => paymentIntent.replace(/^pi_/, 'ch_');
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

        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const key = header('idempotency-key');
          const known = key ? sessionByKey.get(key) : undefined;
          if (known) return json(res, 200, known);
          const id = `cs_test_${hex(12)}`;
          const session: FakeCheckoutSession = {
            id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.com/c/pay/${id}`,
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]') ?? '',
            payment_intent: null,
            client_reference_id: form.get('client_reference_id'),
            metadata: { purchaseId: form.get('metadata[purchaseId]') ?? '' },
            total_details: { amount_tax: 0 },
          };
          sessions.set(id, session);
          if (key) sessionByKey.set(key, session);
          return json(res, 200, session);
        }

        // Only an open session can be expired, as at Stripe; a session is read by its id.
        const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
        if (sessionPath) {
          const session = sessions.get(decodeURIComponent(sessionPath[1] ?? ''));
          if (!session) {
            return stripeError(res, 404, 'invalid_request_error', 'No such checkout.session');
          }
          if (req.method === 'GET' && !sessionPath[2]) return json(res, 200, session);
          if (req.method === 'POST' && sessionPath[2]) {
            if (session.status !== 'open') {
              return stripeError(
                res,
                400,
                'invalid_request_error',
                `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
              );
            }
            session.status = 'expired';
            return json(res, 200, session);
          }
        }

        if (req.method === 'POST' && url.pathname === '/v1/refunds') {
          const key = header('idempotency-key');
          const known = key ? refundByKey.get(key) : undefined;
          if (known) return json(res, 200, known);
          const paymentIntent = form.get('payment_intent') ?? '';
          const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
          if (!paid) return stripeError(res, 400, 'invalid_request_error', 'No such payment');
          const refund: FakeRefund = {
            id: `re_test_${hex(12)}`,
            object: 'refund',
            amount: paid.amount_total,
            payment_intent: paymentIntent,
            charge: chargeOf(paymentIntent),
            status: 'succeeded',
          };
          refunds.set(refund.id, refund);
          if (key) refundByKey.set(key, refund);
          return json(res, 200, refund);
        }

        if (req.method === 'POST' && url.pathname === '/v1/transfers') {
          const key = header('idempotency-key');
          const known = key ? transferByKey.get(key) : undefined;
          if (known) return json(res, 200, known);
          const destination = form.get('destination') ?? '';
          if (!accounts.has(destination)) {
            return stripeError(res, 400, 'invalid_request_error', 'No such destination');
          }
          const amount = Number(form.get('amount'));
          if (!Number.isSafeInteger(amount) || amount <= 0) {
            return stripeError(res, 400, 'invalid_request_error', 'Invalid positive integer');
          }
          const metadata: Record<string, string> = {};
          for (const [name, value] of form) {
            const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
            if (field) metadata[field] = value;
          }
          const transfer: FakeTransfer = {
            id: `tr_test_${hex(12)}`,
            object: 'transfer',
            amount,
            currency: form.get('currency') ?? '',
            destination,
            transfer_group: form.get('transfer_group'),
            metadata,
          };
          transfers.set(transfer.id, transfer);
          if (key) transferByKey.set(key, transfer);
          return json(res, 200, transfer);
        }

        if (req.method === 'GET' && url.pathname === '/v1/transfers') {
          const group = url.searchParams.get('transfer_group');
          const limit = Number(url.searchParams.get('limit') ?? 10);
          const data = [...transfers.values()]
            .filter((each) => group === null || each.transfer_group === group)
            .reverse();
          return json(res, 200, {
            object: 'list',
            url: '/v1/transfers',
            has_more: data.length > limit,
            data: data.slice(0, limit),
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
    sessions,
    refunds,
    transfers,
    paySession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake Checkout Session ${sessionId}`);
      if (session.status === 'expired') throw new Error(`Checkout Session ${sessionId} expired`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent ??= `pi_test_${hex(12)}`;
      return { ...session };
    },
    refundedCharge(sessionId) {
      const session = sessions.get(sessionId);
      if (!session?.payment_intent) throw new Error(`Checkout Session ${sessionId} is not paid`);
      const refund = [...refunds.values()].find((r) => r.payment_intent === session.payment_intent);
      return {
        id: chargeOf(session.payment_intent),
        object: 'charge',
        payment_intent: session.payment_intent,
        amount: session.amount_total,
        amount_refunded: session.amount_total,
        refunded: true,
        currency: session.currency,
        refunds: { object: 'list', data: refund ? [refund] : [] },
      };
    },
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
