import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { focusMainHeading, focusWithoutTabStop } from '@/lib/focus';
import { COOKIE_CONSENT_STORAGE_KEY } from '@vmu/domain';
import { useInBrowser } from '@/lib/use-in-browser';
import { useCookieConsent } from '../hooks/use-cookie-consent';
import { useReserveBottomSpace } from '../hooks/use-reserve-bottom-space';

const loadPreferencesPanel = () => import('./cookie-preferences-panel');
const CookiePreferencesPanel = lazy(() =>
  loadPreferencesPanel().then((m) => ({ default: m.CookiePreferencesPanel })),
);

// A non-modal region fixed to the bottom of the viewport: the page stays usable behind it and
// nothing in the page moves when it appears or goes (no layout shift).
export function CookieConsentBanner() {
  const inBrowser = useInBrowser();
  const { hasChosen, preferences, acceptAll, acceptNecessaryOnly, savePreferences } =
    useCookieConsent();
  const [customizing, setCustomizing] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  useReserveBottomSpace(regionRef, !hasChosen);
  const { returnFocus, rememberFocusBefore } = useReturnFocusOnClose(regionRef, hasChosen);

  if (hasChosen) return null;

  return (
    <div
      ref={regionRef}
      onFocus={rememberFocusBefore}
      role="region"
      aria-label="Cookie consent"
      // In the prerendered pages (decision 0030) the banner comes hidden: the page's start
      // script shows it before the first paint unless a choice is stored under this key, and
      // the app shows it once it has the page, if the stored choice is not a valid one.
      hidden={!inBrowser}
      data-show-unless-stored={COOKIE_CONSENT_STORAGE_KEY}
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
            onAcceptNecessaryOnly={returnFocus(acceptNecessaryOnly)}
            onSave={returnFocus(savePreferences)}
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
          {/* Disabled in the prerendered page until the app has it: a press before would do
              nothing. */}
          <fieldset
            disabled={!inBrowser}
            className="m-0 flex min-w-0 shrink-0 flex-col gap-2 border-0 p-0 sm:flex-row"
          >
            <Button
              variant="outline"
              onClick={() => setCustomizing(true)}
              // Fetch the panel as soon as the visitor heads for the button, not after the press.
              onPointerEnter={() => void loadPreferencesPanel()}
              onFocus={() => void loadPreferencesPanel()}
            >
              Customize Preferences
            </Button>
            <Button variant="outline" onClick={returnFocus(acceptNecessaryOnly)}>
              Accept Necessary Only
            </Button>
            <Button onClick={returnFocus(acceptAll)}>Accept All Cookies</Button>
          </fieldset>
        </div>
      )}
    </div>
  );
}

/**
 * The button that closed the banner goes with it, and focus would fall to the document body:
 * a keyboard user would start again from the top and a screen reader would say nothing. When
 * focus was in the banner as it closes, it goes back to where it was before it entered the
 * banner, or else to the page's main heading (the page's content, not the banner's place).
 * `returnFocus(choose)` wraps each choice that closes the banner; `rememberFocusBefore` is the
 * banner's focus handler.
 */
function useReturnFocusOnClose(regionRef: RefObject<HTMLElement | null>, closed: boolean) {
  const focusBeforeBanner = useRef<HTMLElement | null>(null);
  const closingWithFocus = useRef(false);

  useEffect(() => {
    if (!closed || !closingWithFocus.current) return;
    closingWithFocus.current = false;
    const before = focusBeforeBanner.current;
    if (before?.isConnected && before !== document.body) before.focus({ preventScroll: true });
    else if (!focusMainHeading()) {
      const main = document.getElementById('main');
      if (main) focusWithoutTabStop(main);
    }
  }, [closed]);

  function returnFocus<Args extends unknown[]>(choose: (...args: Args) => void) {
    return (...args: Args) => {
      closingWithFocus.current = regionRef.current?.contains(document.activeElement) ?? false;
      choose(...args);
    };
  }
  function rememberFocusBefore(event: FocusEvent) {
    const from = event.relatedTarget;
    if (from === null) focusBeforeBanner.current = null;
    else if (from instanceof HTMLElement && !regionRef.current?.contains(from)) {
      focusBeforeBanner.current = from;
    }
  }
  return { returnFocus, rememberFocusBefore };
}
