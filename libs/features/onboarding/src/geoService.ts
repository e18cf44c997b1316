/** The address-lookup service of the build (tools/vite/geoServices.ts), set by the route factory. */
let url = 'https://data.geopf.fr';

export function setGeocodingUrl(value: string): void {
  url = value;
}

export function geocodingUrl(): string {
  return url;
}
