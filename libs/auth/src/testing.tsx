/**
 * The features' one test kit (`@velo/auth/testing`): a feature's route rendered as the app renders
 * it, for a signed-in rider (or a visitor), over a real SDK client whose requests the test answers.
 * The data policy, the router's loaders and actions and the French catalogue run for real; tests
 * assert what the user sees. Never part of a production bundle.
 */
import type { Schemas } from '@velo/api-sdk';
import { isDataFailure } from '@velo/data';
import { aProfile, renderRoutes, type TestContext } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { useRevalidator, useRouteError, type RouteObject } from 'react-router-dom';
import { sessionAtom } from './sessionAtoms';

/**
 * What a route's error boundary shows in the tests: the failure's kind ("échec : unavailable") and
 * a retry that reads the data again, as the app's error state offers.
 */
export function TestFailure() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <div>
      <p>échec : {isDataFailure(error) ? error.kind : 'autre'}</p>
      <button type="button" onClick={() => void revalidator.revalidate()}>
        Réessayer
      </button>
    </div>
  );
}

export interface RenderScreenOptions {
  /** The feature's route (or routes), from its `createXRoutes(context)`. */
  routes: RouteObject | RouteObject[];
  /** The address the screen is opened at. */
  path: string;
  /** The context the routes were created with (`createTestContext(answers)`). */
  context: TestContext;
  /** The signed-in user (Camille Martin of Acme by default); `null`: a visitor. */
  profile?: Schemas['Profile'] | null;
  locale?: Locale;
}

/**
 * Renders a feature's screen as the app would: session, catalogue, route context, data router, and
 * `TestFailure` as the error boundary of any route that has none.
 */
export function renderScreen(options: RenderScreenOptions) {
  const { context } = options;
  const profile = options.profile === undefined ? aProfile() : options.profile;
  context.store.set(
    sessionAtom,
    profile
      ? { authenticated: true, profile, profileLoaded: true }
      : { authenticated: false, profile: null, profileLoaded: true },
  );
  const routes = (Array.isArray(options.routes) ? options.routes : [options.routes]).map((route) =>
    route.ErrorBoundary || route.errorElement ? route : { ...route, ErrorBoundary: TestFailure },
  );
  const view = renderRoutes({
    routes,
    path: options.path,
    context,
    locale: options.locale ?? 'fr',
  });
  return { ...view, context };
}
