import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyWithRetry } from './lazyWithRetry';

/**
 * The code of a screen as a chunk of its own, for a route object: `{ path, loader, ...lazyRoute(() =>
 * import('./HomeScreen')) }`. The router fetches the chunk in parallel with the route's loader (no
 * waterfall), and a chunk that fails reloads the page once, then reaches the error boundary (spec
 * section 4, "Lazy-loaded chunk failure").
 */
export function lazyRoute(
  importer: () => Promise<{ default: ComponentType }>,
): Required<Pick<RouteObject, 'lazy'>> {
  const load = lazyWithRetry(importer);
  return { lazy: async () => ({ Component: (await load()).default }) };
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
