import type { Middleware } from 'openapi-fetch';

export interface ErrorMiddlewareOptions {
  /** A 401 outside /auth/ (spec section 8: logout). Called once per burst of parallel 401s. */
  onUnauthorized?: (() => void) | undefined;
  /** Any 503 (spec section 8: the maintenance page). */
  onMaintenance?: (() => void) | undefined;
}

const syntheticFailures = new WeakSet<Response>();

/**
 * Spec section 8: "a network error with no response becomes a synthetic 500 with empty data". The
 * response this middleware puts in place of a failed fetch; tell it from a real 500 with this.
 */
export function isSyntheticNetworkFailure(response: Response): boolean {
  return syntheticFailures.has(response);
}

export function createSyntheticNetworkFailure(): Response {
  const response = new Response(null, { status: 500, statusText: 'Network Error' });
  syntheticFailures.add(response);
  return response;
}

export function isAbortError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** A throwing app callback must not turn the call's result into a failure; it is rethrown apart. */
function callSafely(callback: (() => void) | undefined): void {
  if (!callback) return;
  try {
    callback();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/**
 * The error rules of spec section 8 for one client.
 *
 * Burst: every request records the logout "generation" it was sent in. The first 401 of a generation
 * calls `onUnauthorized` and opens the next one, so the other requests already in flight when the
 * session died stay silent, while a request sent afterwards can trigger a new logout.
 */
export function createErrorMiddleware(options: ErrorMiddlewareOptions = {}): Middleware {
  let generation = 0;
  const sentIn = new Map<string, number>();
  return {
    onRequest({ id }) {
      sentIn.set(id, generation);
      return undefined;
    },
    onResponse({ id, request, response }) {
      const sentGeneration = sentIn.get(id) ?? generation;
      sentIn.delete(id);
      if (response.status === 401 && !new URL(request.url).pathname.startsWith('/auth/')) {
        if (sentGeneration === generation) {
          generation += 1;
          callSafely(options.onUnauthorized);
        }
      } else if (response.status === 503) {
        callSafely(options.onMaintenance);
      }
      return undefined;
    },
    onError({ id, request, error }) {
      sentIn.delete(id);
      // A call its caller aborted is not a failure of the platform: let it reject as an abort.
      if (request.signal.aborted || isAbortError(error)) return undefined;
      return createSyntheticNetworkFailure();
    },
  };
}
