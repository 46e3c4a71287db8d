import { useLayoutEffect, type RefObject } from 'react';

/**
 * While the element is fixed to the bottom of the viewport, the page gets that much room below
 * its end and scrolls focused elements clear of it, so nothing can only be reached behind it
 * (WCAG 2.4.11 Focus Not Obscured). The space is added after the last content, so nothing on
 * screen moves (no layout shift).
 */
export function useReserveBottomSpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const body = document.body;
    const apply = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    apply();
    // jsdom and very old browsers lack ResizeObserver; the first measurement still applies.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [ref, active]);
}
