/**
 * The two third-party services the rider app calls from the browser (spec section 1): the
 * Géoplateforme geocoder (address lookup) and the Plan IGN v2 map tiles. Their base URLs are build
 * configuration, read once here for the app's code and for its Content-Security-Policy, so the policy
 * names exactly the hosts the build calls:
 * - `VITE_GEOCODING_URL`: the geocoder's base; the app calls `{base}/geocodage/search`.
 * - `VITE_MAP_TILES_URL`: the WMTS endpoint; the app asks `{url}?SERVICE=WMTS&REQUEST=GetTile…`.
 * A production build defaults to the Géoplateforme itself (no key needed). The dev server defaults to
 * the dev API's stand-ins (tools/dev-api, `/geoplateforme/…`), so `npm start` never leaves the machine.
 */
export interface GeoServices {
  geocodingUrl: string;
  mapTilesUrl: string;
}

export const productionGeoServices: GeoServices = {
  geocodingUrl: 'https://data.geopf.fr',
  mapTilesUrl: 'https://data.geopf.fr/wmts',
};

export function devApiGeoServices(devApiOrigin: string): GeoServices {
  return {
    geocodingUrl: `${devApiOrigin}/geoplateforme`,
    mapTilesUrl: `${devApiOrigin}/geoplateforme/wmts`,
  };
}

function checkedUrl(name: string, value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`${name} must be https (or a local stand-in): ${value}`);
  }
  return value.replace(/\/$/, '');
}

/** The services of a build: the environment's, else the defaults of the mode. */
export function geoServicesFromEnv(
  env: Record<string, string | undefined>,
  defaults: GeoServices,
): GeoServices {
  return {
    geocodingUrl: checkedUrl(
      'VITE_GEOCODING_URL',
      env['VITE_GEOCODING_URL'] || defaults.geocodingUrl,
    ),
    mapTilesUrl: checkedUrl(
      'VITE_MAP_TILES_URL',
      env['VITE_MAP_TILES_URL'] || defaults.mapTilesUrl,
    ),
  };
}
