import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FocusOnNavigation } from './focus-on-navigation';
import { ScrollToTop } from './scroll-to-top';
import { ToasterHost } from '@/lib/toast';
import { useInBrowser } from '@/lib/use-in-browser';

// The banner reads the visitor's stored choice (local storage, checked with zod): it cannot be
// in the prerendered HTML, and its code (with zod, about 9 kB gzipped) loads once the page is
// on screen. Fixed to the bottom of the viewport, it moves nothing when it appears.
const CookieConsentBanner = lazy(() =>
  import('@/features/cookie-consent/components/cookie-consent-banner').then((module) => ({
    default: module.CookieConsentBanner,
  })),
);

export function RootLayout() {
  const inBrowser = useInBrowser();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {/* Early in the reading and tab order, though shown at the bottom: keyboard and screen
          reader users meet the choice first instead of after the whole page. */}
      {inBrowser ? (
        <Suspense fallback={null}>
          <CookieConsentBanner />
        </Suspense>
      ) : null}
      <Outlet />
      <ToasterHost />
      <ScrollToTop />
      <FocusOnNavigation />
    </>
  );
}
