import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDetails } from '@vmu/domain';
import { developerKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

export const UpdateAccountDetailsMutation = graphql(`
  mutation UpdateAccountDetails($input: AccountDetailsInput!, $confirmReview: Boolean!) {
    updateAccountDetails(input: $input, confirmReview: $confirmReview) {
      sentToReview
      profile {
        userId
      }
    }
  }
`);

/**
 * Saves the details. Everything read from the profile reloads (payment eligibility and payouts
 * follow the country); a change that sent the account back to review reloads everything, the
 * viewer too, as it changes where the guards let the developer go.
 */
export function useUpdateAccountDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { input: AccountDetails; confirmReview: boolean }) =>
      (
        await request(UpdateAccountDetailsMutation, {
          input: { ...variables.input, companyName: variables.input.companyName ?? null },
          confirmReview: variables.confirmReview,
        })
      ).updateAccountDetails,
    onSuccess: ({ sentToReview }) =>
      sentToReview
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: developerKeys.all }),
  });
}
