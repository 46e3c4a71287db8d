import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_IDENTITY_VERIFICATION } from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { sentVariables } from '@/testing/graphql';
import { ACCOUNTS, eligibilityAnswer, servePayments } from '@/testing/payments';
import { renderScreen } from '@/testing/render';
import { TestPurchasesQuery } from '../api/list-test-purchases';
import { SetSandboxPaymentStateMutation } from '../api/set-sandbox-payment-state';
import { purchaseAnswer, saleAnswer, serveSales } from '@/testing/sales';
import { ProviderTest, SANDBOX_ONLY, STATE_APPLIED, STATE_NOT_APPLIED } from './provider-test';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  // With the sandbox the screen also lists test purchases and the ledger (their own tests).
  serveSales({ purchases: [], ledger: [] });
});

const sentStates = () => sentVariables(SetSandboxPaymentStateMutation);

describe('Payment-provider test screen', () => {
  it('starts from the current country and state, applies the choice and shows the result', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer({ country: 'DE', stripeInfo: ACCOUNTS.onboarding }),
      setSandboxState: ({ country }) =>
        eligibilityAnswer({ country, stripeInfo: ACCOUNTS.verificationPending }),
    });
    renderScreen(<ProviderTest />, { url: '/payments' });
    const country = await screen.findByLabelText('Test country');
    expect(country).toHaveValue('DE');
    expect(screen.getByRole('radio', { name: /^Onboarding/ })).toBeChecked();
    // Every state, named in plain English.
    expect(
      within(screen.getByRole('group', { name: 'Connected-account status' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['not_started', 'onboarding', 'verification_pending', 'restricted', 'active']);

    await userEvent.selectOptions(country, 'FR');
    await userEvent.click(screen.getByRole('radio', { name: /^Verification pending/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('region', { name: 'Resulting eligibility' })).toHaveTextContent(
      `France: eligible.`,
    );
    expect(screen.getByText(`Next step: ${COMPLETE_IDENTITY_VERIFICATION}`)).toBeInTheDocument();
    expect(sentStates()).toEqual([{ country: 'FR', state: 'verification_pending' }]);
    expect(toast.success).toHaveBeenCalledWith(STATE_APPLIED);
    expect(screen.getByRole('link', { name: 'Go to Payment Setup' })).toHaveAttribute(
      'href',
      '/payments',
    );
  });

  it('toasts the server’s refusal', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer(),
      setSandboxState: () => {
        throw new GraphQLRequestError('FORBIDDEN', 'Only with the sandbox driver', 200);
      },
    });
    renderScreen(<ProviderTest />, { url: '/payments' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(STATE_NOT_APPLIED, {
        description: 'Only with the sandbox driver',
      }),
    );
  });

  it('lists the test purchases and the sales ledger below the state form', async () => {
    serveSales({ purchases: [purchaseAnswer()], ledger: [saleAnswer()] });
    servePayments({ eligibility: () => eligibilityAnswer() });
    renderScreen(<ProviderTest />, { url: '/payments' });
    expect(
      await screen.findByRole('button', { name: 'Refund Star Hopper purchase by Ann' }),
    ).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('table', { name: 'Sales ledger' })).findByText(
        'cs_sandbox_1',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Test payment state',
      'Test purchases',
      'Sales ledger',
    ]);
  });

  it('is not offered with the stripe driver', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer(),
      config: { driver: 'stripe', publishableKey: 'pk_test_123' },
    });
    renderScreen(<ProviderTest />, { url: '/payments' });
    expect(await screen.findByText(SANDBOX_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    // Nor are its lists: testPurchases is refused with Stripe.
    expect(sentVariables(TestPurchasesQuery)).toEqual([]);
  });
});
