/**
 * Issue 26, finding 3 (SMS codes): an attacker who may ask for signature codes tries to get so many
 * fresh codes (5 tries each) that guessing one becomes likely, and one who holds a session (a device
 * left open) tries to move the account's e-mail or mobile to take the account or its codes.
 *
 * - Codes are capped per account and per contract, 5 an hour and 10 a day each, every flow
 *   together (smsCodes.ts): past a cap, 429 `TOO_MANY_CODES` with `Retry-After` and a French text.
 * - A new e-mail or mobile needs the current password (handlers/account.ts, updateAccount).
 */
import { accountApi, onboardingApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCompanyAgreements } from '../../src/fleetAgreementsDev.ts';
import { resetLeaseJourney } from '../../src/leaseJourneySeed.ts';
import { demoPassword } from '../../src/seed.ts';
import { startDevApi, type RunningDevApi } from '../../src/start.ts';
import { expectError, expectOk, logIn, type Browser } from '../browser.ts';

let server: RunningDevApi;
const sms: { to: string; code: string; leaseRequestId: number }[] = [];
// A clock the test moves: past the 30 s resend delay, past an hour.
const clock = { at: 0 };
const minute = 60_000;

beforeAll(async () => {
  clock.at = Date.now();
  server = await startDevApi({
    validateResponses: true,
    settings: {
      now: () => new Date(clock.at),
      onSignatureCode: (message) => void sms.push(message),
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

/** Posts `body` to `path` as `browser`: the status, the error code and message, `Retry-After`. */
async function post(browser: Browser, path: string, body: unknown) {
  const response = await browser.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    code?: string;
    message?: string;
    retryAfterSeconds?: number;
  };
  return {
    status: response.status,
    code: json.code ?? 'OK',
    message: json.message ?? '',
    retryAfterSeconds: json.retryAfterSeconds,
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('SMS codes are capped per account and per contract', () => {
  it('a rider asking for new codes every 31 s gets 5 an hour, then 10 a day, then a 429', async () => {
    const ids = await resetLeaseJourney(server.db, new Date(clock.at));
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
    const path = `/api/v2/lease-requests/${leaseId}/signature/code`;
    const ask = () => post(rider, path, { consent: true });

    const first = clock.at;
    const answers: string[] = [];
    for (let send = 0; send < 6; send += 1) {
      answers.push(`${(await ask()).status}`);
      clock.at += 31_000;
    }
    expect(answers).toEqual(['200', '200', '200', '200', '200', '429']);
    const refused = await ask();
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_CODES' });
    // A new code once the first of the hour has left the window, said in seconds and in French.
    const wait = Math.ceil((first + 60 * minute - clock.at) / 1000);
    expect(refused.retryAfter).toBe(String(wait));
    expect(refused.retryAfterSeconds).toBe(wait);
    expect(refused.message).toMatch(/^Trop de codes ont été demandés/);
    expect(refused.message).toContain(`${Math.ceil(wait / 60)} minutes`);
    // The refusals sent nothing and did not count.
    expect(sms.filter((message) => message.leaseRequestId === leaseId)).toHaveLength(5);

    // An hour later, five more: then the day's cap, until the first code is a day old.
    clock.at = first + 60 * minute + 1000;
    const later: string[] = [];
    for (let send = 0; send < 6; send += 1) {
      later.push(`${(await ask()).status}`);
      clock.at += 31_000;
    }
    expect(later).toEqual(['200', '200', '200', '200', '200', '429']);
    const daily = await ask();
    expect(daily).toMatchObject({ status: 429, code: 'TOO_MANY_CODES' });
    expect(Number(daily.retryAfter)).toBe(Math.ceil((first + 24 * 60 * minute - clock.at) / 1000));
    expect(daily.message).toMatch(/dans \d+ h \d{2}\.$/);

    clock.at = first + 24 * 60 * minute + 1000;
    expect((await ask()).status).toBe(200);
  });

  it('two managers taking turns on one contract are capped by the contract', async () => {
    await resetCompanyAgreements(server.db);
    const sophie = await logIn(server.url, 'manager@acme.test');
    const { rows } = await server.db.query<{ id: number; client_id: number }>(
      `select id, client_id from leases
        where status = 'equipment-confirmed'
          and client_id = (select id from clients where q_name = 'acme')
        order by id limit 1`,
    );
    const lease = rows[0]!;
    // A second manager of the company with the right to sign its contracts.
    await server.db.query(
      `insert into user_rights (user_id, name, client_id)
       select id, 'agreements', $1 from users where email = 'compta@acme.test'
       on conflict do nothing`,
      [lease.client_id],
    );
    const other = await logIn(server.url, 'compta@acme.test');
    const path = `/api/v2/clients/${lease.client_id}/agreements/${lease.id}/signature-code`;

    const answers: string[] = [];
    for (let send = 0; send < 6; send += 1) {
      // Three codes each: under each one's cap, over the contract's.
      const answer = await post(send % 2 === 0 ? sophie : other, path, { consent: true });
      answers.push(`${answer.status} ${answer.code}`);
      clock.at += 31_000;
    }
    expect(answers).toEqual([...Array<string>(5).fill('200 OK'), '429 TOO_MANY_CODES']);
  });
});

describe('a new e-mail or mobile needs the current password', () => {
  it('refuses them without it or with a wrong one, naming the field; saves with it', async () => {
    const elise = await logIn(server.url, 'profil@acme.test');
    const account = accountApi(elise.api);
    const before = expectOk(await account.get());

    for (const patch of [{ email: 'pirate@example.test' }, { mobilePhone: '+33699887766' }]) {
      expectError(await account.update(patch), 400, 'VALIDATION_FAILED', ['body.currentPassword']);
      const wrong = await account.update({ ...patch, currentPassword: 'pas-le-bon-mot' });
      expectError(wrong, 400, 'VALIDATION_FAILED', ['body.currentPassword']);
      expect(wrong.ok ? [] : wrong.error?.fields).toEqual([
        { field: 'body.currentPassword', message: 'validation.currentPassword.incorrect' },
      ]);
    }
    const unchanged = expectOk(await account.get());
    expect(unchanged.email).toBe(before.email);
    expect(unchanged.mobilePhone).toBe(before.mobilePhone);

    // Other fields, and the same e-mail sent again, need no password.
    expectOk(await account.update({ city: 'Paris', email: before.email }));
    const saved = expectOk(
      await account.update({ mobilePhone: '+33699887766', currentPassword: demoPassword }),
    );
    expect(saved.mobilePhone).toBe('+33699887766');
  });
});
