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
 */
import type { BrowserOptions, ErrorEvent } from '@sentry/react';
import { type AppEnvironment, telemetryEnabled } from './environment';

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

const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const bearerPattern = /Bearer\s+[A-Za-z0-9._~+/=-]+/gi;
const tokenParamPattern = /([?&#](?:token|inviteToken|access_token)=)[^&#\s]*/gi;

/** Removes e-mail addresses, bearer tokens and token query parameters from any text. */
export function scrubText(text: string): string {
  return text
    .replace(bearerPattern, 'Bearer [Filtered]')
    .replace(tokenParamPattern, '$1[Filtered]')
    .replace(emailPattern, '[email]');
}

function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 8) return value;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = /^(authorization|token|password|x-xsrf-token|cookie)$/i.test(key)
        ? '[Filtered]'
        : scrubValue(item, depth + 1);
    }
    return out;
  }
  return value;
}

/** `beforeSend`: no token and no e-mail address leaves the browser. */
export function scrubEvent<T extends ErrorEvent>(event: T): T {
  const scrubbed = scrubValue(event) as T;
  if (scrubbed.user) {
    delete scrubbed.user.email;
    delete scrubbed.user.ip_address;
  }
  return scrubbed;
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
    beforeSend: (event) => scrubEvent(event),
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
  const whenIdle =
    options.whenIdle ??
    ((start: () => void) => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
      else setTimeout(start, 2000);
    });
  await new Promise<void>((resolve) => whenIdle(resolve));
  try {
    const sdk = await import('./telemetrySdk');
    sdk.init({
      ...sentryOptions(options.environment, dsn, options.release),
      integrations: [sdk.browserTracingIntegration()],
    });
    // Replay only records on error (replaysSessionSampleRate 0); it may arrive a moment later.
    const { replayIntegration } = await import('./telemetryReplay');
    sdk.addIntegration(replayIntegration({ ...telemetrySettings.replay }));
    return true;
  } catch {
    return false;
  }
}
