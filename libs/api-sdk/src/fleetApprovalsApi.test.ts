import { describe, expect, it } from 'vitest';
import { fakeFetch, json, origin } from '../tests/fakeFetch';
import { createApiClient } from './createApiClient';
import { fleetApprovalsApi } from './fleetApprovalsApi';

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const { fetch, requests } = fakeFetch(respond);
  const client = createApiClient({
    baseUrl: origin,
    origin,
    fetch,
    getToken: () => 'tok',
    readCookies: () => 'XSRF-TOKEN=xs',
  });
  return { api: fleetApprovalsApi(client), requests };
}

const at = (request: Request | undefined) =>
  request ? [request.method, new URL(request.url).pathname + new URL(request.url).search] : [];

describe('fleetApprovalsApi: the lease requests waiting, a page at a time', () => {
  it('sends the page’s query as the contract names it, and answers the page', async () => {
    const page = { items: [], nextCursor: 'eyJzIjoxfQ', total: 120, totalExact: true };
    const { api, requests } = setup(() => json(page));
    await api.pending(7);
    const result = await api.pending(7, {
      limit: 25,
      cursor: 'eyJzIjoxfQ',
      sort: '-riderName',
      company: 9,
      q: 'hélène',
    });
    expect(result).toMatchObject({ ok: true, data: page });
    expect(requests.map(at)).toEqual([
      ['GET', '/api/v2/clients/7/lease-requests/pending'],
      [
        'GET',
        '/api/v2/clients/7/lease-requests/pending?limit=25&cursor=eyJzIjoxfQ&sort=-riderName&company=9&q=h%C3%A9l%C3%A8ne',
      ],
    ]);
  });
});

describe('fleetApprovalsApi: the accounts waiting for approval (issue 27)', () => {
  it('reads a page, the next one from its cursor; decides one account, with the XSRF header', async () => {
    const { api, requests } = setup((request) =>
      request.method === 'GET'
        ? json({ items: [], nextCursor: null })
        : json({ id: 57, status: request.url.endsWith('/approve') ? 'approved' : 'refused' }),
    );
    await api.pendingAccounts(7);
    await api.pendingAccounts(7, { limit: 20, cursor: 'MjAyNnw1Nw' });
    await api.pendingAccounts(7, { q: 'hélène' });
    expect((await api.approveAccount(57)).ok).toBe(true);
    await api.refuseAccount(58, 'Contrat à durée déterminée de moins de 6 mois.');
    await api.refuseAccount(59);
    expect(requests.map(at)).toEqual([
      ['GET', '/api/v2/clients/7/pending-accounts'],
      ['GET', '/api/v2/clients/7/pending-accounts?limit=20&cursor=MjAyNnw1Nw'],
      ['GET', '/api/v2/clients/7/pending-accounts?q=h%C3%A9l%C3%A8ne'],
      ['POST', '/api/v2/accounts/57/approve'],
      ['POST', '/api/v2/accounts/58/refuse'],
      ['POST', '/api/v2/accounts/59/refuse'],
    ]);
    expect(await requests[4]?.json()).toEqual({
      motive: 'Contrat à durée déterminée de moins de 6 mois.',
    });
    expect(await requests[5]?.json()).toEqual({});
    for (const index of [3, 4, 5]) {
      expect(requests[index]?.headers.get('X-XSRF-TOKEN')).toBe('xs');
    }
  });

  it('passes an account decided meanwhile on as a 409 ACCOUNT_NOT_WAITING', async () => {
    const { api } = setup(() => json({ code: 'ACCOUNT_NOT_WAITING', message: 'not waiting' }, 409));
    const result = await api.approveAccount(57);
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 409,
      error: { code: 'ACCOUNT_NOT_WAITING' },
    });
  });
});
