import type { CatalogueApp } from '@vmu/domain';
import { AppIcon } from '@/components/app-icon';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { formatAppType, formatCataloguePrice } from '../format';
import { PegiBadge } from './pegi-badge';

/** One app in the store's results: the whole card opens its page. */
export function CatalogueAppCard({ app }: { app: CatalogueApp }) {
  return (
    <article className="relative flex h-full gap-4 rounded-xl border border-border bg-background p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <AppIcon
        name={app.name}
        url={app.webIconUrl}
        srcSet={app.webIconSrcSet}
        // size-16
        sizes="4rem"
        className="size-16 rounded-xl"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="leading-snug font-semibold">
          {/* The stretched link makes the whole card clickable while the accessible name stays
              the app's name. */}
          <Link
            to={paths.storeApp(app.bundleIdentifier)}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-primary"
          >
            {app.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{app.developerName}</p>
        <p className="mt-2 line-clamp-2 flex-1 text-sm">{app.shortDescription}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{formatCataloguePrice(app.price)}</span>
          <span className="text-muted-foreground">{formatAppType(app.type)}</span>
          {app.pegiRating ? <PegiBadge rating={app.pegiRating} className="ml-auto" /> : null}
        </div>
      </div>
    </article>
  );
}
