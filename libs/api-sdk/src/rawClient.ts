import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './authMiddleware';
import type { ApiClientOptions } from './createApiClient';
import { createErrorMiddleware } from './errorMiddleware';
import type { paths } from './generated/api';
import { createXsrfMiddleware } from './xsrfMiddleware';

/**
 * The openapi-fetch client of the contract with the SDK's middleware (bearer token, XSRF header,
 * error rules), what `createApiClient` builds its functions on.
 */
export function createRawClient(options: ApiClientOptions): Client<paths> {
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    // Read at call time rather than captured, so a test or an app that swaps globalThis.fetch later
    // is honoured when no fetch was given.
    fetch: options.fetch ?? ((input) => globalThis.fetch(input)),
  });
  // Each middleware picks its own options (getToken, origin, readCookies, the callbacks) out of these.
  raw.use(
    createAuthMiddleware(options),
    createXsrfMiddleware(options),
    createErrorMiddleware(options),
  );
  return raw;
}
