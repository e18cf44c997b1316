import { apiClientOn, type ApiClient } from './apiClient';
import { createRawClient } from './rawClient';

export type { ApiClient, GroupListQuery } from './apiClient';

export interface ApiClientOptions {
  /** Where the API lives: `''` or the page's origin for the rider app, an absolute URL otherwise. */
  baseUrl: string;
  /**
   * The session token, read at each request. The SDK never reads storage itself: the session owner
   * passes its reader (`@velo/auth` does). Without it, no Authorization header is sent.
   */
  getToken?: () => string | null;
  /** A 401 outside /auth/: log out. Called once per burst of parallel 401s. */
  onUnauthorized?: () => void;
  /** Any 503: show the maintenance page. */
  onMaintenance?: () => void;
  /** The fetch to use; defaults to the global one (tests inject theirs). */
  fetch?: typeof fetch;
  /**
   * The only origin that receives the token and the XSRF header. Defaults to the page's origin
   * (`location.origin`); set it when the API is served from another origin than the page.
   */
  origin?: string;
  /** The cookie string the XSRF token is read from. Defaults to `document.cookie`. */
  readCookies?: () => string;
}

/**
 * A client of the Velo API with the session and error rules of spec sections 7 and 8: bearer token
 * and XSRF header on the app's own origin only, `onUnauthorized` / `onMaintenance` callbacks, and
 * results that never reject.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return apiClientOn(createRawClient(options));
}
