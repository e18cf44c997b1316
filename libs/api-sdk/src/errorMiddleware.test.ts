import fc from 'fast-check';
import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { type AnyPaths, fakeFetch, hangingFetch, origin } from '../tests/fakeFetch';
import { createErrorMiddleware, isSyntheticNetworkFailure } from './errorMiddleware';

function clientWith(respond: (request: Request) => Response | Promise<Response>) {
  const onUnauthorized = vi.fn();
  const onMaintenance = vi.fn();
  const { fetch } = fakeFetch(respond);
  const client = createClient<AnyPaths>({ baseUrl: origin, fetch });
  client.use(createErrorMiddleware({ onUnauthorized, onMaintenance }));
  return { client, onUnauthorized, onMaintenance };
}

describe('errorMiddleware', () => {
  it('calls onUnauthorized on a 401 outside /auth/, not on /auth/', async () => {
    const { client, onUnauthorized } = clientWith(() => new Response(null, { status: 401 }));
    await client.request('post', '/auth/login');
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client.request('get', '/api/profile');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns ten parallel 401s into one logout, and a later 401 into another', async () => {
    const gates: Array<() => void> = [];
    const { client, onUnauthorized } = clientWith(
      () =>
        new Promise<Response>((resolve) =>
          gates.push(() => resolve(new Response(null, { status: 401 }))),
        ),
    );
    const burst = Array.from({ length: 10 }, () => client.request('get', '/api/profile'));
    await vi.waitFor(() => expect(gates).toHaveLength(10), { timeout: 5000 });
    gates.forEach((open) => open());
    await Promise.all(burst);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const later = client.request('get', '/api/profile');
    await vi.waitFor(() => expect(gates).toHaveLength(11), { timeout: 5000 });
    gates[10]?.();
    await later;
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('calls onMaintenance on every 503, /auth/ included', async () => {
    const { client, onMaintenance, onUnauthorized } = clientWith(
      () => new Response('<h1>down</h1>', { status: 503 }),
    );
    await client.request('get', '/api/profile');
    await client.request('post', '/auth/login');
    expect(onMaintenance).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('replaces a network failure by a synthetic, empty 500', async () => {
    const { client, onMaintenance, onUnauthorized } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    const { response, data, error } = await client.request('get', '/api/profile');
    expect(response.status).toBe(500);
    expect(isSyntheticNetworkFailure(response)).toBe(true);
    expect(data).toBeUndefined();
    expect(error).toBe('');
    expect(onMaintenance).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets a caller abort through as an abort, not a 500', async () => {
    const controller = new AbortController();
    const { fetch } = hangingFetch();
    const client = createClient<AnyPaths>({ baseUrl: origin, fetch });
    client.use(createErrorMiddleware({}));
    const pending = client.request('get', '/api/profile', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not let a throwing callback change the response', async () => {
    const thrown: unknown[] = [];
    const { fetch } = fakeFetch(() => new Response(null, { status: 503 }));
    const client = createClient<AnyPaths>({ baseUrl: origin, fetch });
    const boom = new Error('app bug');
    client.use(
      createErrorMiddleware({
        onMaintenance: () => {
          throw boom;
        },
      }),
    );
    const microtasks = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        thrown.push(error);
      }
    });
    const { response } = await client.request('get', '/api/profile');
    microtasks.mockRestore();
    expect(response.status).toBe(503);
    expect(thrown).toEqual([boom]);
  });

  it(
    'property: for any status and path, exactly the specified callbacks fire',
    { timeout: 60_000 },
    async () => {
      const paths = fc.constantFrom(
        '/api/profile',
        '/api/clients/1',
        '/auth/login',
        '/auth/logout',
        '/authority',
        '/rider/x',
      );
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 200, max: 599 }), paths, async (status, path) => {
          const { client, onUnauthorized, onMaintenance } = clientWith(
            () => new Response(null, { status }),
          );
          await client.request('get', path);
          expect(onUnauthorized).toHaveBeenCalledTimes(
            status === 401 && !path.startsWith('/auth/') ? 1 : 0,
          );
          expect(onMaintenance).toHaveBeenCalledTimes(status === 503 ? 1 : 0);
        }),
        { numRuns: 1000 },
      );
    },
  );

  it(
    'property: any number of parallel 401s gives exactly one logout',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 20 }),
          fc.integer({ min: 0, max: 5 }),
          async (count, okCount) => {
            let calls = 0;
            const { client, onUnauthorized } = clientWith(() => {
              calls += 1;
              return new Response(null, { status: calls <= okCount ? 200 : 401 });
            });
            await Promise.all(
              Array.from({ length: count + okCount }, () => client.request('get', '/api/profile')),
            );
            expect(onUnauthorized).toHaveBeenCalledTimes(1);
          },
        ),
        { numRuns: 1000 },
      );
    },
  );
});
