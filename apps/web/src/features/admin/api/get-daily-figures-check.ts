import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';

export const DailyFiguresCheckQuery = graphql(`
  query DailyFiguresCheck {
    dailyFiguresCheck {
      checkedAt
      driftedRows
    }
  }
`);

export const dailyFiguresCheckQueryOptions = queryOptions({
  queryKey: [...adminKeys.all, 'daily-figures-check'] as const,
  queryFn: async () => (await request(DailyFiguresCheckQuery)).dailyFiguresCheck,
});

/** The scheduled daily-figures rebuild's last run and its drift (decision 0056). */
export function useDailyFiguresCheck() {
  return useQuery(dailyFiguresCheckQueryOptions);
}
