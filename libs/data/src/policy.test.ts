// @vitest-environment node
import { createApiClient, type ApiResult } from '@velo/api-sdk';
import { describe, expect, it, vi } from 'vitest';
import { DataFailure, load, settle } from './policy';

const origin = 'https://velo.example';

const bodies = {
  json: (status: number) =>
    new Response(JSON.stringify({ code: 'INTERNAL', message: `status ${status}` }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  empty: (status: number) => new Response(null, { status }),
  html: (status: number) =>
    new Response('<!doctype html><title>Erreur</title><h1>Bad gateway</h1>', {
      status,
      headers: { 'Content-Type': 'text/html' },
    }),
} as const;

/** A real SDK client whose every call gets `answer`, with the app's two global reactions spied on. */
function clientAnswering(answer: () => Promise<Response>) {
  const onUnauthorized = vi.fn();
  const onMaintenance = vi.fn();
  const api = createApiClient({
    baseUrl: origin,
    origin,
    getToken: () => 'a-token',
    onUnauthorized,
    onMaintenance,
    fetch: answer as typeof fetch,
  });
  return { api, onUnauthorized, onMaintenance };
}

type Expectation = {
  /** What a loader does: the data, null (empty state) or a thrown DataFailure of that kind. */
  read: 'null' | DataFailure['kind'];
  /** What an action answers. */
  write: 'rejected' | 'handled';
  snackbar: boolean;
  logout: boolean;
  maintenance: boolean;
};

const byStatus: Record<number, Expectation> = {
  401: { read: 'signedOut', write: 'handled', snackbar: false, logout: true, maintenance: false },
  404: { read: 'null', write: 'rejected', snackbar: false, logout: false, maintenance: false },
  500: { read: 'unavailable', write: 'handled', snackbar: true, logout: false, maintenance: false },
  503: { read: 'maintenance', write: 'handled', snackbar: false, logout: false, maintenance: true },
};

async function readAndWrite(api: ReturnType<typeof clientAnswering>['api']) {
  const notifyFailure = vi.fn();
  let read: 'null' | DataFailure['kind'] | 'data';
  try {
    read = load(await api.profile.get()) === null ? 'null' : 'data';
  } catch (error) {
    if (!(error instanceof DataFailure)) throw error;
    read = error.kind;
  }
  const written = settle(
    await api.clients.toggleApprobation(7, { approbation: true }),
    notifyFailure,
  );
  return { read, written, notifyFailure };
}

describe('the error policy, as a fault matrix through the SDK (spec section 8)', () => {
  for (const [status, expected] of Object.entries(byStatus)) {
    for (const [bodyKind, body] of Object.entries(bodies)) {
      it(`${status} with a ${bodyKind} body`, async () => {
        const { api, onUnauthorized, onMaintenance } = clientAnswering(async () =>
          body(Number(status)),
        );
        const { read, written, notifyFailure } = await readAndWrite(api);
        expect(read).toBe(expected.read);
        expect(written.ok).toBe(false);
        if (!written.ok) expect(written.reason).toBe(expected.write);
        expect(notifyFailure).toHaveBeenCalledTimes(expected.snackbar ? 1 : 0);
        // The read and the write are sent one after the other: two bursts, two logouts.
        expect(onUnauthorized).toHaveBeenCalledTimes(expected.logout ? 2 : 0);
        expect(onMaintenance).toHaveBeenCalledTimes(expected.maintenance ? 2 : 0);
      });
    }
  }

  it('a refused write keeps the error code and fields for the screen', async () => {
    const { api } = clientAnswering(
      async () =>
        new Response(
          JSON.stringify({
            code: 'VALIDATION_FAILED',
            message: 'invalid',
            fields: [{ field: 'body.email', message: 'invalid email address' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const outcome = settle(await api.auth.retrievePassword({ email: 'a@b.fr' }), vi.fn());
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'rejected',
      status: 400,
      error: { code: 'VALIDATION_FAILED', fields: [{ field: 'body.email' }] },
    });
  });

  it('a refusal of a write with nothing to correct raises the default snackbar once', async () => {
    const { api } = clientAnswering(
      async () =>
        new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'gone' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const result = await api.clients.checkValidity(7);
    const notifyFailure = vi.fn();
    expect(settle(result, notifyFailure, { refusal: 'notify' })).toEqual({
      ok: false,
      reason: 'handled',
    });
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    // By default the same refusal is the screen's to explain: no snackbar.
    const quiet = vi.fn();
    expect(settle(result, quiet)).toMatchObject({ ok: false, reason: 'rejected', status: 404 });
    expect(quiet).not.toHaveBeenCalled();
  });

  it('offline: the network failure is "unavailable" (error state, default snackbar)', async () => {
    const { api, onUnauthorized, onMaintenance } = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { read, written, notifyFailure } = await readAndWrite(api);
    expect(read).toBe('unavailable');
    expect(written).toEqual({ ok: false, reason: 'handled' });
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it('aborted: nothing is shown and nothing is raised', async () => {
    const { api } = clientAnswering(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const controller = new AbortController();
    controller.abort();
    const result = await api.profile.get({ signal: controller.signal });
    expect(() => load(result)).toThrow(DataFailure);
    const notifyFailure = vi.fn();
    expect(settle(result as ApiResult<never>, notifyFailure)).toEqual({
      ok: false,
      reason: 'handled',
    });
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('a success gives the data to both', async () => {
    const { api } = clientAnswering(
      async () =>
        new Response(JSON.stringify({ approbation: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(load(await api.clients.checkValidity(7))).toEqual({ approbation: true });
  });
});
