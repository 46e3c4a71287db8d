import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { withFragments } from '@/lib/api/fragments';
import { adminKeys } from '@/lib/api/query-keys';
import type { PortalSettingsFieldsFragment } from '@/lib/graphql/graphql';

/** The settings as every settings answer carries them. */
export const PortalSettingsFragment = graphql(`
  fragment PortalSettingsFields on PortalSettings {
    supportEmail
    effectiveSupportEmail
    staffTwoFactorRequired
    updatedAt
    notice {
      message
      startsAt
      endsAt
    }
  }
`);

export type PortalSettings = PortalSettingsFieldsFragment;

export const PortalSettingsQuery = withFragments(
  graphql(`
    query PortalSettings {
      portalSettings {
        ...PortalSettingsFields
      }
    }
  `),
  PortalSettingsFragment,
);

export const portalSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.portalSettings,
  queryFn: async () => (await request(PortalSettingsQuery)).portalSettings,
});

export function usePortalSettings() {
  return useQuery(portalSettingsQueryOptions);
}
