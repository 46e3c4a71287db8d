import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_IDENTITY_VERIFICATION } from '@vmu/domain';
import type * as GraphQLModule from '@/lib/graphql';
import { request } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { SetSandboxPaymentStateMutation } from '../api/set-sandbox-payment-state';
import { ACCOUNTS, eligibilityAnswer, renderPayments, servePayments } from '../testing';
import { ProviderTest, SANDBOX_ONLY, STATE_APPLIED, STATE_NOT_APPLIED } from './provider-test';

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  request: vi.fn(),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeEach(() => {
  vi.mocked(request).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

const sentStates = () =>
  vi
    .mocked(request)
    .mock.calls.filter(([document]) => document === SetSandboxPaymentStateMutation)
    .map(([, variables]) => variables);

describe('Payment-provider test screen', () => {
  it('starts from the current country and state, applies the choice and shows the result', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer({ country: 'DE', stripeInfo: ACCOUNTS.onboarding }),
      setSandboxState: ({ country }) =>
        eligibilityAnswer({ country: String(country), stripeInfo: ACCOUNTS.verificationPending }),
    });
    renderPayments(<ProviderTest />);
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
        throw new Error('Only with the sandbox driver');
      },
    });
    renderPayments(<ProviderTest />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(STATE_NOT_APPLIED, {
        description: 'Only with the sandbox driver',
      }),
    );
  });

  it('is not offered with the stripe driver', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer(),
      config: { driver: 'stripe', publishableKey: 'pk_test_123' },
    });
    renderPayments(<ProviderTest />);
    expect(await screen.findByText(SANDBOX_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
