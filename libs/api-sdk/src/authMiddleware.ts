import type { Middleware } from 'openapi-fetch';
import { isSameOriginPath } from './sameOrigin';
import { resolveOrigin } from './xsrfMiddleware';

/** The storage key of the session token (spec section 3, "Stored values"). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * Spec section 7: every /api/ call. Also POST /auth/logout, a public call whose whole point is to end
 * the session of the token it carries (spec section 4, "Logout: calls the logout endpoint").
 */
const AUTH_PATHS = ['/api/', '/auth/logout'] as const;

function readStorage(storage: 'localStorage' | 'sessionStorage'): string | null {
  try {
    return globalThis[storage]?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage access throws in some privacy modes and sandboxed iframes: behave as logged out.
    return null;
  }
}

/** Spec section 7: the stored token, local storage first, then session storage. */
export function readStoredToken(): string | null {
  return readStorage('localStorage') || readStorage('sessionStorage') || null;
}

export interface AuthMiddlewareOptions {
  /** Called for each request, so a login or logout between two calls is seen at once. */
  getToken?: (() => string | null) | undefined;
  /** The origin the token may be sent to. Read at request time; defaults to the page's origin. */
  origin?: string | (() => string | undefined) | undefined;
}

/**
 * Adds `Authorization: Bearer {token}` to requests to the app's own origin whose path starts with
 * /api/ (spec section 7) or is /auth/logout, unless the request already has an Authorization header.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions = {}): Middleware {
  const getToken = options.getToken ?? readStoredToken;
  return {
    onRequest({ request }) {
      if (request.headers.has('Authorization')) return undefined;
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
