import { describe, expect, it, vi } from 'vitest';
import { aLoginResponse, aProfile, fakeEnvironment, type FakeEnvironment } from '../tests/fakes';
import { createSessionApiClient } from './sdkSessionApi';
import { loadProfileAtom, loginAtom, startSessionAtom } from './sessionActions';
import { createAuthStore, sessionAtom } from './sessionAtoms';
import { maintenanceAtom } from './shell/shellState';

const origin = 'https://velo.example';
type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server behind the SDK's injected fetch: answers by method and path, records each request. */
function fakeServer(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : json({ code: 'NOT_FOUND', message: 'not found' }, 404);
  });
  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
  return { fetch, requests, calls };
}

function setup(handlers: Record<string, Handler>, prepare?: (env: FakeEnvironment) => void) {
  const environment = fakeEnvironment(`${origin}/rider/`);
  prepare?.(environment);
  const store = createAuthStore({ basePath: '/rider', environment });
  const server = fakeServer(handlers);
  const client = createSessionApiClient(store, { baseUrl: origin, origin, fetch: server.fetch });
  return { store, client, environment, server };
}

describe('the SDK wired to the store (spec sections 7 and 8)', () => {
  it('getToken reads the token from local storage, falling back to session storage', async () => {
    const local = setup({ 'GET /api/profile': () => json(aProfile()) }, (env) => {
      env.localStorage.setItem('token', 'remembered');
      env.sessionStorage.setItem('token', 'this-tab');
    });
    await local.store.set(startSessionAtom);
    expect(local.server.calls('GET', '/api/profile')[0]?.headers.get('Authorization')).toBe(
      'Bearer remembered',
    );
    expect(local.store.get(sessionAtom)).toMatchObject({
      authenticated: true,
      profileLoaded: true,
    });

    const session = setup({ 'GET /api/profile': () => json(aProfile()) }, (env) =>
      env.sessionStorage.setItem('token', 'this-tab'),
    );
    await session.store.set(loadProfileAtom);
    expect(session.server.calls('GET', '/api/profile')[0]?.headers.get('Authorization')).toBe(
      'Bearer this-tab',
    );
  });

  it('login posts email and password to /auth/login, stores the token, then loads the profile with it', async () => {
    const { store, server, environment } = setup({
      'POST /auth/login': () => json(aLoginResponse),
      'GET /api/profile': () => json(aProfile()),
    });
    const outcome = await store.set(loginAtom, {
      email: 'camille.martin@acme.fr',
      password: 'velo-au-boulot-2026',
      remember: false,
    });
    expect(outcome.ok).toBe(true);
    // "Remember me" goes too: the server ends an idle session sooner without it (README, Security).
    expect(await server.calls('POST', '/auth/login')[0]?.json()).toEqual({
      email: 'camille.martin@acme.fr',
      password: 'velo-au-boulot-2026',
      remember: false,
    });
    expect(environment.sessionStorage.getItem('token')).toBe(aLoginResponse.token);
    expect(server.calls('GET', '/api/profile')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${aLoginResponse.token}`,
    );
  });

  it('a 401 on /auth/login is a login error, not a logout', async () => {
    const { store, server } = setup({
      'POST /auth/login': () => json({ code: 'INVALID_CREDENTIALS', message: 'no' }, 401),
    });
    const outcome = await store.set(loginAtom, { email: 'a@b.fr', password: 'x', remember: true });
    expect(outcome).toEqual({ ok: false, errorId: 'auth.login.errors.invalidCredentials' });
    expect(server.calls('POST', '/auth/logout')).toHaveLength(0);
  });

  it('a burst of 401 on /api/ logs out once: one logout call, credentials cleared, unauthenticated', async () => {
    const { store, client, server, environment } = setup(
      {
        'GET /api/profile': () => json({ code: 'UNAUTHORIZED', message: 'expired' }, 401),
        'POST /auth/logout': () => new Response(null, { status: 204 }),
      },
      (env) => {
        env.localStorage.setItem('token', 'expired');
        env.localStorage.setItem('userId', '42');
      },
    );
    await Promise.all([
      store.set(loadProfileAtom),
      client.profile.get(),
      client.profile.get(),
      client.profile.get(),
    ]);
    await vi.waitFor(() => expect(environment.localStorage.getItem('token')).toBeNull());
    expect(server.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(environment.localStorage.getItem('userId')).toBeNull();
    expect(store.get(sessionAtom)).toMatchObject({ authenticated: false, wrongConnection: false });
  });

  it('any 503 sets the maintenance flag', async () => {
    const { store, client } = setup({
      'GET /api/v2/client-themes/': () => new Response('<h1>Maintenance</h1>', { status: 503 }),
    });
    await client.clients.getTheme('acme');
    expect(store.get(maintenanceAtom)).toBe(true);
  });
});
