import { describe, expect, it } from 'vitest';
import { fakeFetch, json, origin } from '../tests/fakeFetch';
import { createApiClient } from './createApiClient';
import { sponsorshipApi } from './sponsorshipApi';

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const { fetch, requests } = fakeFetch(respond);
  const client = createApiClient({
    baseUrl: origin,
    origin,
    fetch,
    getToken: () => 'tok',
    readCookies: () => 'XSRF-TOKEN=xs',
  });
  return { api: sponsorshipApi(client), requests };
}

describe('sponsorshipApi', () => {
  it('calls each operation at its path, state changes with the XSRF header', async () => {
    const { api, requests } = setup((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json({}),
    );
    await api.getMine();
    await api.useCode({ code: 'HUGO-7Q4K' });
    await api.listBikeCheckStores();
    await api.listBikeCheckSlots(3, '2030-01-07');
    await api.listMyBikeChecks();
    await api.bookBikeCheck({ storeId: 3, day: '2030-01-07', startsAt: '10:00' });
    await api.cancelBikeCheck(12);
    expect(
      requests.map((r) => [r.method, new URL(r.url).pathname + new URL(r.url).search]),
    ).toEqual([
      ['GET', '/api/v2/sponsorship'],
      ['POST', '/api/v2/sponsorship/code'],
      ['GET', '/api/v2/bike-check/stores'],
      ['GET', '/api/v2/bike-check/stores/3/slots?day=2030-01-07'],
      ['GET', '/api/v2/bike-checks'],
      ['POST', '/api/v2/bike-checks'],
      ['DELETE', '/api/v2/bike-checks/12'],
    ]);
    expect(await requests[1]?.json()).toEqual({ code: 'HUGO-7Q4K' });
    for (const index of [1, 5, 6]) {
      expect(requests[index]?.headers.get('X-XSRF-TOKEN')).toBe('xs');
    }
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('passes "sponsor code not valid" on as an error naming body.code', async () => {
    const { api } = setup(() =>
      json(
        {
          code: 'SPONSOR_CODE_INVALID',
          message: 'sponsor code not valid',
          fields: [{ field: 'body.code', message: 'sponsor code not valid' }],
        },
        400,
      ),
    );
    const result = await api.useCode({ code: 'NOPE' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('SPONSOR_CODE_INVALID');
    expect(result.error?.fields?.[0]?.field).toBe('body.code');
  });
});
