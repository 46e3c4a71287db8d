import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { STORE_FIGURE_NOTES, type CatalogueAppDetail } from '@vmu/domain';
import { AppIcon } from '@/components/app-icon';
import { Link } from '@/components/link';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { formatFileSize } from '@/lib/format';
import { STORE_UNREACHABLE, StoreApiError } from '../api/store-api';
import { useStorePageData } from '../api/store-page-data';
import { useCatalogueApp } from '../api/use-catalogue-app';
import type { StoreVisitor } from '../store-visitor';
import {
  formatAppType,
  formatCataloguePrice,
  formatPegi,
  formatStoreCount,
  formatStoreDate,
} from '../format';
import { AppUnavailable } from './app-unavailable';
import { BuyButton } from './buy-button';
import { DownloadButton } from './download-button';
import { PegiBadge } from './pegi-badge';
import { ScreenshotGallery } from './screenshot-gallery';

/** The VMU Pro's own pixels: its banner and icon are shown at exactly this size. */
/** The device's pictures at its own pixel size (classes spelled out for Tailwind to find). */
const DEVICE_PICTURES = {
  banner: { width: 240, height: 160, label: 'Banner', size: 'h-[160px] w-[240px]' },
  icon: { width: 76, height: 76, label: 'Icon', size: 'h-[76px] w-[76px]' },
} as const;

/** A picture of the listing as the VMU Pro shows it: its pixels, neither scaled nor smoothed. */
function DevicePicture(props: { picture: keyof typeof DEVICE_PICTURES; src: string; alt: string }) {
  const { width, height, label, size } = DEVICE_PICTURES[props.picture];
  return (
    <figure>
      <img
        src={props.src}
        alt={props.alt}
        width={width}
        height={height}
        loading="lazy"
        className={`${size} max-w-none rounded-sm bg-slate-900 [image-rendering:pixelated]`}
      />
      <figcaption className="mt-2 text-xs text-muted-foreground">
        {label}, {width} × {height}
      </figcaption>
    </figure>
  );
}

// The widths each image is shown at, for the browser to pick its display copy (decision 0037);
// they follow the layout's classes below (max-w-6xl less px-4, the 20rem aside and gap-10 from lg).
/** The hero: the page's width less its padding. */
const HERO_SIZES = '(min-width: 72rem) 70rem, calc(100vw - 2rem)';
/** The icon: size-20, sm:size-24. */
const ICON_SIZES = '(min-width: 40rem) 6rem, 5rem';

/** /store/apps/{bundleIdentifier}: one app's page. */
export function AppPageScreen({
  bundleIdentifier,
  visitor,
}: {
  bundleIdentifier: string;
  visitor: StoreVisitor;
}) {
  const location = useLocation();
  const pageData = useStorePageData(location.pathname + location.search);
  const app = useCatalogueApp(bundleIdentifier, {
    initialData: pageData?.app,
    enabled: !pageData?.unavailable,
  });
  if (pageData?.unavailable) return <AppUnavailable message={pageData.unavailable.message} />;
  if (app.isError) {
    const error = app.error;
    if (error instanceof StoreApiError && (error.status === 404 || error.status === 410)) {
      return <AppUnavailable message={error.message} />;
    }
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <title>Store | VMU Pro</title>
        <h1 className="text-2xl font-bold tracking-tight">This app could not be loaded</h1>
        <ListFailure query={app} className="py-6">
          <p role="alert" className="text-muted-foreground">
            {error instanceof StoreApiError ? error.message : STORE_UNREACHABLE}
          </p>
        </ListFailure>
      </div>
    );
  }
  if (app.isPending) return <LoadingStatus label="Loading the app" />;
  return <AppPage app={app.data} visitor={visitor} />;
}

function AppPage({ app, visitor }: { app: CatalogueAppDetail; visitor: StoreVisitor }) {
  const regional = Object.entries(app.regionalRatings);
  return (
    <article>
      <title>{`${app.name} | VMU Pro Store`}</title>
      <meta name="description" content={app.shortDescription} />
      <div className="bg-linear-to-b from-secondary to-background">
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <Link
            to={paths.store}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> All apps
          </Link>
          {app.heroBannerUrl ? (
            <img
              srcSet={app.heroBannerSrcSet ?? undefined}
              sizes={app.heroBannerSrcSet ? HERO_SIZES : undefined}
              src={app.heroBannerUrl}
              alt={`${app.name} banner`}
              width={1200}
              height={400}
              fetchPriority="high"
              // Shown whole in the 3:1 frame: banners are asked for at 3:1 (decision 0051), and
              // one of another shape uploaded before is letterboxed, never cropped to a strip.
              className="mt-4 aspect-[3/1] w-full rounded-2xl border border-border bg-muted object-contain shadow-sm"
            />
          ) : null}
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <header className="flex flex-col gap-5 sm:flex-row sm:items-start lg:col-span-2">
          <AppIcon
            name={app.name}
            url={app.webIconUrl}
            srcSet={app.webIconSrcSet}
            sizes={ICON_SIZES}
            className="size-20 rounded-2xl shadow-sm sm:size-24"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {app.name}
            </h1>
            <p className="mt-1 text-muted-foreground">{app.developerName}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-lg font-semibold">{formatCataloguePrice(app.price)}</span>
              <span className="text-muted-foreground">{formatAppType(app.type)}</span>
              {app.pegiRating ? <PegiBadge rating={app.pegiRating} /> : null}
            </div>
            <p className="mt-4 max-w-2xl text-lg">{app.shortDescription}</p>
          </div>
          <div className="sm:pt-2">
            {app.price ? (
              <BuyButton app={{ ...app, price: app.price }} visitor={visitor} />
            ) : (
              <DownloadButton app={app} />
            )}
          </div>
        </header>

        <div className="grid min-w-0 gap-12">
          {app.screenshots.web.length > 0 ? (
            <Section title="Screenshots">
              <ScreenshotGallery
                appName={app.name}
                urls={app.screenshots.web}
                srcSets={app.screenshots.webSrcSets}
              />
            </Section>
          ) : null}

          <Section title="About this app">
            {/* Plain text as the developer wrote it, paragraphs and all; never HTML. */}
            <p className="leading-relaxed whitespace-pre-line">{app.longDescription}</p>
          </Section>

          {app.vmuBannerUrl || app.vmuIconUrl ? (
            <Section title="On the VMU Pro">
              <p className="text-sm text-muted-foreground">
                The banner and icon as the handheld shows them, pixel for pixel.
              </p>
              <div className="mt-4 flex flex-wrap items-end gap-6">
                {app.vmuBannerUrl ? (
                  <DevicePicture
                    picture="banner"
                    src={app.vmuBannerUrl}
                    alt={`${app.name} banner on the VMU Pro`}
                  />
                ) : null}
                {app.vmuIconUrl ? (
                  <DevicePicture
                    picture="icon"
                    src={app.vmuIconUrl}
                    alt={`${app.name} icon on the VMU Pro`}
                  />
                ) : null}
              </div>
            </Section>
          ) : null}

          {app.releases.length > 0 ? (
            <Section title="What's new">
              <ol className="grid gap-6">
                {app.releases.map((release) => (
                  <li key={release.version}>
                    <h3 className="font-semibold">
                      Version {release.version}{' '}
                      <span className="font-normal text-muted-foreground">
                        ·{' '}
                        <time dateTime={release.releasedAt}>
                          {formatStoreDate(release.releasedAt)}
                        </time>
                      </span>
                    </h3>
                    <p className="mt-1 text-sm leading-relaxed whitespace-pre-line">
                      {release.releaseNotes}
                    </p>
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
        </div>

        <div className="grid content-start gap-8">
          <Section title="Information">
            <dl className="grid gap-3 text-sm">
              <Fact term="Developer">{app.developerName}</Fact>
              <Fact term="Version">{app.version}</Fact>
              <Fact term="Size">{formatFileSize(app.packageSize)}</Fact>
              <Fact term="Last updated">
                <time dateTime={app.updatedAt}>{formatStoreDate(app.updatedAt)}</time>
              </Fact>
              <Fact term={STORE_FIGURE_NOTES.storeDownloads}>
                {formatStoreCount(app.downloads)}
              </Fact>
              <Fact term="Age rating">
                {app.pegiRating ? formatPegi(app.pegiRating) : 'Not rated'}
              </Fact>
              {regional.map(([region, rating]) => (
                <Fact key={region} term={`Rating in ${region}`}>
                  {rating}
                </Fact>
              ))}
            </dl>
          </Section>
          {app.termsAndConditionsUrl || app.privacyPolicyUrl ? (
            <Section title="Legal">
              <ul className="grid gap-2 text-sm">
                {app.termsAndConditionsUrl ? (
                  <li>
                    <ExternalLinkTo href={app.termsAndConditionsUrl}>
                      Terms and Conditions
                    </ExternalLinkTo>
                  </li>
                ) : null}
                {app.privacyPolicyUrl ? (
                  <li>
                    <ExternalLinkTo href={app.privacyPolicyUrl}>Privacy Policy</ExternalLinkTo>
                  </li>
                ) : null}
              </ul>
            </Section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-border pb-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** The developer's own page: a new tab, told nothing of ours. */
function ExternalLinkTo({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
