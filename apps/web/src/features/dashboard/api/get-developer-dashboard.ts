import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

export const DeveloperDashboardQuery = graphql(`
  query DeveloperDashboard {
    developerDashboard {
      apps {
        total
        live
        inReview
        draft
      }
      downloads {
        last30Days
        previous30Days
      }
      activeUsers {
        last30Days
        previous30Days
      }
      revenue {
        currency
        last30Days
        previous30Days
      }
    }
    listDeveloperApplications(limit: 3) {
      items {
        appId
        appName
        status
        analytics {
          totalDownloads
        }
        metadata {
          updatedAt
        }
      }
    }
  }
`);

/** The dashboard's figures and the three most recently updated apps, in one request. */
export function useDeveloperDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'developer'],
    queryFn: () => request(DeveloperDashboardQuery),
  });
}
