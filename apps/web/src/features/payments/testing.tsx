import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { paymentEligibility } from '@vmu/domain';
import { request } from '@/lib/graphql';
import { CreateStripeConnectAccountMutation } from './api/create-stripe-connect-account';
import {
  PaymentEligibilityQuery,
  type PaymentEligibilityData,
} from './api/get-payment-eligibility';
import { PaymentsConfigQuery, type PaymentsConfig } from './api/get-payments-config';
import { SetSandboxPaymentStateMutation } from './api/set-sandbox-payment-state';

// Test-only: answers the feature's operations like the server would. The test file must mock
// '@/lib/graphql' (vi.mock) so `request` is a mock function.

export interface FakePaymentsServer {
  eligibility: () => PaymentEligibilityData;
  config?: PaymentsConfig;
  createAccount?: () => unknown;
  setSandboxState?: (variables: Record<string, unknown>) => unknown;
}

export function servePayments(server: FakePaymentsServer) {
  vi.mocked(request).mockImplementation((async (
    document: unknown,
    variables?: Record<string, unknown>,
  ) => {
    if (document === PaymentEligibilityQuery) {
      return { getPaymentEligibility: server.eligibility() };
    }
    if (document === PaymentsConfigQuery) {
      return { paymentsConfig: server.config ?? { driver: 'sandbox', publishableKey: null } };
    }
    if (document === CreateStripeConnectAccountMutation) {
      return { createStripeConnectAccount: server.createAccount?.() };
    }
    if (document === SetSandboxPaymentStateMutation) {
      return { setSandboxPaymentState: server.setSandboxState?.(variables ?? {}) };
    }
    throw new Error('unexpected operation');
  }) as typeof request);
}

/** How many times one operation was sent. */
export const callCount = (document: unknown) =>
  vi.mocked(request).mock.calls.filter(([sent]) => sent === document).length;

/** Renders `ui` at /payments with a query client that does not retry (or the one given). */
export function renderPayments(ui: ReactNode, queryClient = testQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/payments']}>
        <Routes>
          <Route path="/payments" element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

type StripeInfo = PaymentEligibilityData['stripeInfo'];

const NO_ACCOUNT: StripeInfo = {
  connectAccountId: null,
  accountStatus: 'not_started',
  onboardingComplete: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  lastStatusUpdate: null,
  requirementsCurrentlyDue: [],
  requirementsEventuallyDue: [],
  disabledReason: null,
};

/**
 * A getPaymentEligibility answer as the server builds it, with the domain rule: by default an
 * eligible developer in France without a connected account.
 */
export function eligibilityAnswer({
  country = 'FR',
  stripeInfo,
}: { country?: string | null; stripeInfo?: Partial<StripeInfo> } = {}): PaymentEligibilityData {
  const account = { ...NO_ACCOUNT, ...stripeInfo };
  return { ...paymentEligibility({ country, connect: account }), stripeInfo: account };
}

/** The connected-account states of the test screen, as stripeInfo. */
export const ACCOUNTS = {
  onboarding: {
    connectAccountId: 'acct_sandbox_1',
    accountStatus: 'onboarding',
    requirementsCurrentlyDue: ['individual.dob.day', 'external_account'],
  },
  verificationPending: {
    connectAccountId: 'acct_sandbox_1',
    accountStatus: 'onboarding',
    onboardingComplete: true,
    requirementsCurrentlyDue: ['individual.verification.document'],
  },
  restricted: {
    connectAccountId: 'acct_sandbox_1',
    accountStatus: 'restricted',
    onboardingComplete: true,
    disabledReason: 'requirements.past_due',
    requirementsCurrentlyDue: ['individual.verification.document', 'tos_acceptance.date'],
    requirementsEventuallyDue: ['individual.verification.additional_document'],
  },
  active: {
    connectAccountId: 'acct_sandbox_1',
    accountStatus: 'active',
    onboardingComplete: true,
    chargesEnabled: true,
    payoutsEnabled: true,
  },
} satisfies Record<string, Partial<StripeInfo>>;
