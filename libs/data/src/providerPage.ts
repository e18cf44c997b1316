/**
 * Only an address the API returned, and only a web one: a payment provider's hosted page (the lease
 * journey's extra contribution and the end-of-lease buyout, lease-design §3). Anything else (a
 * `javascript:` URL, a relative path) is refused rather than followed.
 */
export function providerPageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
