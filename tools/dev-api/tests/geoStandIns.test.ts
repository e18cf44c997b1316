/**
 * The Géoplateforme stand-ins the rider app uses in dev and e2e: the geocoder's GeoJSON answer
 * shape, its postcode filter and 429, and the generated map tiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi, type RunningDevApi } from '../src/start.ts';

let server: RunningDevApi;

beforeAll(async () => {
  server = await startDevApi();
}, 240_000);

afterAll(async () => {
  await server?.close();
});

const search = (query: string) => fetch(`${server.url}/geoplateforme/geocodage/search?${query}`);

describe('geocoder stand-in', () => {
  it('answers a FeatureCollection of addresses, [lon, lat], best first, for any origin, without cookies', async () => {
    const response = await search(
      'q=12%20rue%20de%20bretagne&index=address&limit=5&autocomplete=1',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as {
      type: string;
      features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[];
    };
    expect(body.type).toBe('FeatureCollection');
    const [first] = body.features;
    expect(first?.properties).toMatchObject({
      label: '12 Rue de Bretagne 75003 Paris',
      housenumber: '12',
      street: 'Rue de Bretagne',
      postcode: '75003',
      citycode: '75103',
      city: 'Paris',
      context: '75, Paris, Île-de-France',
    });
    expect(first?.properties['score']).toBeGreaterThan(0.5);
    const [lon, lat] = first?.geometry.coordinates ?? [];
    expect(lon).toBeCloseTo(2.36, 1);
    expect(lat).toBeCloseTo(48.86, 1);
  });

  it('completes a postal code or a town, filters by postcode, and refuses a short query', async () => {
    const town = (await (await search('q=annec&autocomplete=1&limit=3')).json()) as {
      features: { properties: { city: string; postcode: string } }[];
    };
    expect(town.features[0]?.properties).toMatchObject({ city: 'Annecy', postcode: '74000' });
    const filtered = (await (await search('q=rue&postcode=69001&limit=10')).json()) as {
      features: { properties: { postcode: string } }[];
    };
    expect(filtered.features.length).toBeGreaterThan(0);
    expect(filtered.features.every((feature) => feature.properties.postcode === '69001')).toBe(
      true,
    );
    expect((await search('q=ab')).status).toBe(400);
  });

  it('answers 429 with Retry-After past 50 requests a second', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 150 }, () => search('q=paris&limit=1').then((response) => response)),
    );
    const limited = statuses.find((response) => response.status === 429);
    expect(limited?.headers.get('retry-after')).toBe('1');
  });
});

describe('map tiles stand-in', () => {
  it('draws an SVG tile for a WMTS GetTile, and refuses a tile outside the grid', async () => {
    const tile = (matrix: number, row: number, col: number) =>
      fetch(
        `${server.url}/geoplateforme/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=GEOGRAPHICALGRIDSYSTEMS.PLANIGNV2&STYLE=normal&TILEMATRIXSET=PM&FORMAT=image/png&TILEMATRIX=${matrix}&TILEROW=${row}&TILECOL=${col}`,
      );
    const response = await tile(13, 2818, 4149);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256"/,
    );
    expect((await tile(2, 5, 0)).status).toBe(400);
  });
});
