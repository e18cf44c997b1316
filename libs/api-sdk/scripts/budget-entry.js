/**
 * Plain JavaScript on purpose: it imports the built dist/, which the typecheck must not depend on
 * (a build running beside it empties dist/).
 *
 * What a consumer ships for the SDK at its smallest useful size: the built package, a client with its
 * session and error rules, one middleware of its own, one call.
 */
import { createApiClient } from '../dist/index.js';

/** @type {import('../dist/index.js').Middleware} */
const requestId = {
  onRequest({ request }) {
    request.headers.set('X-Request-Id', globalThis.crypto.randomUUID());
    return request;
  },
};

export const client = createApiClient({
  baseUrl: '',
  // The consumer owns its session, so it reads the token itself (the SDK never reads storage).
  getToken: () => globalThis.localStorage.getItem('token'),
  onUnauthorized: () => globalThis.location.assign('/rider/login'),
  onMaintenance: () => globalThis.document.body.setAttribute('data-maintenance', ''),
});
client.raw.use(requestId);

export async function loadProfile() {
  const result = await client.profile.get();
  return result.ok ? result.data : null;
}
