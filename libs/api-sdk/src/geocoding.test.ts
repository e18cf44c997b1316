import { describe, expect, it } from 'vitest';
import { geocode } from './geocoding';

const feature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.3622, 48.8631] },
  properties: {
    label: '12 Rue de Bretagne 75003 Paris',
    name: '12 Rue de Bretagne',
    type: 'housenumber',
    housenumber: '12',
    street: 'Rue de Bretagne',
    postcode: '75003',
    citycode: '75103',
    city: 'Paris',
    context: '75, Paris, Île-de-France',
    score: 0.97,
  },
};

function recording(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('the Géoplateforme geocoder', () => {
  it('asks {base}/geocodage/search in autocomplete mode, without credentials or custom headers', async () => {
    const { fetch, requests } = recording(() =>
      Response.json({ type: 'FeatureCollection', features: [feature] }),
    );
    const result = await geocode('https://data.geopf.fr', ' 12 rue de bret ', {
      fetch,
      limit: 5,
      postcode: '75003',
    });
    expect(result).toEqual({
      kind: 'ok',
      suggestions: [
        {
          id: '12 Rue de Bretagne 75003 Paris|48.8631|2.3622',
          label: '12 Rue de Bretagne 75003 Paris',
          street: '12 Rue de Bretagne',
          postcode: '75003',
          city: 'Paris',
          context: '75, Paris, Île-de-France',
          latitude: 48.8631,
          longitude: 2.3622,
        },
      ],
    });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://data.geopf.fr/geocodage/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '12 rue de bret',
      index: 'address',
      limit: '5',
      autocomplete: '1',
      postcode: '75003',
    });
    expect(requests[0]?.init?.credentials).toBe('omit');
    expect(requests[0]?.init?.headers).toBeUndefined();
  });

  it('reads a 429 Retry-After, and calls a failure or a strange answer unavailable', async () => {
    const busy = recording(
      () => new Response('', { status: 429, headers: { 'Retry-After': '3' } }),
    );
    expect(await geocode('https://x.test', 'paris', { fetch: busy.fetch })).toEqual({
      kind: 'busy',
      retryAfterSeconds: 3,
    });
    const failing = recording(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await geocode('https://x.test', 'paris', { fetch: failing.fetch })).toEqual({
      kind: 'unavailable',
    });
    const broken = recording(() => new Response('<html>', { status: 502 }));
    expect(await geocode('https://x.test', 'paris', { fetch: broken.fetch })).toEqual({
      kind: 'unavailable',
    });
    const odd = recording(() => Response.json({ features: [{ geometry: {}, properties: {} }] }));
    expect(await geocode('https://x.test', 'paris', { fetch: odd.fetch })).toEqual({
      kind: 'ok',
      suggestions: [],
    });
  });

  it('reports a cancelled request as aborted', async () => {
    const controller = new AbortController();
    const { fetch } = recording(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    expect(await geocode('https://x.test', 'paris', { fetch, signal: controller.signal })).toEqual({
      kind: 'aborted',
    });
  });
});
