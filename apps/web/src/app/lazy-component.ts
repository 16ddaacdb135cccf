import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * Code-splits a route: its component is downloaded the first time the route is visited. Declared as a lazy
 * Component rather than a lazy route, so that the route's loader runs at once instead of after the download.
 *
 * A download that fails (offline, a screen whose code is not kept for offline use: the map) becomes a component that
 * throws, so the route's error boundary says so: React Router does not wait for a lazy Component of a route without
 * a loader, so its failure went unseen and the app rendered nothing at all.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  return {
    Component: async () => {
      try {
        return pick(await load());
      } catch (error) {
        return function ScreenNotLoaded(): never {
          throw error;
        };
      }
    },
  };
}
