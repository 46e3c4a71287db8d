import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeApi, type FakeStripeApi } from '../../test/fake-stripe-api';
import type { PayoutTransfer } from './payments-provider';
import { createStripeProvider } from './stripe-provider';

// The stripe driver's payout transfers (decision 0041) against the local fake Stripe API: to a
// connected account, once per payout however often it is asked. The sandbox's are tested with
// the payouts (modules/payouts/payouts.test.ts).

describe('the stripe driver: payout transfers', () => {
  let api: FakeStripeApi;
  let provider: ReturnType<typeof createStripeProvider>;
  let destination: string;
  beforeAll(async () => {
    api = await startFakeStripeApi();
    provider = createStripeProvider({
      driver: 'stripe',
      secretKey: 'sk_test_portal',
      publishableKey: 'pk_test_portal',
      webhookSecret: 'whsec_transfer_test',
      api: { host: api.host, port: api.port, protocol: 'http' },
    });
    destination = (
      await provider.createConnectedAccount({
        developerId: 'dev-1',
        email: 'dev@example.com',
        country: 'FR',
        idempotencyKey: 'connect-account-dev-1',
      })
    ).accountId;
  });
  afterAll(async () => {
    await api.close();
  });

  const payout = (statementId = crypto.randomUUID()): PayoutTransfer => ({
    statementId,
    month: '2026-11',
    amountMinor: 1871,
    currency: 'EUR',
    destinationAccountId: destination,
    transferGroup: `payout-${statementId}`,
    idempotencyKey: `payout-${statementId}`,
  });
  const posted = () =>
    api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');

  it('transfers the payout to the connected account under its key, group and statement', async () => {
    const request = payout();
    const before = posted().length;
    const { transferReference } = await provider.transfer(request);
    expect(transferReference).toMatch(/^tr_test_/);
    const sent = posted().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe(request.idempotencyKey);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      amount: '1871',
      currency: 'eur',
      destination,
      transfer_group: request.transferGroup,
      'metadata[statementId]': request.statementId,
      'metadata[month]': '2026-11',
    });
    expect(api.transfers.get(transferReference)).toMatchObject({
      amount: 1871,
      currency: 'eur',
      destination,
    });
  });

  it('asked again, finds the payout’s transfer instead of making a second', async () => {
    const request = payout();
    const first = await provider.transfer(request);
    const again = await provider.transfer(request);
    expect(again).toEqual(first);
    const ofPayout = [...api.transfers.values()].filter(
      (each) => each.transfer_group === request.transferGroup,
    );
    expect(ofPayout).toHaveLength(1);
  });

  it('asked twice at once, makes one transfer (Stripe’s idempotency key)', async () => {
    const request = payout();
    const [one, two] = await Promise.all([provider.transfer(request), provider.transfer(request)]);
    expect(one).toEqual(two);
    const ofPayout = [...api.transfers.values()].filter(
      (each) => each.transfer_group === request.transferGroup,
    );
    expect(ofPayout).toHaveLength(1);
  });

  it('fails, and transfers nothing, when Stripe refuses it', async () => {
    const count = api.transfers.size;
    await expect(
      provider.transfer({ ...payout(), destinationAccountId: 'acct_unknown' }),
    ).rejects.toThrow('No such destination');
    api.failWith = 500;
    try {
      await expect(provider.transfer(payout())).rejects.toThrow();
    } finally {
      api.failWith = null;
    }
    expect(api.transfers.size).toBe(count);
  });
});
