/**
 * The one error policy of the app (ARCHITECTURE.md; spec section 8). Every screen reads and writes
 * server data through it; none tests a status code for these cases itself.
 *
 * | answer                        | kind          | what the user gets                                        |
 * | ----------------------------- | ------------- | --------------------------------------------------------- |
 * | 401                           | `signedOut`   | logout (the SDK's `onUnauthorized`), then /login          |
 * | 503                           | `maintenance` | the maintenance page (the SDK's `onMaintenance`)          |
 * | other 4xx on a read           | `notFound`    | the screen's own empty state (the loader answers `null`)  |
 * | other 4xx on a write          | `rejected`    | the screen says why next to the field (error code)        |
 * | 429 `TOO_MANY_ATTEMPTS`       | `rejected`    | the screen says how long to wait (`tooManyAttempts`)      |
 * | network failure, other 5xx    | `unavailable` | error state with a retry + the default snackbar           |
 * | aborted by the app            | `aborted`     | nothing: the navigation that aborted it goes on           |
 *
 * The 401 and 503 reactions happen once, in the SDK's middleware, whatever the call; this module only
 * decides what the screen shows meanwhile.
 */
import type { ApiResult, ErrorBody } from '@velo/api-sdk';

export const failureKinds = [
  'signedOut',
  'maintenance',
  'notFound',
  'rejected',
  'unavailable',
  'aborted',
] as const;
export type FailureKind = (typeof failureKinds)[number];

type Failed = Extract<ApiResult<unknown>, { ok: false }>;

/** What a failed answer means, on a read (`read`) or on a write (`write`). */
export function failureKind(result: Failed, operation: 'read' | 'write'): FailureKind {
  if (result.kind === 'aborted') return 'aborted';
  if (result.kind === 'network') return 'unavailable';
  if (result.status === 401) return 'signedOut';
  if (result.status === 503) return 'maintenance';
  if (result.status >= 400 && result.status < 500) {
    // A read the server refuses for this address (unknown, malformed or not yours) has nothing to
    // show: the screen's empty state. A refused write is the user's to correct.
    return operation === 'read' ? 'notFound' : 'rejected';
  }
  return 'unavailable';
}

/**
 * Thrown by a loader whose data cannot be shown; the route's error boundary draws it (error state
 * with a retry, or nothing while the logout or the maintenance page takes over).
 */
export class DataFailure extends Error {
  readonly kind: Exclude<FailureKind, 'notFound' | 'rejected'>;
  readonly status: number;
  constructor(kind: DataFailure['kind'], status: number) {
    super(`Server data unavailable (${kind}, status ${status})`);
    this.name = 'DataFailure';
    this.kind = kind;
    this.status = status;
  }
}

export function isDataFailure(error: unknown): error is DataFailure {
  return error instanceof DataFailure;
}

/**
 * A loader's read: the data, or `null` for the screen's empty state (spec: 404 and other refusals of
 * this address). Any other failure is thrown for the route's error boundary.
 */
export function load<T>(result: ApiResult<T>): T | null {
  if (result.ok) return result.data;
  const kind = failureKind(result, 'read');
  if (kind === 'notFound') return null;
  if (kind === 'rejected') return null;
  throw new DataFailure(kind, result.status);
}

/** A write's outcome, as the screen handles it. */
export type WriteOutcome<T> =
  | { ok: true; data: T }
  /** The server refused the input: `error.code` and `error.fields` say why, next to the fields. */
  | { ok: false; reason: 'rejected'; status: number; error: ErrorBody | undefined }
  /** Already dealt with (snackbar, logout or maintenance page): the form stays as the user left it. */
  | { ok: false; reason: 'handled' };

/** How a write's refusal (a 4xx other than 401) reaches the user. */
export interface SettleOptions {
  /**
   * `'screen'` (the default): the refusal goes back to the screen, which says why next to the field.
   * `'notify'`: the write has nothing the user can correct (a button with no field: revoke, approve,
   * download), so the refusal raises the default snackbar like a fault and counts as handled.
   */
  refusal?: 'screen' | 'notify';
}

/**
 * An action's write. A refusal goes back to the screen (or, with `refusal: 'notify'`, to the
 * default snackbar); a fault raises the default snackbar (spec section 8) through `notifyFailure`,
 * and nothing the user typed is lost.
 */
export function settle<T>(
  result: ApiResult<T>,
  notifyFailure: () => void,
  options: SettleOptions = {},
): WriteOutcome<T> {
  if (result.ok) return { ok: true, data: result.data };
  const kind = failureKind(result, 'write');
  if (kind === 'rejected' && options.refusal !== 'notify') {
    return { ok: false, reason: 'rejected', status: result.status, error: result.error };
  }
  if (kind === 'unavailable' || kind === 'rejected') notifyFailure();
  return { ok: false, reason: 'handled' };
}
