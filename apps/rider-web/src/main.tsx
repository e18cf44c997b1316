import { startSessionAtom } from '@velo/auth';
import { loadLocale } from '@velo/i18n';
import { localeAtom } from '@velo/preferences';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazyWithRetry } from '@velo/data';
import { App, createRiderRouter } from './app/App';
import type { LazyDataRouter } from './app/lazyRouter';
import { createRiderRuntime } from './app/runtime';
import { environmentFromMode, tagManagerEnabled, telemetryEnabled } from './environment';
import { whenIdle } from './idle';
import {
  enablePrerenderedControls,
  holdSubmissions,
  prerenderedAs,
  restorePrerenderedStyles,
  routesResolved,
  typedBeforeHydration,
} from './prerendered';

const environment = environmentFromMode(import.meta.env.MODE);
// The session starts below: here for a page the app renders, by the shell once a prerendered page
// is hydrated.
const runtime = createRiderRuntime({ startSession: false });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * A page prerendered by the build (tools/vite/prerender.ts, `data-prerendered` on #root) is hydrated: the
 * same texts, the same routes (lazy ones resolved first), so React adopts the HTML the visitor already
 * sees, with what they typed in it. Any other page is rendered here.
 */
async function start(root: HTMLElement) {
  const prerendered = prerenderedAs(root, window.location);
  // The app's language (spec section 4: a stored choice wins over the browser's, which chose the
  // HTML): a page in another is rendered anew in it, fetching one catalogue, not two.
  const lang = runtime.store.get(localeAtom);
  if (prerendered && document.documentElement.lang === lang) {
    // From now on a form sent early is held, and sent again once the app handles it.
    const submissions = holdSubmissions(root);
    // The router, beside the catalogue: a prerendered page has no start token to take out of the
    // address first (a query has the page rendered below).
    const routerReady = routerOfFirstPage();
    // A catalogue that cannot be fetched: rendered as any other page, by the app's chunk rule.
    const messages = await loadLocale(lang).catch(() => null);
    const router = await routerReady;
    if (messages) {
      // A page prerendered whole waits for its routes; one prerendered as the first-load spinner (its
      // data comes from the server) hydrates before them, as that spinner.
      if (prerendered === 'page') await routesResolved(router);
      restorePrerenderedStyles(root);
      // In a transition, as a render below: hydration works in slices that yield to the browser
      // (the page is already painted), so no long task holds a tap back (total blocking time); an
      // input in a part not hydrated yet has that part hydrated first.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App
              runtime={runtime}
              router={router}
              initialMessages={{ locale: lang, messages }}
              // Read once hydrated, so what was typed while React hydrated counts too; the other
              // buttons work from then on.
              onHydrated={() => {
                enablePrerenderedControls(root, 'button');
                void typedBeforeHydration(root)().then(submissions.release);
                loadRouterWhenIdle(router);
              }}
            />
          </StrictMode>,
        );
      });
      return;
    }
    await renderApp(root, router);
    return;
  }
  await renderApp(root);
}

/**
 * The app's router, ready for the first page: at once for a page that needs nothing of React Router's
 * router to show (/login: `lazyRouter.ts`), after its chunk for any other. That chunk failing follows
 * the app's rule (one reload, then the error page, which the router shows without it).
 */
async function routerOfFirstPage(): Promise<LazyDataRouter> {
  const router = createRiderRouter(runtime);
  if (!router.renderable) await lazyWithRetry(() => router.load())().catch(() => undefined);
  return router;
}

/**
 * React Router's router, fetched once the page has been shown and answers: ready for the first
 * navigation, which would otherwise wait for it. A failure here is silent: that navigation asks again.
 */
function loadRouterWhenIdle(router: LazyDataRouter) {
  performance.mark('velo:interactive');
  whenIdle(() => void router.load().catch(() => undefined), 2000, 200);
}

async function renderApp(root: HTMLElement, given?: LazyDataRouter) {
  // Before the router reads the address: a start token (spec section 4) is stored and taken out of
  // the URL first, and the profile starts loading at once.
  void runtime.store.set(startSessionAtom);
  const router = given ?? (await routerOfFirstPage());
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser, so the first render of a slow phone
  // never holds the main thread long enough to delay a tap (Lighthouse's total blocking time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App runtime={runtime} router={router} onHydrated={() => loadRouterWhenIdle(router)} />
      </StrictMode>,
    );
  });
}
void start(container);

// Off the critical path (the /login budget): neither module is in the first chunks, and neither is
// fetched at all where the environment has no telemetry (spec section 9: prod and staging only).
const sentryDsn = import.meta.env['VITE_SENTRY_DSN'] as string | undefined;
const tagManagerId = import.meta.env['VITE_TAG_MANAGER_ID'] as string | undefined;
if (telemetryEnabled(environment) && sentryDsn) {
  void import('./telemetry').then(({ startTelemetry }) =>
    startTelemetry({ environment, dsn: sentryDsn, release: 'rider-web@1.2.27' }),
  );
}
if (tagManagerEnabled(environment) && tagManagerId) {
  void import('./tagManager').then(({ startTagManager }) =>
    startTagManager(environment, tagManagerId),
  );
}
