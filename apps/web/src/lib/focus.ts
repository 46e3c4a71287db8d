import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses an element that is not a control (a heading, a container) for screen readers and
 * keyboard users: tabindex=-1 makes it focusable by script only, never a Tab stop. The page
 * does not scroll for it; scrolling is ScrollToTop's job.
 */
export function focusWithoutTabStop(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The page's main heading: the h1 of main#main, or of the page when it has no main. */
export function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

/** Moves focus to the page's main heading; false when the page has none (yet). */
export function focusMainHeading(): boolean {
  const heading = mainHeading();
  if (!heading) return false;
  focusWithoutTabStop(heading);
  return true;
}

/** The first control marked invalid inside `root`, in document (that is, visual) order. */
export function firstInvalidControl(root: ParentNode): HTMLElement | null {
  for (const control of root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    if (!control.matches(':disabled')) return control;
  }
  return null;
}

/**
 * After a refused submit, focus goes to the first invalid field as the visitor sees the form,
 * top to bottom. react-hook-form's own shouldFocusError follows the order fields were
 * registered in, which is not the order on screen (sign-up registered Email before Name), so
 * forms turn it off and use this instead.
 *
 * `failedSubmits` changes with each submit: react-hook-form's `formState.submitCount`, which
 * it updates in the same render as the errors, or a counter a hand-made form bumps together
 * with its error state. Every field marked invalid carries aria-invalid (FormField does).
 * Returns the ref for the form (or the element holding its fields).
 */
export function useFocusFirstInvalidField<T extends HTMLElement = HTMLFormElement>(
  failedSubmits: number,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  // A refused submit waits here until its fields are marked: a form that counts the refusal
  // in its own state (react-hook-form's onInvalid runs before its errors are published) sees
  // the count one render before the aria-invalid marks.
  const waiting = useRef(false);
  useEffect(() => {
    if (failedSubmits > 0) waiting.current = true;
  }, [failedSubmits]);
  useEffect(() => {
    if (!waiting.current || !ref.current) return;
    const control = firstInvalidControl(ref.current);
    if (!control) return;
    waiting.current = false;
    control.focus();
  });
  return ref;
}
