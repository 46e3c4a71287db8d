import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { AccountDetailsQuery as AccountDetailsResult } from '@/lib/graphql/graphql';
import { accountDetailsKeys } from './account-details-keys';

// What the profile's details form edits, and what it needs to know what a change does: the status
// (a verified account goes back to review) and whether a payment account fixes the country.
export const AccountDetailsQuery = graphql(`
  query AccountDetails {
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
        accountType
        companyName
        legalName
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
`);

export const accountDetailsQueryOptions = queryOptions({
  queryKey: accountDetailsKeys.details,
  queryFn: async () => (await request(AccountDetailsQuery)).getDeveloperProfile ?? null,
});

export function useAccountDetails() {
  return useQuery(accountDetailsQueryOptions);
}

export type AccountDetailsProfile = NonNullable<AccountDetailsResult['getDeveloperProfile']>;
