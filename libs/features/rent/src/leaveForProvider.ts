/**
 * Sends the browser to the payment provider's hosted page (another origin: a full page load, not a
 * router navigation), as the lease journey's payment does. Its own module so tests can watch it;
 * the address is one the API returned and `providerPageUrl` accepted (data.ts).
 */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
