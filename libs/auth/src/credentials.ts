import { readStorage, removeStorage, writeStorage } from '@velo/data';

/** Spec section 3, "Stored values": the session token under 'token' and the userId. */
export const tokenStorageKey = 'token';
export const userIdStorageKey = 'userId';

export interface CredentialStorages {
  localStorage: Storage | null;
  sessionStorage: Storage | null;
}

/**
 * Spec section 7: the token from local storage, falling back to session storage. The one reader of the
 * stored token: the SDK receives it as `getToken`.
 */
export function readStoredToken(storages: CredentialStorages): string | null {
  return (
    readStorage(storages.localStorage, tokenStorageKey) ||
    readStorage(storages.sessionStorage, tokenStorageKey) ||
    null
  );
}

/**
 * Spec section 4: local storage when "remember" is set, otherwise session storage. Both are cleared
 * first: local storage wins when the token is read back, so a stale remembered token left there would
 * otherwise outlive a later session-only login.
 */
export function storeCredentials(
  storages: CredentialStorages,
  credentials: { token: string; userId: number },
  remember: boolean,
): void {
  clearCredentials(storages);
  const target = remember ? storages.localStorage : storages.sessionStorage;
  writeStorage(target, tokenStorageKey, credentials.token);
  writeStorage(target, userIdStorageKey, String(credentials.userId));
}

/** Spec section 4 (logout): no credential is left in either storage. */
export function clearCredentials(storages: CredentialStorages): void {
  for (const storage of [storages.localStorage, storages.sessionStorage]) {
    removeStorage(storage, tokenStorageKey);
    removeStorage(storage, userIdStorageKey);
  }
}
