import type { Middleware } from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, origin } from '../tests/fakeFetch';
import { apiClientOn } from './apiClient';
import { deferredRawClient } from './deferredRawClient';
import { createRawClient } from './rawClient';

const profile = { id: 42, role: 'rider', firstName: 'Camille', lastName: 'Martin' };

function setup() {
  const { fetch, requests } = fakeFetch(() => json(profile));
  const onMaintenance = vi.fn();
  const options = { baseUrl: origin, origin, fetch, getToken: () => 'tok', onMaintenance };
  const load = vi.fn(async () => createRawClient(options));
  return { load, requests, client: apiClientOn(deferredRawClient(load)) };
}

describe('deferredRawClient: the client code fetched at the first request', () => {
  it('loads nothing until a request is sent, then answers it as the eager client would', async () => {
    const { load, requests, client } = setup();
    expect(load).not.toHaveBeenCalled();

    const result = await client.profile.get();

    expect(result).toEqual({ ok: true, status: 200, data: profile });
    expect(load).toHaveBeenCalledTimes(1);
    // The middleware came with the code: the bearer token went with the request.
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('loads once for requests sent together, and not again afterwards', async () => {
    const { load, requests, client } = setup();

    await Promise.all([client.profile.get(), client.clients.get(7), client.auth.logout()]);
    await client.profile.get();

    expect(load).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/profile',
      '/api/clients/7',
      '/auth/logout',
      '/api/profile',
    ]);
  });

  it('resolves a request to the network result when the code cannot be fetched, and tries again with the next', async () => {
    const { fetch } = fakeFetch(() => json(profile));
    const load = vi
      .fn<() => Promise<ReturnType<typeof createRawClient>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => createRawClient({ baseUrl: origin, origin, fetch }));
    const client = apiClientOn(deferredRawClient(load));

    await expect(client.profile.get()).resolves.toEqual({
      ok: false,
      kind: 'network',
      status: 500,
      error: undefined,
    });
    await expect(client.profile.get()).resolves.toMatchObject({ ok: true, data: profile });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('applies middleware given before the load, in order, and an eject', async () => {
    const { load, requests, client } = setup();
    const raw = client.raw;
    const seen: string[] = [];
    const first: Middleware = {
      onRequest: ({ request }) => {
        seen.push('first');
        request.headers.set('X-Trace', 'first');
        return request;
      },
    };
    const second: Middleware = {
      onRequest: ({ request }) => {
        seen.push('second');
        request.headers.set('X-Trace', `${request.headers.get('X-Trace')} second`);
        return request;
      },
    };
    const dropped: Middleware = { onRequest: () => void seen.push('dropped') };
    raw.use(first, dropped, second);
    raw.eject(dropped);
    expect(load).not.toHaveBeenCalled();

    await raw.GET('/api/profile');

    expect(seen).toEqual(['first', 'second']);
    expect(requests[0]?.headers.get('X-Trace')).toBe('first second');
    // Once loaded, a change applies at once.
    raw.eject(second);
    await raw.GET('/api/profile');
    expect(seen).toEqual(['first', 'second', 'first']);
  });
});
