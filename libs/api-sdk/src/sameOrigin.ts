/**
 * Spec section 7 gives the bearer token to "every request whose URL starts with /api/". Read literally
 * on an absolute URL that would also match https://evil.example/api/, which is how axios leaked its XSRF
 * token (CVE-2023-45857). Credentials therefore go only to the app's own origin, and only to the given
 * paths: an entry ending in '/' matches every path under it, any other entry that exact path.
 */
export function isSameOriginPath(
  requestUrl: string,
  appOrigin: string,
  prefixes: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(requestUrl, appOrigin);
  } catch {
    return false;
  }
  if (url.origin !== new URL(appOrigin).origin) return false;
  return prefixes.some((prefix) =>
    prefix.endsWith('/') ? url.pathname.startsWith(prefix) : url.pathname === prefix,
  );
}
