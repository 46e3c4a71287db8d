import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { FocusOnNavigation } from './focus-on-navigation';
import { ScrollToTop } from './scroll-to-top';
import { ToasterHost } from '@/lib/toast';
import { lazyWithQueries } from './with-queries';

// The banner reads the visitor's stored choice (local storage, checked with zod): its code
// (with zod, about 9 kB gzipped) loads once the page is on screen. The prerendered pages hold
// it hidden; their start script shows it to a visitor without a stored choice (decision 0030).
const CookieConsentBanner = lazy(() =>
  import('@/features/cookie-consent/components/cookie-consent-banner').then((module) => ({
    default: module.CookieConsentBanner,
  })),
);

// The notice staff set on /admin/settings (decision 0049) reads the server after the page is on
// screen, as the header's account links do; nothing shows while there is none.
const PortalNoticeBanner = lazyWithQueries(() =>
  import('@/features/portal-notice/components/portal-notice-banner').then(
    (module) => module.PortalNoticeBanner,
  ),
);

export function RootLayout() {
  // Marks the page as the app's: a prerendered page (decision 0030) is HTML until then, and its
  // links load whole pages. Journeys wait for it before they test what only the app does.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
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
      <Suspense fallback={null}>
        <CookieConsentBanner />
      </Suspense>
      <Suspense fallback={null}>
        <PortalNoticeBanner />
      </Suspense>
      <Outlet />
      <ToasterHost />
      <ScrollToTop />
      <FocusOnNavigation />
    </>
  );
}
