interface ShownCountProps {
  /** The list's query: nothing is said while it loads, failed or shows stale results. */
  list: { isPending: boolean; isPlaceholderData: boolean; isError: boolean; hasNextPage: boolean };
  /** How many items are on screen. */
  count: number;
  one: string;
  other: string;
}

/**
 * Tells screen readers how many results a search or filter left, once the list has settled
 * (the cards change silently otherwise); '+' when more wait behind Load more.
 */
export function ShownCount({ list, count, one, other }: ShownCountProps) {
  const unsettled = list.isPending || list.isPlaceholderData || list.isError;
  return (
    <p aria-live="polite" className="sr-only">
      {unsettled ? '' : `${count}${list.hasNextPage ? '+' : ''} ${count === 1 ? one : other} shown`}
    </p>
  );
}
