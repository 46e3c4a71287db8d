import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import { descriptionBeyondTitle } from './alert-text';

// Toasts only ever follow an interaction, so sonner (about 10 kB gzipped) is loaded on the first
// toast instead of with every page. sonner replays active toasts to a Toaster that subscribes
// late, so the first toast shows once the Toaster mounts.
type Sonner = typeof SonnerModule;

const loadSonner = (): Promise<Sonner> => import('sonner');
const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let toasterWanted = false;
const listeners = new Set<() => void>();

function show(render: (sonner: Sonner) => void): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadSonner().then(render);
}

export type ToastOptions = {
  /** A second line under the title, e.g. the server's reason for a failure. */
  description?: string;
  /**
   * Toasts of one id replace each other instead of piling up (repeated failed sign-ins, resends).
   */
  id?: string;
};

/** The options with a description that only repeats the title left out (alert-text.ts). */
const withoutRepeat = (message: string, options?: ToastOptions): ToastOptions | undefined =>
  options && { ...options, description: descriptionBeyondTitle(message, options.description) };

export const toast = {
  success: (message: string, options?: ToastOptions) =>
    show(({ toast }) => toast.success(message, withoutRepeat(message, options))),
  error: (message: string, options?: ToastOptions) =>
    show(({ toast }) => toast.error(message, withoutRepeat(message, options))),
  info: (message: string, options?: ToastOptions) =>
    show(({ toast }) => toast.info(message, withoutRepeat(message, options))),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once near the root; renders nothing until the first toast. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-right" closeButton />
    </Suspense>
  );
}
