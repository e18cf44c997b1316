/**
 * The Géoplateforme geocoder (spec section 1: the government address-lookup service), shared by the
 * stores search and the onboarding address (one call, one parsing). Not a platform API call: it goes
 * from the browser straight to its host: never through the API client, so no session token, no XSRF
 * header and no cookie ever reach a third party (`credentials: 'omit'`, no custom header).
 * `GET {base}/geocodage/search?q=…&index=address&limit=…&autocomplete=1[&postcode=…]` answers a
 * GeoJSON FeatureCollection (the Base Adresse Nationale's shape); past 50 requests a second it
 * answers 429 with `Retry-After`.
 */
export interface AddressSuggestion {
  /** A key for the list (label + position). */
  id: string;
  label: string;
  /** The address line without postal code and city ("12 Rue de Bretagne"); '' for a town alone. */
  street: string;
  postcode: string;
  city: string;
  context: string;
  latitude: number;
  longitude: number;
}

export type GeocodeResult =
  | { kind: 'ok'; suggestions: AddressSuggestion[] }
  /** 429: try again after `retryAfterSeconds`. */
  | { kind: 'busy'; retryAfterSeconds: number }
  /** Network failure, 5xx or an answer not in the expected shape. */
  | { kind: 'unavailable' }
  | { kind: 'aborted' };

interface FeatureShape {
  geometry?: { coordinates?: unknown };
  properties?: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');

function suggestionOf(feature: FeatureShape): AddressSuggestion | null {
  const coordinates = feature.geometry?.coordinates;
  const properties = feature.properties ?? {};
  if (!Array.isArray(coordinates) || coordinates.length < 2) return null;
  const [longitude, latitude] = coordinates as [unknown, unknown];
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  const label = text(properties['label']);
  if (!label) return null;
  return {
    id: `${label}|${latitude}|${longitude}`,
    label,
    street: properties['type'] === 'municipality' ? '' : text(properties['name']),
    postcode: text(properties['postcode']),
    city: text(properties['city']),
    context: text(properties['context']),
    latitude,
    longitude,
  };
}

/** The shortest query the service accepts. */
export const minimumGeocodeQueryLength = 3;

export async function geocode(
  baseUrl: string,
  query: string,
  options: { signal?: AbortSignal; limit?: number; postcode?: string; fetch?: typeof fetch } = {},
): Promise<GeocodeResult> {
  const url = new URL(`${baseUrl}/geocodage/search`);
  url.searchParams.set('q', query.trim().slice(0, 200));
  url.searchParams.set('index', 'address');
  url.searchParams.set('limit', String(options.limit ?? 6));
  url.searchParams.set('autocomplete', '1');
  if (options.postcode) url.searchParams.set('postcode', options.postcode);
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const response = await doFetch(url.toString(), {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (response.status === 429) {
      const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
      return {
        kind: 'busy',
        retryAfterSeconds:
          Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 60) : 2,
      };
    }
    if (!response.ok) return { kind: 'unavailable' };
    const body = (await response.json()) as { features?: unknown };
    if (!Array.isArray(body.features)) return { kind: 'unavailable' };
    const suggestions = (body.features as FeatureShape[])
      .map(suggestionOf)
      .filter((suggestion): suggestion is AddressSuggestion => suggestion !== null);
    return { kind: 'ok', suggestions };
  } catch (error) {
    if (options.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
      return { kind: 'aborted' };
    }
    return { kind: 'unavailable' };
  }
}
