import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ScrollRegion } from '@/components/ui/scroll-region';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { AdminApplication } from '../api/list-all-applications';
import { formatCategory, formatPegi, formatPrice } from '../app-format';
import { AppIcon } from '@/components/app-icon';

/**
 * Preview on the review queue (the spec leaves it open): the listing as the public store page
 * will show it, read-only, so staff judge what customers will see.
 */
export function AppPreviewDialog({
  app,
  children,
}: {
  app: AdminApplication;
  children: ReactNode;
}) {
  const screenshots = app.assets.screenshots.web.filter((shot) => shot.url);
  const banner = app.assets.heroBanner?.url;
  const aboutId = useId();
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="sm:max-w-3xl" closeLabel="Close preview">
        <div className="border-b border-border pr-8 pb-3">
          <DialogTitle className="text-base">Store preview: {app.appName}</DialogTitle>
          <DialogDescription>
            How the store page will show this listing. Read-only.
          </DialogDescription>
        </div>
        <div className="grid min-w-0 gap-5">
          {banner ? (
            <img
              src={banner}
              alt={`${app.appName} banner`}
              className="aspect-[3/1] w-full rounded-lg border border-border object-cover"
            />
          ) : (
            <div className="grid aspect-[3/1] w-full place-items-center rounded-lg bg-muted text-sm text-muted-foreground">
              No banner
            </div>
          )}
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <AppIcon name={app.appName} url={app.assets.webIcon?.url} className="size-20" />
            <div className="grid min-w-0 flex-1 gap-1.5">
              <h3 className="text-xl font-semibold wrap-anywhere">{app.appName}</h3>
              <p className="text-sm text-muted-foreground">{app.developer.name}</p>
              <p className="wrap-anywhere">{app.shortDescription}</p>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <Badge variant="outline">{formatPegi(app.ageRating.pegi)}</Badge>
                {app.categories.map((category) => (
                  <Badge key={category} variant="secondary">
                    {formatCategory(category)}
                  </Badge>
                ))}
              </div>
            </div>
            <p className="self-start rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground">
              {formatPrice(app.price, app.currency)}
            </p>
          </div>
          {screenshots.length > 0 ? (
            <ScrollRegion label="Screenshots" className="snap-x pb-2">
              <ul className="flex gap-3">
                {screenshots.map((shot, index) => (
                  <li key={shot.key} className="shrink-0 snap-start">
                    <img
                      src={shot.url ?? undefined}
                      alt={`Screenshot ${index + 1} of ${screenshots.length}`}
                      className="h-40 w-auto rounded-md border border-border object-cover sm:h-48"
                    />
                  </li>
                ))}
              </ul>
            </ScrollRegion>
          ) : null}
          <section aria-labelledby={aboutId} className="grid gap-2">
            <h3 id={aboutId} className="text-sm font-semibold">
              About this app
            </h3>
            <p className="text-sm wrap-anywhere whitespace-pre-line">{app.longDescription}</p>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
