import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETE_CONNECT_SETUP,
  COMPLETE_IDENTITY_VERIFICATION,
  ELIGIBILITY_RECHECK_MS,
  PROFILE_COUNTRY_MISSING,
} from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { CreateStripeConnectAccountMutation } from '../api/create-stripe-connect-account';
import { developerKeys } from '@/lib/api/query-keys';
import { PaymentEligibilityQuery } from '@/lib/api/payment-eligibility';
import { sentVariables } from '@/testing/graphql';
import { ACCOUNTS, eligibilityAnswer, servePayments } from '@/testing/payments';
import { renderScreen } from '@/testing/render';
import { FREE_APPS_ONLY_TEXT, OUTSIDE_EU_UK_TEXT } from './eligibility-card';
import { SETUP_FAILED } from './embedded-onboarding-card';
import { ALL_SET } from './next-steps-card';
import { ELIGIBILITY_UNAVAILABLE, OUT_OF_DATE_TEXT, PaymentSetup } from './payment-setup';

// Stripe's real component loads a script from Stripe; this stand-in exposes the callbacks.
vi.mock('./stripe-onboarding', () => ({
  StripeOnboarding: (props: {
    publishableKey: string;
    clientSecret: string;
    onExit: () => void;
    onLoadError: (message: string) => void;
  }) => (
    <div data-testid="stripe-onboarding">
      {props.publishableKey} {props.clientSecret}
      <button onClick={props.onExit}>Exit onboarding</button>
      <button onClick={() => props.onLoadError('script blocked')}>Fail loading</button>
    </div>
  ),
}));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('.rounded-xl') as HTMLElement;

async function openPaymentSetup() {
  const { queryClient } = renderScreen(<PaymentSetup />, { url: '/payments' });
  await screen.findByRole('heading', { level: 2, name: 'Geographic eligibility' });
  return queryClient;
}

describe('Payment setup cards', () => {
  it('not started in France: eligible, no account, set up payments first', async () => {
    servePayments({ eligibility: () => eligibilityAnswer() });
    await openPaymentSetup();
    const eligibility = card('Geographic eligibility');
    expect(within(eligibility).getByText('France')).toBeInTheDocument();
    expect(within(eligibility).getByText('Eligible')).toBeInTheDocument();
    expect(within(card('Connected account')).getByText('Not started')).toBeInTheDocument();
    expect(within(card('Identity verification')).getByText('Not started')).toBeInTheDocument();
    expect(
      within(card('Next Steps'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([COMPLETE_CONNECT_SETUP]);
    const onboarding = card('Payment onboarding');
    expect(within(onboarding).getByRole('button', { name: 'Set up payments' })).toBeEnabled();
    // The sandbox has no provider screens: the card points to the test screen.
    expect(
      within(onboarding).getByRole('link', { name: 'payment-provider test screen' }),
    ).toHaveAttribute('href', '/payments/provider-test');
  });

  it('outside the EU and UK: free apps only, nothing to set up', async () => {
    servePayments({ eligibility: () => eligibilityAnswer({ country: 'US' }) });
    await openPaymentSetup();
    const eligibility = card('Geographic eligibility');
    expect(within(eligibility).getByText('United States')).toBeInTheDocument();
    expect(within(eligibility).getByText('Not eligible')).toBeInTheDocument();
    expect(within(eligibility).getByText(OUTSIDE_EU_UK_TEXT)).toBeInTheDocument();
    expect(within(eligibility).getByText(FREE_APPS_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up payments' })).not.toBeInTheDocument();
  });

  it('without a country: asks to complete the profile', async () => {
    servePayments({ eligibility: () => eligibilityAnswer({ country: null }) });
    await openPaymentSetup();
    expect(within(card('Geographic eligibility')).getByText('Not set')).toBeInTheDocument();
    expect(
      within(card('Geographic eligibility')).getByText(PROFILE_COUNTRY_MISSING),
    ).toBeInTheDocument();
    expect(within(card('Next Steps')).getByRole('listitem')).toHaveTextContent(
      PROFILE_COUNTRY_MISSING,
    );
  });

  it('onboarding: the requirement codes as friendly steps after the rule’s action', async () => {
    servePayments({ eligibility: () => eligibilityAnswer({ stripeInfo: ACCOUNTS.onboarding }) });
    await openPaymentSetup();
    const account = card('Connected account');
    expect(within(account).getByText('Onboarding')).toBeInTheDocument();
    expect(within(account).getByText('acct_sandbox_1')).toBeInTheDocument();
    expect(
      within(card('Next Steps'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      COMPLETE_IDENTITY_VERIFICATION,
      'Provide your date of birth',
      'Add a bank account for payouts',
    ]);
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeEnabled();
  });

  it('restricted: the reason, what is due now and what is due later, apart', async () => {
    servePayments({ eligibility: () => eligibilityAnswer({ stripeInfo: ACCOUNTS.restricted }) });
    await openPaymentSetup();
    const restrictions = card('Account restrictions');
    expect(within(restrictions).getByText('Restricted: Requirements past due')).toBeInTheDocument();
    const now = within(restrictions).getByRole('region', { name: 'Required now' });
    expect(
      within(now)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Upload an identity document', 'Accept the terms of service']);
    const later = within(restrictions).getByRole('region', { name: 'Required later' });
    expect(
      within(later)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Upload a document proving your address']);
    expect(within(card('Identity verification')).getByText('Past due')).toBeInTheDocument();
  });

  it('active: charges and payouts on, all set', async () => {
    servePayments({ eligibility: () => eligibilityAnswer({ stripeInfo: ACCOUNTS.active }) });
    await openPaymentSetup();
    const account = card('Connected account');
    expect(within(account).getByText('Active')).toBeInTheDocument();
    expect(within(account).getAllByText('Enabled')).toHaveLength(2);
    expect(within(card('Next Steps')).getByText(ALL_SET)).toBeInTheDocument();
    expect(within(card('Identity verification')).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /set up payments|continue setup/i })).toBeNull();
  });
});

describe('Onboarding session', () => {
  it('shows the error of a refused createStripeConnectAccount', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer(),
      createAccount: () => ({
        success: false,
        accountId: null,
        clientSecret: null,
        verificationUrl: null,
        requirementsCurrentlyDue: [],
        requirementsEventuallyDue: [],
        error: 'Payments are not available in your country.',
      }),
    });
    await openPaymentSetup();
    await userEvent.click(screen.getByRole('button', { name: 'Set up payments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are not available in your country.',
    );
  });

  it('says so when the call itself fails, and logs it', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer(),
      createAccount: () => {
        throw new GraphQLRequestError('NETWORK_ERROR', 'Request failed (502)', 502);
      },
    });
    await openPaymentSetup();
    await userEvent.click(screen.getByRole('button', { name: 'Set up payments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETUP_FAILED);
    expect(console.error).toHaveBeenCalledWith(
      'Failed to create Stripe Connect account',
      expect.any(Error),
    );
  });

  it('with the stripe driver, mounts Stripe onboarding; exit re-checks; load errors show', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer(),
      config: { driver: 'stripe', publishableKey: 'pk_test_123' },
      createAccount: () => ({
        success: true,
        accountId: 'acct_1',
        clientSecret: 'accs_secret_1',
        verificationUrl: 'embedded_verification',
        requirementsCurrentlyDue: [],
        requirementsEventuallyDue: [],
        error: null,
      }),
    });
    await openPaymentSetup();
    expect(screen.queryByText(/payment-provider test screen/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up payments' }));
    const stripe = await screen.findByTestId('stripe-onboarding');
    expect(stripe).toHaveTextContent('pk_test_123 accs_secret_1');

    const before = sentVariables(PaymentEligibilityQuery).length;
    await userEvent.click(screen.getByRole('button', { name: 'Exit onboarding' }));
    await waitFor(() => expect(sentVariables(PaymentEligibilityQuery).length).toBe(before + 1));

    await userEvent.click(screen.getByRole('button', { name: 'Fail loading' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading Stripe Connect: script blocked',
    );
  });
});

describe('Identity verification', () => {
  it('opens the link in a new tab and re-checks eligibility 2 seconds later', async () => {
    servePayments({
      eligibility: () => eligibilityAnswer({ stripeInfo: ACCOUNTS.verificationPending }),
      createAccount: () => ({
        success: true,
        accountId: 'acct_sandbox_1',
        clientSecret: null,
        verificationUrl: 'https://verify.example/session/1',
        requirementsCurrentlyDue: ['individual.verification.document'],
        requirementsEventuallyDue: [],
        error: null,
      }),
    });
    const queryClient = await openPaymentSetup();
    await userEvent.click(screen.getByRole('button', { name: 'Start identity verification' }));
    const link = await screen.findByRole('link', { name: /Verify identity/ });
    expect(link).toHaveAttribute('href', 'https://verify.example/session/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sentVariables(CreateStripeConnectAccountMutation).length).toBe(1);
    // The reload that follows a new session settles first; the count starts after it.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = sentVariables(PaymentEligibilityQuery).length;

    vi.useFakeTimers();
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await act(() => vi.advanceTimersByTimeAsync(ELIGIBILITY_RECHECK_MS - 1));
    expect(sentVariables(PaymentEligibilityQuery).length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sentVariables(PaymentEligibilityQuery).length).toBe(before + 1);
  });
});

describe('When eligibility cannot be fetched', () => {
  const failEligibility = () => {
    throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Failed to get developer profile', 200);
  };

  it('falls back to the cached profile through the domain rule and says it may be out of date', async () => {
    servePayments({ eligibility: failEligibility });
    renderScreen(<PaymentSetup />, {
      url: '/payments',
      cached: [
        [
          developerKeys.profile,
          {
            userId: 'user-1',
            personalInfo: { firstName: 'Ana', country: 'FR' },
          },
        ],
      ],
    });
    expect(await screen.findByText(OUT_OF_DATE_TEXT)).toBeInTheDocument();
    expect(within(card('Geographic eligibility')).getByText('France')).toBeInTheDocument();
    expect(within(card('Next Steps')).getByRole('listitem')).toHaveTextContent(
      COMPLETE_CONNECT_SETUP,
    );
    expect(console.error).toHaveBeenCalledWith(
      'Failed to get payment eligibility',
      expect.any(Error),
    );
  });

  it('uses a cached account state too', async () => {
    servePayments({ eligibility: failEligibility });
    renderScreen(<PaymentSetup />, {
      url: '/payments',
      cached: [
        [
          developerKeys.profile,
          {
            personalInfo: { country: 'DE' },
            stripeInfo: { accountStatus: 'active', chargesEnabled: true },
          },
        ],
      ],
    });
    expect(await screen.findByText(OUT_OF_DATE_TEXT)).toBeInTheDocument();
    expect(within(card('Next Steps')).getByText(ALL_SET)).toBeInTheDocument();
  });

  it('keeps the last answer when a re-check fails', async () => {
    let fail = false;
    servePayments({
      eligibility: () => (fail ? failEligibility() : eligibilityAnswer({ country: 'GB' })),
    });
    const queryClient = await openPaymentSetup();
    fail = true;
    await act(() => queryClient.refetchQueries({ queryKey: developerKeys.all }));
    expect(await screen.findByText(OUT_OF_DATE_TEXT)).toBeInTheDocument();
    expect(within(card('Geographic eligibility')).getByText('United Kingdom')).toBeInTheDocument();
  });

  it('says so, with a retry, when nothing is cached', async () => {
    servePayments({ eligibility: failEligibility });
    renderScreen(<PaymentSetup />, { url: '/payments' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ELIGIBILITY_UNAVAILABLE);
    const before = sentVariables(PaymentEligibilityQuery).length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sentVariables(PaymentEligibilityQuery).length).toBe(before + 1));
  });
});
