import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, fakeEnvironment, type FakeEnvironment } from '../tests/fakes';
import * as actions from './sessionActions';
import { createSessionApiClient } from './sdkSessionApi';
import * as atoms from './sessionAtoms';

/**
 * A start link (`?token=`, spec section 4) opened by someone who is already signed in: the attack is a
 * link carrying another account's token, sent to a signed-in victim, which would silently move the
 * victim into the sender's account (everything typed there, an IBAN, documents, goes to the sender).
 */

const origin = 'https://velo.example';
const victim = aProfile({ id: 1, firstName: 'Camille', lastName: 'Martin' });
const sender = aProfile({
  id: 2,
  firstName: 'Eve',
  lastName: 'Durand',
  email: 'eve.durand@example.com',
});
const profiles: Record<string, ReturnType<typeof aProfile>> = {
  'victim-token': victim,
  'sender-token': sender,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: /api/profile answers the profile of the bearer token, 401 to any other token. */
function setup(url: string, prepare?: (env: FakeEnvironment) => void) {
  const environment = fakeEnvironment(url);
  prepare?.(environment);
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const path = new URL(request.url).pathname;
    if (path === '/auth/logout') return new Response(null, { status: 204 });
    const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const profile = profiles[bearer];
    if (path === '/api/profile' && profile) return json(profile);
    return json({ code: 'UNAUTHORIZED', message: 'unauthorized' }, 401);
  });
  const store = atoms.createAuthStore({ basePath: '/rider', environment });
  createSessionApiClient(store, { baseUrl: origin, origin, fetch });
  return { store, environment, requests };
}

const signedInAsVictim = (env: FakeEnvironment) => {
  env.localStorage.setItem('token', 'victim-token');
  env.localStorage.setItem('userId', '1');
};

/** Every address the start-up wrote to the history. */
const historyEntries = (env: FakeEnvironment) =>
  env.history.replaceState.mock.calls.map(([, , entry]) => String(entry));

afterEach(() => vi.restoreAllMocks());

describe('a start link while another account is signed in', () => {
  it('does not replace the signed-in session without consent', async () => {
    const { store, environment } = setup(
      `${origin}/rider/profile?token=sender-token`,
      signedInAsVictim,
    );
    await store.set(actions.startSessionAtom);
    expect(environment.localStorage.getItem('token')).toBe('victim-token');
    expect(environment.sessionStorage.getItem('token')).toBeNull();
    expect(store.get(atoms.sessionAtom)).toMatchObject({
      authenticated: true,
      profile: { id: 1 },
      profileLoaded: true,
    });
  });

  it('asks first, naming both accounts (the other one from the profile its token opens)', async () => {
    const { store } = setup(`${origin}/rider/?token=sender-token`, signedInAsVictim);
    await store.set(actions.startSessionAtom);
    expect(store.get(atoms.accountSwitchAtom)).toEqual({
      current: { firstName: 'Camille', lastName: 'Martin', email: victim.email },
      other: { firstName: 'Eve', lastName: 'Durand', email: 'eve.durand@example.com' },
    });
    // The question holds no token: what is rendered never carries it.
    expect(JSON.stringify(store.get(atoms.accountSwitchAtom))).not.toContain('sender-token');
  });

  it('declining keeps the current session and drops the link', async () => {
    const { store, environment } = setup(`${origin}/rider/?token=sender-token`, signedInAsVictim);
    await store.set(actions.startSessionAtom);
    store.set(actions.declineAccountSwitchAtom);
    expect(store.get(atoms.accountSwitchAtom)).toBeNull();
    expect(environment.localStorage.getItem('token')).toBe('victim-token');
    expect(store.get(atoms.sessionAtom).profile?.id).toBe(1);
    // Nothing left to accept afterwards.
    await store.set(actions.acceptAccountSwitchAtom);
    expect(environment.localStorage.getItem('token')).toBe('victim-token');
  });

  it('accepting switches to the other account (its token saved to local storage, as the spec says)', async () => {
    const { store, environment } = setup(`${origin}/rider/?token=sender-token`, (env) => {
      env.sessionStorage.setItem('token', 'victim-token');
      env.sessionStorage.setItem('userId', '1');
    });
    await store.set(actions.startSessionAtom);
    await store.set(actions.acceptAccountSwitchAtom);
    expect(store.get(atoms.accountSwitchAtom)).toBeNull();
    expect(environment.localStorage.getItem('token')).toBe('sender-token');
    expect(environment.localStorage.getItem('userId')).toBe('2');
    expect(environment.sessionStorage.getItem('token')).toBeNull();
    expect(store.get(atoms.sessionAtom)).toMatchObject({ authenticated: true, profile: { id: 2 } });
  });

  it('a link whose token opens nothing is dropped without logging the signed-in account out', async () => {
    const { store, environment, requests } = setup(
      `${origin}/rider/?token=forged`,
      signedInAsVictim,
    );
    await store.set(actions.startSessionAtom);
    expect(store.get(atoms.accountSwitchAtom)).toBeNull();
    expect(environment.localStorage.getItem('token')).toBe('victim-token');
    expect(store.get(atoms.sessionAtom)).toMatchObject({ authenticated: true, profile: { id: 1 } });
    expect(requests.some((r) => new URL(r.url).pathname === '/auth/logout')).toBe(false);
  });

  it('a link of the account already signed in asks nothing', async () => {
    profiles['victim-second-token'] = victim;
    const { store, environment } = setup(
      `${origin}/rider/?token=victim-second-token`,
      signedInAsVictim,
    );
    await store.set(actions.startSessionAtom);
    expect(store.get(atoms.accountSwitchAtom)).toBeNull();
    expect(store.get(atoms.sessionAtom).profile?.id).toBe(1);
    expect(environment.localStorage.getItem('token')).toBe('victim-token');
  });

  it('a stored token that no longer opens a session does not stand in the way: the link is used', async () => {
    const { store, environment } = setup(`${origin}/rider/?token=sender-token`, (env) =>
      env.localStorage.setItem('token', 'expired-token'),
    );
    await store.set(actions.startSessionAtom);
    expect(store.get(atoms.accountSwitchAtom)).toBeNull();
    expect(environment.localStorage.getItem('token')).toBe('sender-token');
    expect(store.get(atoms.sessionAtom)).toMatchObject({ authenticated: true, profile: { id: 2 } });
  });
});

describe('the start token never stays in the address, the history or the console', () => {
  it('is out of the address bar before the start-up awaits anything, in every case', async () => {
    for (const prepare of [undefined, signedInAsVictim]) {
      const { store, environment } = setup(
        `${origin}/rider/onboarding?step=2&token=sender-token#documents`,
        prepare,
      );
      const log = vi.spyOn(console, 'log');
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      const started = store.set(actions.startSessionAtom);
      // Synchronously: nothing (router, telemetry, tag manager) can read the address before.
      expect(historyEntries(environment)).toEqual(['/rider/onboarding?step=2#documents']);
      await started;
      await store.set(actions.acceptAccountSwitchAtom);
      for (const entry of historyEntries(environment)) expect(entry).not.toContain('sender-token');
      for (const spy of [log, warn, error]) {
        expect(JSON.stringify(spy.mock.calls)).not.toContain('sender-token');
      }
      vi.restoreAllMocks();
    }
  });

  it('is never put in the address of a request', async () => {
    const { store, requests } = setup(`${origin}/rider/?token=sender-token`, signedInAsVictim);
    await store.set(actions.startSessionAtom);
    await store.set(actions.acceptAccountSwitchAtom);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.url).not.toContain('sender-token');
  });
});
