import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { LoadMore, type PagedQuery } from './load-more';

interface AppGridProps<Item> {
  /** The list's query; while it shows the last results for a new search, the grid dims. */
  list: PagedQuery & { isPlaceholderData: boolean };
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** Said when the next page fails. */
  failure: string;
  children: (item: Item) => ReactNode;
}

/** The 'Applications' grid of app cards, paged with Load more. */
export function AppGrid<Item>({ list, items, keyOf, failure, children }: AppGridProps<Item>) {
  return (
    <section
      aria-label="Applications"
      aria-busy={list.isPlaceholderData || undefined}
      className={cn('grid gap-4', list.isPlaceholderData && 'opacity-60')}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={keyOf(item)} className="grid">
            {children(item)}
          </li>
        ))}
      </ul>
      <LoadMore list={list} failure={failure} />
    </section>
  );
}
