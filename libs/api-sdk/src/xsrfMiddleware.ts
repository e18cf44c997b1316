import type { Middleware } from 'openapi-fetch';
import { isSameOriginPath } from './sameOrigin';

/** The one place the cross-site request token's names live (shared contract: cookie set by the server). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Paths whose state-changing calls carry the token: the platform's API and its auth endpoints. */
export const XSRF_PATH_PREFIXES = ['/api/', '/auth/'] as const;

/** RFC 9110 safe methods; every other method may change state and carries the token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export function isStateChangingMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** The value of one cookie in a `document.cookie` string, URL-decoded; null when absent or empty. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface XsrfMiddlewareOptions {
  /** The origin the token may be sent to. Read at request time; defaults to the page's origin. */
  origin?: string | (() => string | undefined) | undefined;
  /** The cookie string to read the token from; defaults to `document.cookie`. */
  readCookies?: (() => string) | undefined;
}

export function resolveOrigin(origin: XsrfMiddlewareOptions['origin']): string | undefined {
  if (typeof origin === 'function') return origin();
  return origin ?? globalThis.location?.origin;
}

/**
 * Copies the `XSRF-TOKEN` cookie into the `X-XSRF-TOKEN` header of state-changing requests to the
 * app's own origin under /api/ or /auth/. Never to another origin: sending it there is the axios leak
 * of CVE-2023-45857.
 */
export function createXsrfMiddleware(options: XsrfMiddlewareOptions = {}): Middleware {
  const readCookies = options.readCookies ?? (() => globalThis.document?.cookie ?? '');
  return {
    onRequest({ request }) {
      if (!isStateChangingMethod(request.method)) return undefined;
      if (request.headers.has(XSRF_HEADER_NAME)) return undefined;
      const origin = resolveOrigin(options.origin);
      if (origin === undefined || !isSameOriginPath(request.url, origin, XSRF_PATH_PREFIXES)) {
        return undefined;
      }
      const token = readCookie(readCookies(), XSRF_COOKIE_NAME);
      if (token === null) return undefined;
      request.headers.set(XSRF_HEADER_NAME, token);
      return request;
    },
  };
}
