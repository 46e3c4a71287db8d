import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { developerKeys } from '@/lib/api/query-keys';
import type { CreateStripeConnectAccountMutation as CreateResult } from '@/lib/graphql/graphql';

// docs/product.md, "GraphQL operations": creates the connected account if there is none and opens
// an onboarding session.
export const CreateStripeConnectAccountMutation = graphql(`
  mutation CreateStripeConnectAccount {
    createStripeConnectAccount {
      success
      accountId
      clientSecret
      verificationUrl
      requirementsCurrentlyDue
      requirementsEventuallyDue
      error
    }
  }
`);

export type ConnectAccountResult = CreateResult['createStripeConnectAccount'];

export const createStripeConnectAccount = async (): Promise<ConnectAccountResult> =>
  (await request(CreateStripeConnectAccountMutation)).createStripeConnectAccount;

/** Starts or resumes onboarding; the account now exists, so the profile data is reloaded. */
export function useCreateStripeConnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStripeConnectAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerKeys.all }),
  });
}
