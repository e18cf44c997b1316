/** A host that cannot exist (RFC 6761), used only to let the URL parser resolve a candidate path. */
const probeOrigin = 'https://velo.invalid';

/** Longer than any route of the app; a cap keeps a crafted `from` from costing anything to parse. */
const maxRedirectLength = 2048;

/**
 * Backslashes are read as slashes by URL parsers ('/\evil.example' is protocol-relative), and tabs and
 * newlines are silently dropped ('/\t/evil.example'), so neither may appear in a path we follow.
 */
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\\\u0000-\u001f\u007f]/;

export function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Spec section 2.1 passes the requested path along as `from` so login can return there. Anything that
 * is not a path inside this app (absolute or protocol-relative URLs, backslash tricks, `javascript:`)
 * is refused with `null`: following it would be an open redirect.
 *
 * The answer is relative to the app (what a router with `basename` expects): a `from` that carries the
 * base path ('/rider/profile') is answered without it ('/profile').
 */
export function safeRedirectPath(from: unknown, basePath = ''): string | null {
  if (typeof from !== 'string' || from.length === 0 || from.length > maxRedirectLength) return null;
  if (!from.startsWith('/') || from.startsWith('//')) return null;
  if (unsafeCharacters.test(from)) return null;
  let url: URL;
  try {
    url = new URL(from, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  let path = url.pathname;
  const base = normaliseBasePath(basePath);
  if (base !== '' && (path === base || path.startsWith(`${base}/`))) {
    path = path.slice(base.length) || '/';
  }
  const result = `${path}${url.search}${url.hash}`;
  // Dot segments can collapse into a leading '//' ('/.//evil.example' parses to '//evil.example').
  if (result.startsWith('//')) return null;
  return result;
}
