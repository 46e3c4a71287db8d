import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATIONS_PAGE } from '@vmu/domain';
import { developerAppKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { AnalyticsAppsQuery as AnalyticsAppsResult } from '@/lib/graphql/graphql';

// The apps the analytics screen can be narrowed to: only their ids and names. My Applications'
// list query is another feature's and asks for whole cards, so this one is its own.
export const AnalyticsAppsQuery = graphql(`
  query AnalyticsApps($limit: Int, $nextToken: String) {
    listDeveloperApplications(limit: $limit, nextToken: $nextToken) {
      items {
        appId
        appName
      }
      nextToken
    }
  }
`);

export type AnalyticsApp = AnalyticsAppsResult['listDeveloperApplications']['items'][number];

export const analyticsAppsQueryOptions = queryOptions({
  queryKey: developerAppKeys.names,
  // Every page: the select lists all of the developer's apps, a few pages at most.
  queryFn: async () => {
    const apps: AnalyticsApp[] = [];
    let nextToken: string | null = null;
    do {
      const page: AnalyticsAppsResult['listDeveloperApplications'] = (
        await request(AnalyticsAppsQuery, { limit: APPLICATIONS_PAGE.maxLimit, nextToken })
      ).listDeveloperApplications;
      apps.push(...page.items);
      nextToken = page.nextToken ?? null;
    } while (nextToken);
    return apps.sort((a, b) => a.appName.localeCompare(b.appName));
  },
});

/** The developer's apps by name, for the app select; not asked for while `enabled` is false. */
export function useAnalyticsApps(enabled = true) {
  return useQuery({ ...analyticsAppsQueryOptions, enabled });
}
