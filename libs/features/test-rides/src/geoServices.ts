/** The address-lookup and map-tile services of the build (tools/vite/geoServices.ts). */
export interface GeoServices {
  /** The geocoder's base: `{geocodingUrl}/geocodage/search`. */
  geocodingUrl: string;
  /** The WMTS endpoint of the Plan IGN v2 tiles. */
  mapTilesUrl: string;
}

let current: GeoServices = {
  geocodingUrl: 'https://data.geopf.fr',
  mapTilesUrl: 'https://data.geopf.fr/wmts',
};

export function setGeoServices(geo: GeoServices): void {
  current = geo;
}

export function geoServices(): GeoServices {
  return current;
}
