import { accountSwitchAtom } from '@velo/auth';
import { aProfile } from '@velo/data/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRiderRouter } from './App';
import { createRiderRuntime } from './runtime';

/**
 * The app's start-up with a start link (spec section 4, `?token=`) while another account is signed
 * in: the token leaves the address before the router exists, never enters a history entry or the
 * router's location, and the signed-in account stays until the user accepts the other one.
 */

const linkToken = 'link-token-of-another-account';
const accounts: Record<string, ReturnType<typeof aProfile>> = {
  'signed-in-token': aProfile({ id: 1, firstName: 'Camille' }),
  [linkToken]: aProfile({ id: 2, firstName: 'Eve' }),
};

function serveProfiles() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      const profile = accounts[bearer];
      if (new URL(request.url).pathname === '/api/profile' && profile) {
        return new Response(JSON.stringify(profile), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: '' }), { status: 401 });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('start-up with a start link', () => {
  it('takes the token out of the address before the router reads it, and keeps it out of every history entry', async () => {
    serveProfiles();
    localStorage.setItem('token', 'signed-in-token');
    window.history.replaceState(null, '', `/rider/profile?token=${linkToken}&utm=mail#top`);
    const written: string[] = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      vi.spyOn(window.history, method).mockImplementation((state, unused, url) => {
        written.push(String(url));
        original(state, unused, url);
      });
    }
    const log = vi.spyOn(console, 'log');
    const info = vi.spyOn(console, 'info');

    const runtime = createRiderRuntime();
    expect(window.location.href).not.toContain(linkToken);
    expect(`${window.location.search}${window.location.hash}`).toBe('?utm=mail#top');

    const router = createRiderRouter(runtime);
    const locations = [router.state.location];
    router.subscribe((state) => locations.push(state.location));
    await waitFor(() => expect(runtime.store.get(accountSwitchAtom)).not.toBeNull());

    // The signed-in account stays until the user answers.
    expect(localStorage.getItem('token')).toBe('signed-in-token');
    expect(JSON.stringify(locations)).not.toContain(linkToken);
    expect(written.length).toBeGreaterThan(0);
    for (const url of written) expect(url).not.toContain(linkToken);
    expect(window.location.href).not.toContain(linkToken);
    expect(JSON.stringify([log.mock.calls, info.mock.calls])).not.toContain(linkToken);
    router.dispose();
  });
});

describe('the page before the app runs', () => {
  it('sends no full address (and so no start token) as Referer with its first requests', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync(`${import.meta.dirname}/../../index.html`, 'utf8');
    const policy = html.search(/<meta name="referrer" content="strict-origin" \/>/);
    expect(policy).toBeGreaterThan(-1);
    expect(policy).toBeLessThan(html.search(/<(script|link)\b/));
  });
});
