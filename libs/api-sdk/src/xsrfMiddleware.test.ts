import fc from 'fast-check';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { type AnyPaths, fakeFetch, origin } from '../tests/fakeFetch';
import {
  createXsrfMiddleware,
  isStateChangingMethod,
  readCookie,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './xsrfMiddleware';

function clientWith(cookies: string, baseUrl = origin) {
  const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
  const client = createClient<AnyPaths>({ baseUrl, fetch });
  client.use(createXsrfMiddleware({ origin, readCookies: () => cookies }));
  return { client, requests };
}

describe('xsrfMiddleware', () => {
  it('uses the names of the shared contract', () => {
    expect(XSRF_COOKIE_NAME).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER_NAME).toBe('X-XSRF-TOKEN');
  });

  it('copies the cookie into the header of state-changing /api/ and /auth/ requests', async () => {
    const { client, requests } = clientWith('theme=dark; XSRF-TOKEN=t%3D1; other=2');
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      await client.request(method, '/api/clients/1');
    }
    await client.request('post', '/auth/logout');
    expect(requests.map((request) => request.headers.get('X-XSRF-TOKEN'))).toEqual([
      't=1',
      't=1',
      't=1',
      't=1',
      't=1',
    ]);
  });

  it('leaves reads, other paths and other origins alone', async () => {
    const { client, requests } = clientWith('XSRF-TOKEN=abc');
    await client.request('get', '/api/profile');
    await client.request('head', '/api/profile');
    await client.request('post', '/rider/login');
    const foreign = clientWith('XSRF-TOKEN=abc', 'https://evil.example');
    await foreign.client.request('post', '/api/clients');
    for (const request of [...requests, ...foreign.requests]) {
      expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
    }
  });

  it('sends nothing without the cookie and keeps a header the caller set', async () => {
    const { client, requests } = clientWith('NOT-XSRF-TOKEN=abc; XSRF-TOKEN-2=x');
    await client.request('post', '/api/clients');
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    const withCookie = clientWith('XSRF-TOKEN=abc');
    await withCookie.client.request('post', '/api/clients', {
      headers: { 'X-XSRF-TOKEN': 'mine' },
    });
    expect(withCookie.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('mine');
  });

  it('reads one cookie out of a cookie string', () => {
    expect(readCookie('a=1; XSRF-TOKEN=xyz', 'XSRF-TOKEN')).toBe('xyz');
    expect(readCookie('XSRF-TOKEN=', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });

  it(
    'property: the header appears exactly on state-changing same-origin /api/ and /auth/ requests',
    { timeout: 60_000 },
    async () => {
      const hosts = fc.constantFrom(
        origin,
        'http://velo.example',
        'https://velo.example:444',
        'https://evil.example',
        '',
      );
      const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{0,8}$/);
      const paths = fc.tuple(
        fc.constantFrom('/api/', '/auth/', '/authx/', '/apiary', '/Auth/', '/rider/auth/', '/'),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom('', '?x=/api/', '#/auth/'),
      );
      const methods = fc.constantFrom(
        'GET',
        'HEAD',
        'OPTIONS',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'get',
        'post',
        'delete',
      );
      await fc.assert(
        fc.asyncProperty(
          hosts,
          paths,
          methods,
          async (host, [prefix, segments, suffix], method) => {
            const url = `${host}${prefix}${segments.join('/')}${suffix}`;
            fc.pre(URL.canParse(url, origin));
            const middleware = createXsrfMiddleware({
              origin,
              readCookies: () => 'XSRF-TOKEN=tok',
            });
            const request = new Request(new URL(url, origin), { method });
            await middleware.onRequest?.({
              request,
              schemaPath: url,
              params: {},
              id: 'x',
              options: {} as never,
            });
            const resolved = new URL(request.url);
            const expected =
              resolved.origin === origin &&
              (resolved.pathname.startsWith('/api/') || resolved.pathname.startsWith('/auth/')) &&
              !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
            expect(request.headers.get('X-XSRF-TOKEN')).toBe(expected ? 'tok' : null);
          },
        ),
        { numRuns: 1000 },
      );
    },
  );

  it('treats every method but the safe ones as state-changing', () => {
    expect(['GET', 'head', 'OPTIONS', 'TRACE'].map(isStateChangingMethod)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['POST', 'put', 'PATCH', 'DELETE', 'PURGE'].map(isStateChangingMethod)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
