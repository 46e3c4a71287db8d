import { RotateCw } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** What a retry needs of a TanStack query (or infinite query). */
export interface RetryableQuery {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/** Loads a failed query again; off while it is already on its way, so clicks do not pile up. */
export function RetryButton({
  query,
  size,
}: {
  query: RetryableQuery;
  size?: ButtonProps['size'];
}) {
  return (
    <Button
      variant="outline"
      size={size}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      <RotateCw aria-hidden="true" />
      Retry
    </Button>
  );
}
