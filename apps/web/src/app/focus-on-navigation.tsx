import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading } from '@/lib/focus';

// A lazily loaded screen, or one behind a guard, shows its heading a moment after the route
// changes; after this long without one there is nothing to focus.
const HEADING_WAIT_MS = 10_000;

/**
 * A single-page app does not move focus on a route change the way a new document would, so a
 * screen-reader user hears nothing and a keyboard user's next Tab starts wherever the old page
 * left off. When the path changes after the visitor did something (a click, a key, a submit),
 * focus goes to the new page's main heading once it is on screen, unless the page or the
 * visitor has moved focus meanwhile (a field the page focuses itself). Not on the first load,
 * nor on the redirects of the first load: the visitor has not done anything yet. A change of
 * the query alone (a filter) keeps focus where it is. The heading gets no outline for mouse
 * users: :focus-visible stays off after a pointer click.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // What had focus when the visitor last clicked or pressed a key (the link, the submit
  // button, body); undefined until they do anything, as on the first load and its redirects.
  const focusAtLastAction = useRef<Element | null | undefined>(undefined);

  useEffect(() => {
    const remember = () => {
      focusAtLastAction.current = document.activeElement;
    };
    window.addEventListener('click', remember, { capture: true });
    window.addEventListener('keydown', remember, { capture: true });
    return () => {
      window.removeEventListener('click', remember, { capture: true });
      window.removeEventListener('keydown', remember, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const focusedByVisitor = focusAtLastAction.current;
    if (focusedByVisitor === undefined) return;

    // Focus elsewhere than where the visitor left it: the new page focused a field of its own,
    // or the visitor moved on while the page was loading.
    const focusMovedMeanwhile = () => {
      const active = document.activeElement;
      return (
        active !== null &&
        active !== document.body &&
        active !== focusedByVisitor &&
        active.isConnected
      );
    };
    const tryFocus = () => focusMovedMeanwhile() || focusMainHeading();
    if (tryFocus()) return;

    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timeout = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timeout);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return null;
}
