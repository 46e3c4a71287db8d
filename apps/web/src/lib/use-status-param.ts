import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's status filter, kept in the URL's `?status=` so a link or a reload keeps it
 * (docs/product.md, "My Applications": the initial value may come from the query). Changing it adds
 * no history entry; 'all' is the parameter's absence. `parse` turns the raw value into the screen's
 * filter.
 */
export function useStatusParam<TFilter>(parse: (param: string | null) => TFilter) {
  const [searchParams, setSearchParams] = useSearchParams();
  const setStatus = useCallback(
    (value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === 'all') next.delete('status');
          else next.set('status', value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [parse(searchParams.get('status')), setStatus] as const;
}
