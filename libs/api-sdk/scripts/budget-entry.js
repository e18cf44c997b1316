/**
 * What a consumer ships for the SDK at its smallest useful size: the built package, a client with its
 * session and error rules, one middleware of its own, one call.
 */
import { createApiClient, type Middleware } from '../dist/index.js';

const requestId: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Request-Id', crypto.randomUUID());
    return request;
  },
};

export const client = createApiClient({
  baseUrl: '',
  onUnauthorized: () => location.assign('/rider/login'),
  onMaintenance: () => document.body.setAttribute('data-maintenance', ''),
});
client.raw.use(requestId);

export async function loadProfile() {
  const result = await client.profile.get();
  return result.ok ? result.data : null;
}
