import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor, securityHeaders } from '../vite/appServer.ts';
import {
  devApiGeoServices,
  geoServicesFromEnv,
  productionGeoServices,
} from '../vite/geoServices.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy and the Géoplateforme services', () => {
  it('names exactly the geocoder host in connect-src and the tiles host in img-src, nothing broader', () => {
    const policy = securityHeaders['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://data.geopf.fr']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://data.geopf.fr']);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/\*|unsafe-inline|unsafe-eval/);
  });

  it('follows the build configuration: the stand-ins of the dev API, or the env variables', () => {
    const dev = contentSecurityPolicyFor(devApiGeoServices('http://127.0.0.1:4300'));
    expect(directive(dev, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4300']);
    const custom = geoServicesFromEnv(
      {
        VITE_GEOCODING_URL: 'https://geo.example.fr/',
        VITE_MAP_TILES_URL: 'https://tiles.example.fr/wmts',
      },
      productionGeoServices,
    );
    expect(custom).toEqual({
      geocodingUrl: 'https://geo.example.fr',
      mapTilesUrl: 'https://tiles.example.fr/wmts',
    });
    const policy = contentSecurityPolicyFor(custom);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://geo.example.fr']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://tiles.example.fr']);
    expect(geoServicesFromEnv({}, productionGeoServices)).toEqual(productionGeoServices);
    expect(() =>
      geoServicesFromEnv({ VITE_GEOCODING_URL: 'http://geo.example.fr' }, productionGeoServices),
    ).toThrow(/https/);
  });
});
