import { MemoryStorage } from '@velo/data';
import { aProfile } from '@velo/data/testing';
import { vi, type Mock } from 'vitest';
import type { AuthEnvironment } from '../src/sessionAtoms';
import type { ApiResult, ErrorBody, LoginResponse, SessionApi } from '../src/types';

export interface FakeEnvironment extends AuthEnvironment {
  localStorage: MemoryStorage;
  sessionStorage: MemoryStorage;
  location: { pathname: string; search: string; hash: string };
  history: { state: unknown; replaceState: Mock<History['replaceState']> };
}

export { MemoryStorage };

export function fakeEnvironment(url = 'https://velo.example/rider/'): FakeEnvironment {
  const parsed = new URL(url);
  return {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
    history: { state: { key: 'router-state' }, replaceState: vi.fn<History['replaceState']>() },
  };
}

export { aProfile };

export const aLoginResponse: LoginResponse = {
  token: 'token-from-login',
  approvalRequestedAt: '2026-09-14T08:30:00Z',
  hasFleetManagementRights: true,
  userId: 42,
};

export function ok<T>(data: T, status = 200): ApiResult<T> {
  return { ok: true, status, data };
}

export function httpError<T>(status: number, code?: ErrorBody['code']): ApiResult<T> {
  return {
    ok: false,
    kind: 'http',
    status,
    error: code === undefined ? undefined : { code, message: code },
  };
}

export type FakeApi = { [K in keyof SessionApi]: Mock<SessionApi[K]> };

export function fakeApi(overrides: Partial<SessionApi> = {}): FakeApi {
  return {
    login: vi.fn<SessionApi['login']>(overrides.login ?? (async () => ok(aLoginResponse))),
    getProfile: vi.fn<SessionApi['getProfile']>(
      overrides.getProfile ?? (async () => ok(aProfile())),
    ),
    getProfileWithToken: vi.fn<SessionApi['getProfileWithToken']>(
      overrides.getProfileWithToken ?? (async () => httpError(401)),
    ),
    logout: vi.fn<SessionApi['logout']>(overrides.logout ?? (async () => ok(undefined, 204))),
  };
}

/** A promise with its resolver, to hold an answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
