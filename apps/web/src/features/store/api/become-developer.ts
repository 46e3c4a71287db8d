import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

export const BecomeDeveloperMutation = graphql(`
  mutation BecomeDeveloper {
    becomeDeveloper {
      id
      role
    }
  }
`);

/** A store account becomes a developer; every view of the viewer reloads before onboarding. */
export function useBecomeDeveloper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(BecomeDeveloperMutation)).becomeDeveloper,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
