import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { DeveloperProfileQuery as DeveloperProfileResult } from '@/lib/graphql/graphql';

export const DeveloperProfileQuery = graphql(`
  query DeveloperProfile {
    getDeveloperProfile {
      userId
      personalInfo {
        firstName
        lastName
        address
        city
        postalCode
        country
      }
      businessInfo {
        companyName
      }
      onboardingData {
        completedSteps
        completedAt
        country
        appName
        appDescription
        appDetails {
          appName
          appDescription
        }
        developerDetails {
          firstName
          lastName
          address
          city
          postalCode
          companyName
          country
        }
      }
      developerStatus {
        status
      }
    }
  }
`);

export const developerProfileQueryOptions = queryOptions({
  queryKey: ['developer-profile'],
  queryFn: async () => (await request(DeveloperProfileQuery)).getDeveloperProfile ?? null,
});

/** The signed-in developer's profile, or null before the first onboarding step is saved. */
export function useDeveloperProfile() {
  return useQuery(developerProfileQueryOptions);
}

export type DeveloperProfile = NonNullable<DeveloperProfileResult['getDeveloperProfile']>;
