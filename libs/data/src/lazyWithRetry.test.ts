// @vitest-environment node
// Pure functions: no DOM needed, and Node's native WHATWG URL is much faster than jsdom's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './storage';
import {
  ChunkLoadTimeoutError,
  chunkReloadFlagKey,
  flagResetDelayMs,
  lazyWithRetry,
} from './lazyWithRetry';

const chunk = { default: 'HomePage' };

/** Settles within the test's microtasks, or reports that it is still pending. */
async function state<T>(
  promise: Promise<T>,
): Promise<'pending' | { value: T } | { error: unknown }> {
  const pending = Symbol('pending');
  const outcome = await Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 0)),
  ]);
  return outcome === pending ? 'pending' : outcome;
}

describe('lazyWithRetry (spec sections 4, 8, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the first failure sets a session flag and reloads the page once', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    const load = lazyWithRetry(() => Promise.reject(new Error('Failed to fetch chunk')), {
      storage,
      reload,
    });
    const result = load();
    const settled = state(result);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(chunkReloadFlagKey)).not.toBeNull();
  });

  it('a later failure is passed on as an error, without another reload', async () => {
    const storage = new MemoryStorage();
    storage.setItem(chunkReloadFlagKey, '1');
    const reload = vi.fn();
    const failure = new Error('Failed to fetch chunk');
    const load = lazyWithRetry(() => Promise.reject(failure), { storage, reload });
    await expect(load()).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a success resets the flag', async () => {
    const storage = new MemoryStorage();
    storage.setItem(chunkReloadFlagKey, '1');
    const load = lazyWithRetry(() => Promise.resolve(chunk), { storage, reload: vi.fn() });
    await expect(load()).resolves.toBe(chunk);
    // Once the page has stayed without failure for a while.
    expect(storage.getItem(chunkReloadFlagKey)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(flagResetDelayMs);
    expect(storage.getItem(chunkReloadFlagKey)).toBeNull();
  });

  it('the load times out after 120 s, which counts as a failure', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    const load = lazyWithRetry(() => new Promise<typeof chunk>(() => undefined), {
      storage,
      reload,
    });
    void load();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload (a new page), a second time-out reaches the error screen.
    const second = lazyWithRetry(() => new Promise<typeof chunk>(() => undefined), {
      storage,
      reload,
      pageStartedAt: Date.now() + 1,
    })();
    const assertion = expect(second).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk that loads while another one failed on the same page keeps the flag for the reload', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    const pageStartedAt = Date.now();
    const failing = lazyWithRetry(() => Promise.reject(new Error('Failed to fetch chunk')), {
      storage,
      reload,
      pageStartedAt,
    });
    const succeeding = lazyWithRetry(() => Promise.resolve(chunk), {
      storage,
      reload,
      pageStartedAt,
    });
    void failing();
    await vi.advanceTimersByTimeAsync(1);
    await expect(succeeding()).resolves.toBe(chunk);
    expect(storage.getItem(chunkReloadFlagKey)).not.toBeNull();

    // After the reload the same chunk fails again: now it reaches the error screen, no second reload.
    const failure = new Error('Failed to fetch chunk');
    const afterReload = lazyWithRetry(() => Promise.reject(failure), {
      storage,
      reload,
      pageStartedAt: Date.now() + 1,
    });
    await expect(afterReload()).rejects.toBe(failure);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after the reload, a chunk that fails again stays failed even if another one loads meanwhile', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    storage.setItem(chunkReloadFlagKey, '1000');
    // The page after the reload: the screen fails again, the route's data code loads, and the
    // router asks for the screen a second time. No new reload: the error screen stays.
    const options = { storage, reload, pageStartedAt: 2000 };
    const failure = new Error('Failed to fetch chunk');
    const screen = lazyWithRetry(() => Promise.reject(failure), options);
    await expect(screen()).rejects.toBe(failure);
    await expect(lazyWithRetry(() => Promise.resolve(chunk), options)()).resolves.toBe(chunk);
    await expect(screen()).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(flagResetDelayMs);
    await expect(screen()).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(chunkReloadFlagKey)).not.toBeNull();
  });

  it('a sibling chunk that loads before the failing one fails does not clear the flag', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    storage.setItem(chunkReloadFlagKey, '1000');
    const options = { storage, reload, pageStartedAt: 3000 };
    await expect(lazyWithRetry(() => Promise.resolve(chunk), options)()).resolves.toBe(chunk);
    const failure = new Error('Failed to fetch chunk');
    await expect(lazyWithRetry(() => Promise.reject(failure), options)()).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(flagResetDelayMs);
    expect(storage.getItem(chunkReloadFlagKey)).toBe('1000');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a second failure on the page that is about to reload waits for the reload', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    const pageStartedAt = Date.now();
    const options = { storage, reload, pageStartedAt };
    void lazyWithRetry(() => Promise.reject(new Error('screen')), options)();
    await vi.advanceTimersByTimeAsync(1);
    const second = lazyWithRetry(() => Promise.reject(new Error('data')), options)();
    const settled = state(second);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk arriving just before the time-out is used', async () => {
    const load = lazyWithRetry(
      () => new Promise<typeof chunk>((resolve) => setTimeout(() => resolve(chunk), 119_000)),
      { storage: new MemoryStorage(), reload: vi.fn() },
    );
    const result = load();
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(result).resolves.toBe(chunk);
  });

  it('passes the error on at once when the flag cannot be stored, so it never reloads in a loop', async () => {
    const reload = vi.fn();
    const failure = new Error('Failed to fetch chunk');
    const load = lazyWithRetry(() => Promise.reject(failure), { storage: null, reload });
    await expect(load()).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a synchronous throw of the importer is a failure like any other', async () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    const load = lazyWithRetry<typeof chunk>(
      () => {
        throw new Error('import() unavailable');
      },
      { storage, reload },
    );
    void load();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
