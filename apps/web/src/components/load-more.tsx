import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What the foot of a paged list needs of a TanStack infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreProps {
  list: PagedQuery;
  /** Said when the next page fails; without it, the query's own error handling speaks. */
  failure?: string;
}

/** The foot of a paged list: why the next page failed, and Load more while there is one. */
export function LoadMore({ list, failure }: LoadMoreProps) {
  return (
    <>
      {failure && list.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage || undefined}
          >
            {list.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
