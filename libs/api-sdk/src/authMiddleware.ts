import type { Middleware } from 'openapi-fetch';
import { isSameOriginPath } from './sameOrigin';
import { resolveOrigin } from './xsrfMiddleware';

/**
 * Spec section 7: every /api/ call. Also POST /auth/logout, a public call whose whole point is to end
 * the session of the token it carries (spec section 4, "Logout: calls the logout endpoint").
 */
const AUTH_PATHS = ['/api/', '/auth/logout'] as const;

export interface AuthMiddlewareOptions {
  /**
   * The session token, called for each request, so a login or logout between two calls is seen at
   * once. The SDK does not read storage itself: the session owner (`@velo/auth` in the Velo apps)
   * passes its own reader. Without it, no Authorization header is sent.
   */
  getToken?: (() => string | null) | undefined;
  /** The origin the token may be sent to. Read at request time; defaults to the page's origin. */
  origin?: string | (() => string | undefined) | undefined;
}

/**
 * Adds `Authorization: Bearer {token}` to requests to the app's own origin whose path starts with
 * /api/ (spec section 7) or is /auth/logout, unless the request already has an Authorization header.
 * The token comes from `getToken`; without one, nothing is added.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions = {}): Middleware {
  const { getToken } = options;
  return {
    onRequest({ request }) {
      if (getToken === undefined || request.headers.has('Authorization')) return undefined;
      const origin = resolveOrigin(options.origin);
      if (origin === undefined || !isSameOriginPath(request.url, origin, AUTH_PATHS)) {
        return undefined;
      }
      const token = getToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
