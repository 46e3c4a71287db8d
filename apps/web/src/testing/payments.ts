import { paymentEligibility } from '@vmu/domain';
import {
  CreateStripeConnectAccountMutation,
  type ConnectAccountResult,
} from '@/features/payments/api/create-stripe-connect-account';
import {
  PaymentsConfigQuery,
  type PaymentsConfig,
} from '@/features/payments/api/get-payments-config';
import { SetSandboxPaymentStateMutation } from '@/features/payments/api/set-sandbox-payment-state';
import {
  PaymentEligibilityQuery,
  type PaymentEligibilityData,
} from '@/lib/api/payment-eligibility';
import type { SetSandboxPaymentStateMutationVariables } from '@/lib/graphql/graphql';
import { answer } from './graphql';

// The payment screens' operations answered as the server would. Each answer may throw the
// app's GraphQLRequestError to refuse, as the server does.

export interface FakePaymentsServer {
  eligibility: () => PaymentEligibilityData;
  config?: PaymentsConfig;
  createAccount?: () => ConnectAccountResult;
  setSandboxState?: (variables: SetSandboxPaymentStateMutationVariables) => PaymentEligibilityData;
}

export function servePayments(server: FakePaymentsServer) {
  answer(PaymentEligibilityQuery, () => ({ getPaymentEligibility: server.eligibility() }));
  answer(PaymentsConfigQuery, () => ({
    paymentsConfig: server.config ?? { driver: 'sandbox', publishableKey: null },
  }));
  if (server.createAccount) {
    const createAccount = server.createAccount;
    answer(CreateStripeConnectAccountMutation, () => ({
      createStripeConnectAccount: createAccount(),
    }));
  }
  if (server.setSandboxState) {
    const setSandboxState = server.setSandboxState;
    answer(SetSandboxPaymentStateMutation, (variables) => ({
      setSandboxPaymentState: setSandboxState(variables),
    }));
  }
}

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
