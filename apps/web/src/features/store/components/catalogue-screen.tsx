import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { ArrowRight, SearchX } from 'lucide-react';
import { countOf } from '@vmu/domain';
import { EmptyState } from '@/components/empty-state';
import { Link } from '@/components/link';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { ShownCount } from '@/components/shown-count';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { catalogueQueryOf, withCursor } from '../api/catalogue-query';
import { StoreApiError } from '../api/store-api';
import { useStorePageData } from '../api/store-page-data';
import { useCataloguePage } from '../api/use-catalogue-page';
import { formatStoreCount } from '../format';
import { CatalogueAppCard } from './catalogue-app-card';
import { CatalogueSearchForm } from './catalogue-search-form';

const STORE_DESCRIPTION =
  'Apps and games for the VMU Pro handheld: search the store, filter by type, price and PEGI rating, and download.';

/** /store: the catalogue, its search and filters, a page of results at a time. */
export function CatalogueScreen() {
  const location = useLocation();
  const pageData = useStorePageData(location.pathname + location.search);
  const query = useMemo(() => catalogueQueryOf(location.search), [location.search]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>Store | VMU Pro</title>
      <meta name="description" content={STORE_DESCRIPTION} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Store</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Apps and games for the VMU Pro, reviewed by people before they are published.
      </p>
      <div className="mt-8">
        <CatalogueSearchForm query={query} />
      </div>
      <CatalogueResults query={query} initialData={pageData?.catalogue} />
    </div>
  );
}

function CatalogueResults({
  query,
  initialData,
}: {
  query: URLSearchParams;
  initialData: Parameters<typeof useCataloguePage>[1];
}) {
  const page = useCataloguePage(query, initialData);
  const heading = useRef<HTMLHeadingElement>(null);
  // Next page keeps the visitor's place in the results: their heading, once the page is in.
  const movedToNextPage = useRef(false);
  const settled = page.isSuccess && !page.isPlaceholderData;
  useEffect(() => {
    if (!settled || !movedToNextPage.current || !heading.current) return;
    movedToNextPage.current = false;
    // Focus scrolls the heading into view, as a new page would start at its top.
    heading.current.focus();
  }, [settled, page.data]);

  const searched = ['q', 'type', 'price', 'pegi'].some((name) => query.has(name));
  const clearLink = (
    <Link to={paths.store} className="font-medium text-primary underline underline-offset-4">
      Clear the search
    </Link>
  );

  if (page.isPending) return <LoadingStatus label="Loading apps" />;
  if (page.isError) {
    const error = page.error;
    if (error instanceof StoreApiError && error.status === 400) {
      // The server's own words for a search it refused (a search too long, an unknown filter).
      return (
        <Alert variant="destructive" role="alert" className="mt-8 flex-col gap-2">
          <p className="font-medium">{error.message}</p>
          {clearLink}
        </Alert>
      );
    }
    return (
      <ListFailure query={page} className="mt-8">
        <p role="alert" className="font-medium">
          {error instanceof StoreApiError ? error.message : 'The store could not be loaded.'}
        </p>
      </ListFailure>
    );
  }

  const { items, nextCursor } = page.data;
  const count = items.length;
  return (
    <section aria-labelledby="store-results" aria-busy={page.isPlaceholderData || undefined}>
      <div className="mt-10 flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="store-results"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-4 text-lg font-semibold"
        >
          {count === 0
            ? 'No results'
            : `${countOf(count, 'app', 'apps', formatStoreCount)}${nextCursor ? ' on this page' : ''}`}
        </h2>
        {query.has('cursor') ? (
          <Link to={startOf(query)} className="text-sm font-medium text-primary hover:underline">
            Back to the first page
          </Link>
        ) : null}
      </div>
      <ShownCount
        list={{ ...page, hasNextPage: nextCursor !== null }}
        count={count}
        one="app"
        other="apps"
      />
      {count === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon={SearchX}
            title={searched ? 'No apps match your search' : 'No apps in the store yet'}
          >
            {searched ? (
              <p className="text-muted-foreground">
                Try other words or fewer filters, or {clearLink} to see every app.
              </p>
            ) : (
              <p className="text-muted-foreground">Published apps and games will appear here.</p>
            )}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((app) => (
            <li key={app.bundleIdentifier}>
              <CatalogueAppCard app={app} />
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <div className="mt-8 flex justify-center">
          <Link
            to={`${paths.store}?${withCursor(query, nextCursor).toString()}`}
            onClick={() => {
              movedToNextPage.current = true;
            }}
            className={buttonVariants({ variant: 'outline' })}
          >
            Next page <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** The same search from its first page. */
function startOf(query: URLSearchParams): string {
  const first = new URLSearchParams(query);
  first.delete('cursor');
  const search = first.toString();
  return search ? `${paths.store}?${search}` : paths.store;
}
