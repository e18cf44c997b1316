/**
 * Error reporting and session replay (spec section 9), with @sentry/react.
 *
 * Loaded off the critical path: nothing here is imported by the entry chunk except `startTelemetry`,
 * which waits for the page to be idle and then fetches the SDK as a lazy chunk, so it does not count
 * against the /login JavaScript budget.
 *
 * The idle pause (300 000 ms), the expiry (900 000 ms), the retry of a failed replay send (3 times from
 * 5 s) and the per-session id limits of section 9 are @sentry/replay's own constants; the values
 * below are the ones the SDK takes as options.
 *
 * Nothing is sent unscrubbed (security review finding 5, rules in telemetryScrub.ts): errors,
 * transactions, spans and breadcrumbs each have their hook, the replay records no request detail and
 * cleans its own events, and the transport scrubs every envelope once more before it leaves, which
 * also covers what no hook sees (the replay's event and recording, the trace header).
 */
import type { Breadcrumb, BrowserOptions, Event, replayIntegration } from '@sentry/react';
import { type AppEnvironment, telemetryEnabled } from './environment';
import { whenIdle } from './idle';
import { isBinary, safeQueryParameters, scrubText, scrubValue } from './telemetryScrub';

export const telemetrySettings = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 1,
  replay: {
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    flushMinDelay: 5000,
    flushMaxDelay: 5500,
  },
} as const;

export { scrubText } from './telemetryScrub';

type SentryTransport = ReturnType<NonNullable<BrowserOptions['transport']>>;
type TransportOptions = Parameters<NonNullable<BrowserOptions['transport']>>[0];
type Envelope = Parameters<SentryTransport['send']>[0];
type SpanJSON = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];
type ReplayOptions = NonNullable<Parameters<typeof replayIntegration>[0]>;

/** Errors (`beforeSend`) and transactions (`beforeSendTransaction`): the whole event, scrubbed. */
export function scrubEvent<T extends Event>(event: T): T {
  const query = event.request?.query_string;
  // A query string given as pairs or an object is scrubbed as the text it stands for.
  const request =
    query && typeof query !== 'string'
      ? { ...event.request, query_string: new URLSearchParams(query).toString() }
      : event.request;
  const scrubbed = scrubValue(request ? { ...event, request } : event) as T;
  if (scrubbed.user) {
    // Only the account's id identifies the rider to the support team.
    scrubbed.user = scrubbed.user.id === undefined ? {} : { id: scrubbed.user.id };
  }
  return scrubbed;
}

/** `beforeSendSpan`: a span cannot be dropped, only cleaned (names, descriptions, URL attributes). */
export function scrubSpan(span: SpanJSON): SpanJSON {
  return scrubValue(span) as SpanJSON;
}

/** `beforeBreadcrumb`: navigation (from, to), fetch and XHR URLs, console messages and arguments. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb) as Breadcrumb;
}

/**
 * A replay's recording is sent as text (no compression), so the last step below can read and clean
 * it: rrweb's own events (the page's address, links' `href`) reach no callback of the SDK.
 */
type RecordingEvent = Parameters<NonNullable<ReplayOptions['beforeAddRecordingEvent']>>[0];

/** The replay's own events (breadcrumbs, navigation and request spans with their URLs). */
export function scrubRecordingEvent(event: RecordingEvent): RecordingEvent {
  return scrubValue(event) as RecordingEvent;
}

/**
 * The last step before anything leaves the browser: every item of every envelope (errors,
 * transactions, spans, sessions, replay events and recordings, client reports) and the envelope's
 * headers (the trace context names the transaction) pass through the scrubber. A binary item (a
 * compressed recording, an attachment) cannot be read, so it is not sent.
 */
export function scrubEnvelope(envelope: Envelope): Envelope {
  const [headers, items] = envelope;
  const kept: unknown[] = [];
  for (const [itemHeaders, payload] of items as unknown as Array<[{ type?: string }, unknown]>) {
    if (typeof payload === 'string') kept.push([itemHeaders, scrubText(payload)]);
    else if (isBinary(payload)) continue;
    else kept.push([itemHeaders, scrubValue(payload)]);
  }
  return [scrubValue(headers), kept] as unknown as Envelope;
}

/** Wraps the SDK's transport so that `scrubEnvelope` runs on everything it sends. */
export function scrubbingTransport(
  makeTransport: (options: TransportOptions) => SentryTransport,
): (options: TransportOptions) => SentryTransport {
  return (options) => {
    const inner = makeTransport(options);
    return {
      ...inner,
      send: (envelope) => inner.send(scrubEnvelope(envelope)),
      flush: (timeout) => inner.flush(timeout),
    };
  };
}

/**
 * Session replay's options: the spec's masking (text, inputs, media) and flush window, plus what the
 * replay must not record: attributes that carry text, request and response details (no URL is
 * allowed, no body, no header beyond the SDK's defaults), and a recording kept readable for the
 * envelope scrubber.
 */
export function replayOptions(): ReplayOptions {
  return {
    ...telemetrySettings.replay,
    maskAttributes: [
      'title',
      'placeholder',
      'aria-label',
      'aria-description',
      'aria-valuetext',
      'alt',
      'value',
      'content',
      'download',
      'data-value',
    ],
    networkDetailAllowUrls: [],
    networkCaptureBodies: false,
    networkRequestHeaders: [],
    networkResponseHeaders: [],
    useCompression: false,
    beforeAddRecordingEvent: scrubRecordingEvent,
  };
}

export function sentryOptions(
  environment: AppEnvironment,
  dsn: string,
  release: string,
): BrowserOptions {
  return {
    dsn,
    environment,
    release,
    tracesSampleRate: telemetrySettings.tracesSampleRate,
    replaysSessionSampleRate: telemetrySettings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: telemetrySettings.replaysOnErrorSampleRate,
    // What the SDK collects on its own: no user details, cookies, headers or bodies, and only the
    // query parameters known to carry no secret (the scrubber below filters the others anyway).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: { allow: [...safeQueryParameters] },
      stackFrameVariables: false,
    },
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  };
}

/**
 * Starts telemetry when this environment has it and a DSN is configured. Resolves once started (or
 * immediately when there is nothing to start); never rejects, since telemetry must not break the app.
 */
export async function startTelemetry(options: {
  environment: AppEnvironment;
  dsn: string | undefined;
  release: string;
  whenIdle?: (start: () => void) => void;
}): Promise<boolean> {
  if (!telemetryEnabled(options.environment) || !options.dsn) return false;
  const dsn = options.dsn;
  const afterIdle = options.whenIdle ?? ((start: () => void) => whenIdle(start, 5000, 2000));
  await new Promise<void>((resolve) => afterIdle(resolve));
  try {
    const sdk = await import('./telemetrySdk');
    sdk.init({
      ...sentryOptions(options.environment, dsn, options.release),
      transport: scrubbingTransport(sdk.makeFetchTransport),
      integrations: [sdk.browserTracingIntegration()],
    });
    // Replay only records on error (replaysSessionSampleRate 0); it may arrive a moment later.
    const { replayIntegration } = await import('./telemetryReplay');
    sdk.addIntegration(replayIntegration(replayOptions()));
    return true;
  } catch {
    return false;
  }
}
