/**
 * Stand-ins for the two Géoplateforme services the rider app calls directly (not through the API),
 * so `npm start` and the end-to-end suites never leave the machine:
 * - the geocoder, `GET /geoplateforme/geocodage/search?q=…&index=address&limit=…&autocomplete=1&postcode=…`,
 *   answering the same GeoJSON FeatureCollection as https://data.geopf.fr/geocodage/search from the
 *   places and store streets the dev API knows, with `Access-Control-Allow-Origin: *` like the real
 *   service, and a 429 with `Retry-After` past 50 requests a second;
 * - the Plan IGN v2 WMTS, `GET /geoplateforme/wmts?…&TILEMATRIX=z&TILEROW=y&TILECOL=x`, answering a
 *   256 px SVG tile drawn here (land, a graticule that lines up across tiles, no text).
 */
import type { FastifyInstance } from 'fastify';
import { places, type Place } from './places.ts';
import { storeSeeds } from './storeList.ts';

export const geoStandInPrefix = '/geoplateforme';

interface Feature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    label: string;
    score: number;
    housenumber?: string;
    id: string;
    name: string;
    postcode: string;
    citycode: string;
    x: number;
    y: number;
    city: string;
    context: string;
    type: 'housenumber' | 'municipality';
    importance: number;
    street?: string;
  };
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Candidate {
  feature: Feature;
  words: string[];
}

function candidates(): Candidate[] {
  const byPostcode = new Map<string, Place>(places.map((place) => [place.postcode, place]));
  const out: Candidate[] = [];
  for (const place of places) {
    const label = `${place.city} ${place.postcode}`;
    out.push({
      words: normalise(label).split(' '),
      feature: {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
        properties: {
          label,
          score: 0,
          id: place.citycode,
          name: place.city,
          postcode: place.postcode,
          citycode: place.citycode,
          x: 0,
          y: 0,
          city: place.city,
          context: place.context,
          type: 'municipality',
          importance: 0.6,
        },
      },
    });
  }
  for (const store of storeSeeds) {
    const place = byPostcode.get(store.postcode);
    if (!place) continue;
    const [, housenumber = '', street = ''] = /^(\d+)\s+(.*)$/.exec(store.street) ?? [];
    const streetName = street.charAt(0).toUpperCase() + street.slice(1);
    const label = `${housenumber} ${streetName} ${place.postcode} ${place.city}`;
    out.push({
      words: normalise(label).split(' '),
      feature: {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [store.longitude, store.latitude] },
        properties: {
          label,
          score: 0,
          housenumber,
          id: `${place.citycode}_${normalise(street).replace(/ /g, '_')}_${housenumber}`,
          name: `${housenumber} ${streetName}`,
          postcode: place.postcode,
          citycode: place.citycode,
          x: 0,
          y: 0,
          city: place.city,
          context: place.context,
          type: 'housenumber',
          importance: 0.5,
          street: streetName,
        },
      },
    });
  }
  return out;
}

/** Searches like the real geocoder in autocomplete mode: every word typed starts a word of the label. */
export function geocode(q: string, limit: number, postcode?: string): Feature[] {
  const typed = normalise(q).split(' ').filter(Boolean);
  if (typed.length === 0) return [];
  return candidates()
    .filter(({ feature }) => postcode === undefined || feature.properties.postcode === postcode)
    .map(({ feature, words }) => {
      const matched = typed.filter((word) => words.some((candidate) => candidate.startsWith(word)));
      const exact = typed.filter((word) => words.includes(word)).length;
      const score = matched.length === typed.length ? 0.5 + (0.5 * exact) / words.length : 0;
      return { feature, score };
    })
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || a.feature.properties.label.localeCompare(b.feature.properties.label),
    )
    .slice(0, limit)
    .map(({ feature, score }) => ({
      ...feature,
      properties: { ...feature.properties, score: Math.round(score * 1e4) / 1e4 },
    }));
}

/** One 256 px tile: land colour, water-blue graticule lines every 1/8 of the tile's parent grid. */
export function tileSvg(z: number, x: number, y: number): string {
  // Lines at fixed world positions, so neighbouring tiles join up: every 32 px at this zoom, with a
  // stronger line at every 256 px of zoom z-2 (a "main road").
  const lines: string[] = [];
  for (let offset = 0; offset <= 256; offset += 32) {
    const strong = ((x * 256 + offset) / 32) % 8 === 0;
    lines.push(
      `<path d="M${offset} 0V256" stroke="${strong ? '#ffffff' : '#e3ddd0'}" stroke-width="${strong ? 4 : 1}"/>`,
    );
    const strongRow = ((y * 256 + offset) / 32) % 8 === 0;
    lines.push(
      `<path d="M0 ${offset}H256" stroke="${strongRow ? '#ffffff' : '#e3ddd0'}" stroke-width="${strongRow ? 4 : 1}"/>`,
    );
  }
  // A river-like band crossing tiles whose coordinates say so, for a map that is not all one colour.
  const water =
    (x + 2 * y + z) % 7 === 0
      ? '<path d="M0 180C80 150 160 210 256 170V200C160 240 80 180 0 210Z" fill="#aad3df"/>'
      : '';
  const park =
    (3 * x + y) % 5 === 0
      ? '<rect x="40" y="40" width="90" height="70" rx="8" fill="#cdebb0"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="#f2efe9"/>${park}${water}${lines.join('')}</svg>`;
}

/** Registers the stand-ins; `limitPerSecond` mirrors the real service's 50 requests/s per IP. */
export function registerGeoStandIns(app: FastifyInstance, limitPerSecond = 50): void {
  let windowStart = 0;
  let inWindow = 0;
  app.get(`${geoStandInPrefix}/geocodage/search`, async (request, reply) => {
    void reply.header('access-control-allow-origin', '*');
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    if (inWindow > limitPerSecond) {
      return reply
        .code(429)
        .header('retry-after', '1')
        .send({ code: 429, message: 'Too many requests' });
    }
    const query = request.query as Record<string, string | undefined>;
    const q = (query['q'] ?? '').trim();
    const limit = Math.min(20, Math.max(1, Number.parseInt(query['limit'] ?? '10', 10) || 10));
    const postcode = query['postcode'];
    if (q.length < 3 || q.length > 200 || (postcode !== undefined && !/^\d{5}$/.test(postcode))) {
      return reply.code(400).send({
        code: 400,
        message: 'Failed parsing query',
        detail: ['q: must contain between 3 and 200 chars and start with a number or a letter'],
      });
    }
    return reply.type('application/json').send({
      type: 'FeatureCollection',
      features: geocode(q, limit, postcode),
      query: q,
    });
  });
  app.get(`${geoStandInPrefix}/wmts`, async (request, reply) => {
    const query = Object.fromEntries(
      Object.entries(request.query as Record<string, string>).map(([key, value]) => [
        key.toUpperCase(),
        value,
      ]),
    );
    const z = Number(query['TILEMATRIX']);
    const x = Number(query['TILECOL']);
    const y = Number(query['TILEROW']);
    const valid =
      [z, x, y].every((n) => Number.isInteger(n) && n >= 0) && z <= 19 && x < 2 ** z && y < 2 ** z;
    if (query['REQUEST'] !== 'GetTile' || !valid) {
      return reply.code(400).type('text/plain').send('Bad tile request');
    }
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .type('image/svg+xml')
      .send(tileSvg(z, x, y));
  });
}
