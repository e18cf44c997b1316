import { browserStorage, readStorage, removeStorage, writeStorage } from './storage';

/** Spec section 9: the chunk load time-out. */
export const chunkLoadTimeoutMs = 120_000;

/** How long after a success on a page without failure the flag is reset. */
export const flagResetDelayMs = 10_000;

/** Session-storage key of the "already reloaded once" flag (spec section 4). */
export const chunkReloadFlagKey = 'velo:chunk-reloaded';

export interface LazyWithRetryOptions {
  /** Where the flag lives; session storage, so a new tab starts afresh. */
  storage?: Storage | null;
  reload?: () => void;
  timeoutMs?: number;
  /**
   * When this page started (ms since the epoch): a flag written earlier comes from the page before
   * the reload, a flag written later means this page's reload is already under way.
   */
  pageStartedAt?: number;
}

/**
 * Pages (by start time) on which a chunk failed: there, another chunk's success must not clear the
 * flag, or the failed one, asked for again (the router asks twice), would reload the page once more.
 */
const pagesWithFailure = new Set<number>();

function currentPageStart(): number {
  return typeof performance === 'undefined' ? 0 : performance.timeOrigin;
}

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading a part of the application took longer than ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Spec section 4, "Lazy-loaded chunk failure": the first failure sets a session flag and reloads the
 * page (a new deployment usually removed the old chunk); a later failure is passed on so an error
 * boundary shows it; a success resets the flag. A load that takes more than 120 s counts as a failure.
 *
 * Wraps an importer for `React.lazy(...)` or a data route's `lazy`. When the flag cannot be stored the
 * error is passed on at once: reloading without a flag could loop forever.
 *
 * Several chunks load at once (a screen, its data code, the shell's parts), so the flag records when
 * it was set: a success clears only a flag left by the previous page (this page recovered), never
 * one this page just set while its reload is pending; a second failure on the page that is about to
 * reload waits for that reload instead of flashing the error screen.
 */
export function lazyWithRetry<T>(
  importer: () => Promise<T>,
  options: LazyWithRetryOptions = {},
): () => Promise<T> {
  const timeoutMs = options.timeoutMs ?? chunkLoadTimeoutMs;
  const reload = options.reload ?? (() => window.location.reload());
  const pageStartedAt = options.pageStartedAt ?? currentPageStart();
  // The page is going away; settling now would flash the error screen before the reload.
  const awaitReload = () => new Promise<T>(() => undefined);
  return async () => {
    const storage =
      options.storage === undefined ? browserStorage('sessionStorage') : options.storage;
    try {
      const loaded = await withTimeout(Promise.resolve().then(importer), timeoutMs);
      const flag = readStorage(storage, chunkReloadFlagKey);
      if (flag !== null && !(Number(flag) >= pageStartedAt)) {
        // Later, and only if nothing failed on this page meanwhile: the chunks of one screen load
        // together, and a sibling's success must not clear the flag before a failure arrives.
        setTimeout(() => {
          if (!pagesWithFailure.has(pageStartedAt)) removeStorage(storage, chunkReloadFlagKey);
        }, flagResetDelayMs);
      }
      return loaded;
    } catch (error) {
      const flag = readStorage(storage, chunkReloadFlagKey);
      if (flag !== null) {
        if (Number(flag) >= pageStartedAt) return awaitReload();
        pagesWithFailure.add(pageStartedAt);
        throw error;
      }
      if (!writeStorage(storage, chunkReloadFlagKey, String(Math.max(Date.now(), pageStartedAt)))) {
        throw error;
      }
      reload();
      return awaitReload();
    }
  };
}
