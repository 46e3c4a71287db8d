import { useCallback, useEffect, useRef, useState } from 'react';
import { BUNDLE_CHECK_DEBOUNCE_MS, BundleIdentifierSchema } from '@vmu/domain';
import { checkBundleIdentifier } from '../api/check-bundle-identifier';

/**
 * docs/product.md, "Bundle identifier check": idle, checking (spinner), taken (error), available
 * (green check). 'waiting' is the quiet time after a keystroke before the check runs: nothing
 * shows, but saving still has to wait for it.
 */
export type BundleCheckPhase = 'idle' | 'waiting' | 'checking' | 'taken' | 'available';

export interface BundleCheck {
  phase: BundleCheckPhase;
  /** The identifier the phase is about (the taken message names it). */
  identifier: string;
}

const IDLE: BundleCheck = { phase: 'idle', identifier: '' };

/** Only well-formed identifiers are sent; the form shows the format message for the rest. */
function checkable(value: string): string | null {
  const parsed = BundleIdentifierSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Checks a bundle identifier 300 ms after typing stops and at once on blur
 * (docs/product.md, "App form rules"). An identifier is taken when another app holds it:
 * `editingAppId` is the app being edited, which may keep its own. Failures of the check are ignored
 * (the server checks again on save).
 */
export function useBundleIdentifierCheck(editingAppId: string | null) {
  const [check, setCheck] = useState<BundleCheck>(IDLE);
  // Mirrors `check` for the save buttons, which read it after awaiting the form's validation.
  const current = useRef<BundleCheck>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sequence = useRef(0);
  const editing = useRef(editingAppId);
  useEffect(() => {
    editing.current = editingAppId;
  }, [editingAppId]);

  const update = useCallback((next: BundleCheck) => {
    current.current = next;
    setCheck(next);
  }, []);

  const run = useCallback(
    async (identifier: string) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const mine = ++sequence.current;
      update({ phase: 'checking', identifier });
      let phase: BundleCheckPhase;
      try {
        const result = await checkBundleIdentifier(identifier);
        // existingAppId is null for another developer's app: taken, also for a new app.
        const ownApp = editing.current !== null && result.existingAppId === editing.current;
        phase = result.exists && !ownApp ? 'taken' : 'available';
      } catch (error) {
        console.error('Bundle identifier check failed', error);
        phase = 'idle';
      }
      // A newer keystroke or blur owns the state now.
      if (mine === sequence.current) update({ phase, identifier });
    },
    [update],
  );

  /** After a keystroke: check once typing has stopped for 300 ms. */
  const schedule = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      sequence.current++;
      const identifier = checkable(value);
      if (identifier === null) {
        update(IDLE);
        return;
      }
      update({ phase: 'waiting', identifier });
      timer.current = setTimeout(() => void run(identifier), BUNDLE_CHECK_DEBOUNCE_MS);
    },
    [run, update],
  );

  /** On blur: check now, unless this identifier's answer is already known or on its way. */
  const checkNow = useCallback(
    (value: string) => {
      const identifier = checkable(value);
      if (identifier === null) return;
      const { phase, identifier: known } = current.current;
      if (known === identifier && phase !== 'waiting' && phase !== 'idle') return;
      void run(identifier);
    },
    [run],
  );

  /** The server refused a save because the identifier is taken (a race the check lost). */
  const markTaken = useCallback(
    (identifier: string) => {
      clearTimeout(timer.current);
      sequence.current++;
      update({ phase: 'taken', identifier });
    },
    [update],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    check,
    schedule,
    checkNow,
    markTaken,
    /** What blocks a save right now: a taken identifier, or a check not finished. */
    blocker: (): 'taken' | 'pending' | null => {
      const { phase } = current.current;
      if (phase === 'taken') return 'taken';
      return phase === 'waiting' || phase === 'checking' ? 'pending' : null;
    },
  };
}
