import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyNameOf, type AccountDetails } from '@vmu/domain';
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
 * follow the country). A change that sent the account back to review reloads nothing here: the
 * form opens the review status as a new page, since every developer screen is closed now and
 * reloading their data in place would only be refused.
 */
export function useUpdateAccountDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { input: AccountDetails; confirmReview: boolean }) =>
      (
        await request(UpdateAccountDetailsMutation, {
          input: { ...variables.input, companyName: companyNameOf(variables.input) },
          confirmReview: variables.confirmReview,
        })
      ).updateAccountDetails,
    onSuccess: ({ sentToReview }) =>
      sentToReview ? undefined : queryClient.invalidateQueries({ queryKey: developerKeys.all }),
  });
}
