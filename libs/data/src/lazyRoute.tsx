import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router-dom';
import { lazyWithRetry } from './lazyWithRetry';

/** Where a route's loader and action come from: functions resolving them from a lazy module. */
export interface LazyRouteData {
  loader?: () => Promise<LoaderFunction>;
  action?: () => Promise<ActionFunction>;
  /**
   * The texts the screen needs beyond the core catalogue, fetched with its code:
   * `messages: () => loadMessageAreas('bike-choice')` (`@velo/i18n`). The screen renders once both
   * are there, and a failure follows the lazy-chunk rule like the screen's own chunk.
   */
  messages?: () => Promise<unknown>;
}

/**
 * A screen's code and, optionally, its loader and action, each fetched when the route is first
 * visited: `{ path, ...lazyRoute(() => import('./HomeScreen'), { loader: async () =>
 * (await import('./data')).homeLoader(context) }) }`. The router fetches the screen and its data code
 * in parallel and runs the loader as soon as its code is there (no waterfall behind the screen's
 * chunk), and neither weighs on the first page. A chunk that fails reloads the page once, then
 * reaches the error boundary (spec section 4, "Lazy-loaded chunk failure").
 */
export function lazyRoute(
  importer: () => Promise<{ default: ComponentType }>,
  data: LazyRouteData = {},
): Required<Pick<RouteObject, 'lazy'>> {
  const { messages } = data;
  const screen = lazyWithRetry(
    messages ? async () => (await Promise.all([importer(), messages()]))[0] : importer,
  );
  const lazy: Exclude<RouteObject['lazy'], undefined | ((...args: never[]) => unknown)> = {
    Component: async () => {
      try {
        return (await screen()).default;
      } catch (error) {
        // React Router 7.18 drops a failed `Component` of a lazy object silently (a blank page):
        // a component that throws it hands the failure to the route's error boundary instead.
        return function ChunkFailed(): never {
          throw error;
        };
      }
    },
  };
  if (data.loader) lazy.loader = lazyWithRetry(data.loader);
  if (data.action) lazy.action = lazyWithRetry(data.action);
  return { lazy };
}

/**
 * The same rule for a component rendered outside the route table (the shell's rarely seen status
 * pages): fetched when first shown, with `fallback` meanwhile.
 */
export function lazyComponent<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const load = lazyWithRetry(importer);
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
