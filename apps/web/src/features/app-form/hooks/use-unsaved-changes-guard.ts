import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@/lib/navigation-blocker';

/**
 * Asks before the form is left with unsaved changes (decision 0019): an in-app link or Back is held
 * by react-router's blocker (the screen shows the returned blocker's question), closing or
 * reloading the tab by the browser's own beforeunload prompt. `isDirty` is read when someone
 * leaves. `allowLeaving` lets the form's own next navigation through (a saved form's state
 * updates only on the next render, after the navigation was asked for).
 */
export function useUnsavedChangesGuard(isDirty: () => boolean, dirtyNow: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // One navigation the form started itself (after a save) goes through unasked.
    if (leaving.current) {
      leaving.current = false;
      return false;
    }
    return (
      isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search)
    );
  });

  useEffect(() => {
    if (!dirtyNow) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirtyNow]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  return { blocker, allowLeaving };
}
