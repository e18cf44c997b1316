/**
 * The Sentry SDK's parts, split so no lazy chunk carries all of it: this module (errors and tracing)
 * loads first, the session-replay integration in a chunk of its own after it.
 */
import { addIntegration, browserTracingIntegration, init, makeFetchTransport } from '@sentry/react';

export { addIntegration, browserTracingIntegration, init, makeFetchTransport };
