import { Outlet } from 'react-router';
import { FocusOnNavigation } from './focus-on-navigation';
import { ScrollToTop } from './scroll-to-top';
import { ToasterHost } from '@/lib/toast';
import { CookieConsentBanner } from '@/features/cookie-consent/components/cookie-consent-banner';

export function RootLayout() {
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
      <CookieConsentBanner />
      <Outlet />
      <ToasterHost />
      <ScrollToTop />
      <FocusOnNavigation />
    </>
  );
}
