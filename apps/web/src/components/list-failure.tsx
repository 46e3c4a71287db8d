import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { RetryButton, type RetryableQuery } from './retry-button';

interface ListFailureProps extends HTMLAttributes<HTMLDivElement> {
  /** The list's query: Retry loads it again. */
  query: RetryableQuery;
}

/** A list that could not be loaded at all: what went wrong (the children) and a Retry button. */
export function ListFailure({ query, className, children, ...props }: ListFailureProps) {
  return (
    <div {...props} className={cn('flex flex-col items-center gap-3 py-12 text-center', className)}>
      {children}
      <RetryButton query={query} />
    </div>
  );
}
