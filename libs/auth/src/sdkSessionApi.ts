import { createApiClient, type ApiClient, type ApiClientOptions } from '@velo/api-sdk';
import { readStoredToken } from './credentials';
import { configureAuthStore, logoutAtom } from './sessionActions';
import { dependenciesAtom, type AuthStore } from './sessionAtoms';
import { maintenanceAtom } from './shell/shellState';
import type { SessionApi } from './types';

/**
 * The session's port, served by the SDK; `clientForToken` gives a client that sends a given token
 * (the start link's) instead of the stored one.
 */
export function createSdkSessionApi(
  client: Pick<ApiClient, 'auth' | 'profile'>,
  clientForToken: (token: string) => Pick<ApiClient, 'profile'>,
): SessionApi {
  return {
    login: (email, password, remember) =>
      client.auth.login({ email, password, ...(remember === undefined ? {} : { remember }) }),
    getProfile: () => client.profile.get(),
    getProfileWithToken: (token) => clientForToken(token).profile.get(),
    logout: () => client.auth.logout(),
  };
}

export type SessionApiClientOptions = Omit<
  ApiClientOptions,
  'getToken' | 'onUnauthorized' | 'onMaintenance'
>;

/**
 * An SDK client wired to the store, and made the store's `SessionApi`: the token is read from the
 * store's storages (local, then session: spec section 7), a 401 outside /auth/ logs out (spec
 * section 8; the SDK reports one per burst and the logout joins a running one), and any 503 switches
 * to the maintenance page.
 */
export function createSessionApiClient(
  store: AuthStore,
  options: SessionApiClientOptions,
): ApiClient {
  const onMaintenance = () => {
    store.set(maintenanceAtom, true);
  };
  const client = createApiClient({
    ...options,
    getToken: () => readStoredToken(store.get(dependenciesAtom).environment),
    onUnauthorized: () => {
      void store.set(logoutAtom);
    },
    onMaintenance,
  });
  // A start link's token is checked without onUnauthorized: a refused link ends no session.
  const clientForToken = (token: string) =>
    createApiClient({ ...options, getToken: () => token, onMaintenance });
  configureAuthStore(store, { api: createSdkSessionApi(client, clientForToken) });
  return client;
}
