import { describe, expect, it } from 'vitest';
import { fakeFetch, json, origin } from '../tests/fakeFetch';
import { createApiClient } from './createApiClient';
import { onboardingApi } from './onboardingApi';

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const { fetch, requests } = fakeFetch(respond);
  const client = createApiClient({
    baseUrl: origin,
    origin,
    fetch,
    getToken: () => 'tok',
    readCookies: () => 'XSRF-TOKEN=xs',
  });
  return { api: onboardingApi(client), requests };
}

describe('onboardingApi', () => {
  it('fetches a PDF as a Blob, never as text or JSON', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 …');
    const { api, requests } = setup(
      () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const result = await api.getDocumentPdf(12, 'direct-debit-mandate');
    expect(requests[0]?.url).toBe(
      `${origin}/api/v2/lease-requests/12/documents/direct-debit-mandate/pdf`,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toBeInstanceOf(Blob);
    expect(new TextDecoder().decode(await result.data.arrayBuffer())).toBe('%PDF-1.7 …');
  });

  it('sends the consent with a code request and the code in the body, with the XSRF header', async () => {
    const { api, requests } = setup(() => json({}));
    await api.sendSignatureCode(12);
    await api.verifySignatureCode(12, '482913');
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['POST', '/api/v2/lease-requests/12/signature/code'],
      ['POST', '/api/v2/lease-requests/12/signature/verify'],
    ]);
    expect(await requests[0]?.json()).toEqual({ consent: true });
    expect(await requests[1]?.json()).toEqual({ code: '482913' });
    expect(requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('xs');
  });

  it('passes a wrong code on as an error with its remaining attempts', async () => {
    const { api } = setup(() =>
      json({ code: 'SIGNATURE_CODE_INVALID', message: 'Wrong code.', remainingAttempts: 3 }, 400),
    );
    const result = await api.verifySignatureCode(12, '000000');
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
      error: { code: 'SIGNATURE_CODE_INVALID', remainingAttempts: 3 },
    });
  });

  it('saves the bank details with PUT and the personal information with PATCH', async () => {
    const { api, requests } = setup(() => json({}));
    await api.saveBankDetails({
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      holderName: 'Thomas Lefèvre',
    });
    await api.updatePersonalInformation({ city: 'Lyon' });
    await api.saveCharter({ commutingAttested: true, rulesAccepted: true });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['PUT', '/api/v2/onboarding/bank-details'],
      ['PATCH', '/api/v2/onboarding/personal-information'],
      ['PUT', '/api/v2/onboarding/charter'],
    ]);
  });
});
