import fc from 'fast-check';
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyPaths, fakeFetch, origin } from '../tests/fakeFetch';
import { createAuthMiddleware } from './authMiddleware';

function clientWith(getToken: () => string | null, baseUrl = origin) {
  const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
  const client = createClient<AnyPaths>({ baseUrl, fetch });
  client.use(createAuthMiddleware({ getToken, origin }));
  return { client, requests };
}

describe('authMiddleware', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token on same-origin /api/ requests', async () => {
    const { client, requests } = clientWith(() => 'abc');
    await client.request('get', '/api/profile');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('reads the token at request time, not when the client is created', async () => {
    let token: string | null = null;
    const { client, requests } = clientWith(() => token);
    await client.request('get', '/api/profile');
    token = 'after-login';
    await client.request('get', '/api/profile');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer after-login');
  });

  it('keeps an Authorization header the caller set', async () => {
    const { client, requests } = clientWith(() => 'abc');
    await client.request('get', '/api/profile', { headers: { Authorization: 'Basic xyz' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Basic xyz');
  });

  it('sends the token to /auth/logout, so the server ends that session', async () => {
    const { client, requests } = clientWith(() => 'abc');
    await client.request('post', '/auth/logout');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('never sends the token to other /auth/ calls, other paths or another origin', async () => {
    const { client, requests } = clientWith(() => 'abc');
    await client.request('post', '/auth/login');
    await client.request('post', '/auth/logoutx');
    await client.request('get', '/apiary');
    await client.request('get', '/rider/api/profile');
    const foreign = clientWith(() => 'abc', 'https://evil.example');
    await foreign.client.request('get', '/api/profile');
    for (const request of [...requests, ...foreign.requests]) {
      expect(request.headers.has('Authorization')).toBe(false);
    }
  });

  it('sends nothing when no origin is known (no page, no origin option)', async () => {
    const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createClient<AnyPaths>({ baseUrl: origin, fetch });
    client.use(createAuthMiddleware({ getToken: () => 'abc' }));
    await client.request('get', '/api/profile');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends nothing without getToken: the SDK never reads storage itself', async () => {
    // A token under the spec's storage key is @velo/auth's to read, not the SDK's.
    vi.stubGlobal('localStorage', { getItem: () => 'stored' });
    vi.stubGlobal('sessionStorage', { getItem: () => 'stored' });
    const { fetch, requests } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createClient<AnyPaths>({ baseUrl: origin, fetch });
    client.use(createAuthMiddleware({ origin }));
    await client.request('get', '/api/profile');
    await client.request('post', '/auth/logout');
    expect(requests.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it(
    'property: Authorization appears exactly on same-origin /api/ and /auth/logout requests',
    { timeout: 60_000 },
    async () => {
      const hosts = fc.constantFrom(
        origin,
        'http://velo.example',
        'https://velo.example:8443',
        'https://evil.example',
        'https://velo.example.evil.example',
        '',
      );
      const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{0,8}$/);
      const paths = fc.tuple(
        fc.constantFrom(
          '/api/',
          '/api',
          '/apiary/',
          '/auth/',
          '/API/',
          '/',
          '/rider/api/',
          '/api/../auth/',
        ),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom('', '?a=1', '#frag', '?next=/api/x'),
      );
      const methods = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS');
      await fc.assert(
        fc.asyncProperty(
          hosts,
          paths,
          methods,
          async (host, [prefix, segments, suffix], method) => {
            const url = `${host}${prefix}${segments.join('/')}${suffix}`;
            // Empty segments can make protocol-relative URLs such as //x; the unparsable ones are skipped.
            fc.pre(URL.canParse(url, origin));
            const middleware = createAuthMiddleware({ getToken: () => 'tok', origin });
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
              (resolved.pathname.startsWith('/api/') || resolved.pathname === '/auth/logout');
            expect(request.headers.get('Authorization')).toBe(expected ? 'Bearer tok' : null);
          },
        ),
        { numRuns: 1000 },
      );
    },
  );
});
