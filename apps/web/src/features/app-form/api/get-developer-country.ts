import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

// Only the country: it decides whether paid pricing is offered (SPEC section 4, Payment eligibility).
export const AppFormDeveloperCountryDocument = graphql(`
  query AppFormDeveloperCountry {
    getDeveloperProfile {
      personalInfo {
        country
      }
    }
  }
`);

export const developerCountryQueryOptions = queryOptions({
  queryKey: ['developer-profile', 'country'],
  queryFn: async () =>
    (await request(AppFormDeveloperCountryDocument)).getDeveloperProfile?.personalInfo?.country ??
    null,
});

/** The signed-in developer's country, or null without a profile. */
export function useDeveloperCountry() {
  return useQuery(developerCountryQueryOptions);
}
