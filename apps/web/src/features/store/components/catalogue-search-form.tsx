import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import {
  APP_TYPES,
  CATALOGUE_PRICES,
  CATALOGUE_SEARCH_MAX_LENGTH,
  CATALOGUE_SORT_LABELS,
  CATALOGUE_SORTS,
  PEGI_RATING_VALUES,
} from '@vmu/domain';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import {
  CATALOGUE_FORM_FIELDS,
  catalogueQueryOfForm,
  formValuesOf,
  type CatalogueFormField,
} from '../api/catalogue-query';
import { formatAppType, formatPegi } from '../format';

type Choice = { value: string; label: string };

const TYPE_CHOICES: Choice[] = [
  { value: '', label: 'All' },
  ...APP_TYPES.map((type) => ({ value: type, label: `${formatAppType(type)}s` })),
];
const PRICE_LABELS: Record<(typeof CATALOGUE_PRICES)[number], string> = {
  free: 'Free',
  paid: 'Paid',
};
const PRICE_CHOICES: Choice[] = [
  { value: '', label: 'All' },
  ...CATALOGUE_PRICES.map((price) => ({ value: price, label: PRICE_LABELS[price] })),
];
const PEGI_CHOICES: Choice[] = [
  { value: '', label: 'All' },
  ...PEGI_RATING_VALUES.map((rating) => ({ value: rating, label: formatPegi(rating) })),
];
const SORT_CHOICES: Choice[] = CATALOGUE_SORTS.map((sort) => ({
  value: sort,
  label: CATALOGUE_SORT_LABELS[sort],
}));

const FIELD_LABEL = 'text-sm font-medium';
const SELECT =
  'h-10 w-full rounded-md border border-muted-foreground/50 bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm';

/**
 * The store's search and filters: a real GET form to /store whose fields are the API's own
 * parameters, so it works as plain HTML before the app has the page. Once it has, a submission
 * moves to the same URL inside the app instead of loading a new document.
 */
export function CatalogueSearchForm({ query }: { query: URLSearchParams }) {
  const navigate = useNavigate();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const shown = query.toString();
  // The fields are the form's own (uncontrolled): what a visitor types or picks before the app
  // has taken the page over stays, where React would put a controlled field back to its state.
  // They follow the URL when it changes by other means (a link that clears the search, Back).
  const initial = formValuesOf(query);
  const syncedFor = useRef(shown);
  useEffect(() => {
    if (syncedFor.current === shown || !form.current) return;
    syncedFor.current = shown;
    const values = formValuesOf(new URLSearchParams(shown));
    for (const name of CATALOGUE_FORM_FIELDS) {
      const field = form.current.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field.value !== values[name]
      ) {
        field.value = values[name];
      }
    }
  }, [shown]);
  const bind = (name: CatalogueFormField) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: initial[name],
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = catalogueQueryOfForm(new FormData(event.currentTarget)).toString();
    void navigate({ pathname: paths.store, search: search ? `?${search}` : '' });
  }

  const select = (name: CatalogueFormField, label: string, choices: Choice[]) => (
    <div className="grid gap-2">
      <label htmlFor={`${id}-${name}`} className={FIELD_LABEL}>
        {label}
      </label>
      <select {...bind(name)} className={SELECT}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      ref={form}
      method="get"
      action={paths.store}
      role="search"
      aria-label="Store"
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-border bg-muted/60 p-4 sm:p-5"
    >
      <div className="grid gap-2">
        <label htmlFor={`${id}-q`} className={FIELD_LABEL}>
          Search apps
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              {...bind('q')}
              type="search"
              placeholder="Name, description or developer"
              maxLength={CATALOGUE_SEARCH_MAX_LENGTH}
              autoComplete="off"
              className="pl-9"
            />
          </div>
          <button type="submit" className={buttonVariants({ className: 'sm:w-32' })}>
            Search
          </button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {select('type', 'Type', TYPE_CHOICES)}
        {select('price', 'Price', PRICE_CHOICES)}
        {select('pegi', 'PEGI rating', PEGI_CHOICES)}
        {select('sort', 'Sort', SORT_CHOICES)}
      </div>
    </form>
  );
}
