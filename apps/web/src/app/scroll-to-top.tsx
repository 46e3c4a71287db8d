import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top, or at its #anchor; going back keeps the browser's position.
 * The page the app starts on is left where it is: the browser placed it (at the top, at its
 * anchor, or where a reload left it), and a prerendered page (decision 0030) may already have
 * been scrolled by the visitor before the app took it over.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The location last scrolled for; null until the app's first page has been seen.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const location = pathname + hash;
    if (scrolledFor.current === location) return;
    const firstPage = scrolledFor.current === null;
    scrolledFor.current = location;
    if (hash) {
      // An anchor the page rendered itself was not there for the browser to scroll to, unless
      // the page came prerendered (then the browser has scrolled already).
      if (firstPage && window.scrollY > 0) return;
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (!firstPage) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}
