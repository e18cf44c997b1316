import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createRiderRuntime } from './app/runtime';
import { environmentFromMode, tagManagerEnabled, telemetryEnabled } from './environment';

const environment = environmentFromMode(import.meta.env.MODE);
const runtime = createRiderRuntime();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser, so the first render of a slow phone
// never holds the main thread long enough to delay a tap (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
});

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
