import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCookieConsent } from '../hooks/use-cookie-consent';
import { useReserveBottomSpace } from '../hooks/use-reserve-bottom-space';

const loadPreferencesPanel = () => import('./cookie-preferences-panel');
const CookiePreferencesPanel = lazy(() =>
  loadPreferencesPanel().then((m) => ({ default: m.CookiePreferencesPanel })),
);

// A non-modal region fixed to the bottom of the viewport: the page stays usable behind it and
// nothing in the page moves when it appears or goes (no layout shift).
export function CookieConsentBanner() {
  const { hasChosen, preferences, acceptAll, acceptNecessaryOnly, savePreferences } =
    useCookieConsent();
  const [customizing, setCustomizing] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  useReserveBottomSpace(regionRef, !hasChosen);

  if (hasChosen) return null;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background shadow-[0_-4px_24px_rgb(15_23_42/0.14)]"
    >
      {customizing ? (
        <Suspense
          fallback={
            <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-muted-foreground sm:px-6">
              Loading cookie preferences…
            </p>
          }
        >
          <CookiePreferencesPanel
            initial={preferences}
            onAcceptNecessaryOnly={acceptNecessaryOnly}
            onSave={savePreferences}
          />
        </Suspense>
      ) : (
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:px-6 sm:py-5 lg:flex-row lg:items-center lg:justify-between lg:gap-8">
          <div className="text-sm">
            <p className="font-semibold text-foreground">We use cookies</p>
            <p className="mt-1 text-muted-foreground">
              Necessary cookies run the portal; with your permission we also use functional,
              analytics and marketing cookies. Read our{' '}
              <Link
                to={paths.cookiePolicy}
                className="font-medium text-primary underline underline-offset-2"
              >
                Cookie Policy
              </Link>
              .
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => setCustomizing(true)}
              // Fetch the panel as soon as the visitor heads for the button, not after the press.
              onPointerEnter={() => void loadPreferencesPanel()}
              onFocus={() => void loadPreferencesPanel()}
            >
              Customize Preferences
            </Button>
            <Button variant="outline" onClick={acceptNecessaryOnly}>
              Accept Necessary Only
            </Button>
            <Button onClick={acceptAll}>Accept All Cookies</Button>
          </div>
        </div>
      )}
    </div>
  );
}
