/**
 * The dev switch that makes a user's signature codes expire now (issue 13, dev mode only): the
 * rider's right code then takes the real expiry path (409 SIGNATURE_CODE_EXPIRED), the 30 s resend
 * delay still holds, and a new code signs; outside dev mode the switch does not exist.
 */
import { onboardingApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLeaseJourney } from '../src/leaseJourneySeed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { expectError, expectOk, logIn } from './browser.ts';

let server: RunningDevApi;
const codes: string[] = [];
// A clock that stands still unless the test moves it: the switch must expire the code even when
// no time passes between it and the typed code.
const clock = { at: 0 };

beforeAll(async () => {
  clock.at = Date.now();
  server = await startDevApi({
    dev: true,
    validateResponses: true,
    settings: {
      now: () => new Date(clock.at),
      onSignatureCode: ({ code }) => void codes.push(code),
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

async function expire(body: unknown, url = server.url) {
  const response = await fetch(`${url}/__dev/signature-codes/expire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the signature codes dev switch', () => {
  it('expires the sent code: the right code is refused as expired, a new one signs', async () => {
    const ids = await resetLeaseJourney(server.db);
    const leaseId = ids['signature@acme.test']!.leaseRequests[0]!;
    const rider = await logIn(server.url, 'signature@acme.test');
    const onboarding = onboardingApi(rider.api);
    expectOk(
      await onboarding.saveBankDetails({
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        holderName: 'Thomas Lefèvre',
      }),
    );
    expectOk(await onboarding.saveCharter({ commutingAttested: true, rulesAccepted: true }));

    // No code sent yet: nothing to expire.
    expect(await expire({ email: 'signature@acme.test' })).toEqual({
      status: 200,
      body: { leaseRequestIds: [] },
    });

    const sent = expectOk(await onboarding.sendSignatureCode(leaseId));
    const expired = codes.at(-1)!;
    expect(Date.parse(sent.expiresAt) - clock.at).toBe(10 * 60_000);
    // The e-mail as typed, whatever its case.
    expect(await expire({ email: ' Signature@ACME.test ' })).toEqual({
      status: 200,
      body: { leaseRequestIds: [leaseId] },
    });
    expectError(
      await onboarding.verifySignatureCode(leaseId, expired),
      409,
      'SIGNATURE_CODE_EXPIRED',
    );
    // The expired code took no try and signed nothing; the resend delay still counts from the send.
    const { rows } = await server.db.query<{ attempts_left: number; status: string }>(
      `select c.attempts_left, l.status from signature_codes c join leases l on l.id = c.lease_id
        where c.lease_id = $1`,
      [leaseId],
    );
    expect(rows).toEqual([{ attempts_left: 5, status: 'contract-signed' }]);
    expectError(await onboarding.sendSignatureCode(leaseId), 429, 'RESEND_TOO_EARLY');

    clock.at += 30_000;
    expectOk(await onboarding.sendSignatureCode(leaseId));
    const fresh = codes.at(-1)!;
    expect(codes).toHaveLength(2);
    const signed = expectOk(await onboarding.verifySignatureCode(leaseId, fresh));
    expect(signed.voucherSignedAt).not.toBeNull();
  });

  it('wants an e-mail, and a known one', async () => {
    expect(await expire({})).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: [{ field: 'body.email' }] },
    });
    expect(await expire({ email: 42 })).toMatchObject({ status: 400 });
    expect(await expire({ email: 'personne@acme.test' })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });
});

describe('outside dev mode', () => {
  it('the switch does not exist', async () => {
    const plain = await startDevApi({});
    try {
      expect((await expire({ email: 'signature@acme.test' }, plain.url)).status).toBe(404);
    } finally {
      await plain.close();
    }
  }, 240_000);
});
