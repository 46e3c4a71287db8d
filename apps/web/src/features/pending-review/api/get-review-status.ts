import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { developerKeys, serverSettingKeys } from '@/lib/api/query-keys';
import type { ReviewStatusQuery as ReviewStatusResult } from '@/lib/graphql/graphql';

export const ReviewStatusQuery = graphql(`
  query ReviewStatus {
    getDeveloperProfile {
      developerStatus {
        status
        verifiedAt
        verificationNotes
        lastStatusChange
      }
    }
  }
`);

export const SupportEmailQuery = graphql(`
  query SupportEmail {
    supportEmail
  }
`);

export type ReviewStatus = NonNullable<
  ReviewStatusResult['getDeveloperProfile']
>['developerStatus'];

export const reviewStatusQueryOptions = queryOptions({
  queryKey: developerKeys.reviewStatus,
  queryFn: async () =>
    (await request(ReviewStatusQuery)).getDeveloperProfile?.developerStatus ?? null,
});

export const supportEmailQueryOptions = queryOptions({
  queryKey: serverSettingKeys.supportEmail,
  queryFn: async () => (await request(SupportEmailQuery)).supportEmail,
  staleTime: Infinity,
});

/** Where the signed-in developer stands in staff review; null before onboarding starts. */
export function useReviewStatus() {
  return useQuery(reviewStatusQueryOptions);
}

/**
 * The address a rejected developer writes to. A separate query: the review decision must
 * show even if this one fails (the screen then offers the contact page instead).
 */
export function useSupportEmail({ enabled }: { enabled: boolean }) {
  return useQuery({ ...supportEmailQueryOptions, enabled });
}
