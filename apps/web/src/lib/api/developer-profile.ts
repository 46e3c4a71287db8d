import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { DeveloperProfileQuery as DeveloperProfileResult } from '@/lib/graphql/graphql';
import { PersonalInfoFragment, withFragments } from './fragments';
import { developerKeys } from './query-keys';

// The signed-in developer as onboarding, the review status screen and the payment screens'
// fallback read them: one answer under one key, typed, so no feature guesses its shape.
export const DeveloperProfileQuery = withFragments(
  graphql(`
    query DeveloperProfile {
      getDeveloperProfile {
        userId
        personalInfo {
          ...PersonalInfoFields
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
        stripeInfo {
          accountStatus
          chargesEnabled
        }
      }
    }
  `),
  PersonalInfoFragment,
);

export const developerProfileQueryOptions = queryOptions({
  queryKey: developerKeys.profile,
  queryFn: async () => (await request(DeveloperProfileQuery)).getDeveloperProfile ?? null,
});

/** The signed-in developer's profile, or null before the first onboarding step is saved. */
export function useDeveloperProfile() {
  return useQuery(developerProfileQueryOptions);
}

export type DeveloperProfile = NonNullable<DeveloperProfileResult['getDeveloperProfile']>;
