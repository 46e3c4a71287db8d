import { Suspense, type ComponentType } from 'react';
import { lazyWithQueries } from './with-queries';

type RouteModule = { Component: ComponentType };

/**
 * A screen in its own chunk. Route modules export `Component`; the chunk is fetched when the
 * route is first rendered, so the landing page does not pay for the rest of the portal.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  const Screen = lazyWithQueries(() => load().then((module) => module.Component));
  return function LazyScreen() {
    return (
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Screen />
      </Suspense>
    );
  };
}
