import type { components } from './generated/api';
import { isAbortError, isSyntheticNetworkFailure } from './errorMiddleware';

export type ErrorBody = components['schemas']['ErrorBody'];
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * What every SDK function resolves to; it never rejects. Switch on `ok`, then on `kind`:
 * - `http`: the server answered outside 200-299 (spec section 7); `error` is its `ErrorBody`, or
 *   undefined when the body was empty, HTML or not the contract's shape.
 * - `network`: no usable response (offline, DNS, CORS, a request that could not be built, an unreadable
 *   body); reported as the synthetic 500 of spec section 8.
 * - `aborted`: the caller aborted through its `AbortSignal`.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: 'http'; status: number; error: ErrorBody | undefined }
  | { ok: false; kind: 'network'; status: 500; error: undefined }
  | { ok: false; kind: 'aborted'; status: 0; error: undefined };

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers (spec section 7: "optional headers can be given on post"). */
  headers?: Record<string, string>;
}

const NETWORK_FAILURE = { ok: false, kind: 'network', status: 500, error: undefined } as const;
const ABORTED = { ok: false, kind: 'aborted', status: 0, error: undefined } as const;

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/** The options openapi-fetch takes, without the undefined values exactOptionalPropertyTypes refuses. */
export type RequestInitParts = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** Runs one openapi-fetch call with the caller's options and turns every outcome into an `ApiResult`. */
export async function settle<T>(
  options: CallOptions | undefined,
  call: (init: RequestInitParts) => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<ApiResult<T>> {
  const signal = options?.signal;
  if (signal?.aborted) return ABORTED;
  try {
    const { data, error, response } = await call({
      ...(signal ? { signal } : {}),
      ...(options?.headers ? { headers: options.headers } : {}),
    });
    if (isSyntheticNetworkFailure(response)) return NETWORK_FAILURE;
    if (response.status >= 200 && response.status <= 299) {
      return { ok: true, status: response.status, data: data as T };
    }
    return {
      ok: false,
      kind: 'http',
      status: response.status,
      error: isErrorBody(error) ? error : undefined,
    };
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) return ABORTED;
    // The request could not be built, the network failed outside the error middleware's reach, or a
    // 2xx body was not JSON: no usable response either way (spec section 8).
    return NETWORK_FAILURE;
  }
}
