/**
 * Contract tests of the rider's account (issue 14): profile, contact changes, language, password,
 * new bank details signed as a new SEPA mandate by SMS code, deletion. Run inside contract.test.ts
 * so the server's coverage check counts them (its clock and SMS capture are the onboarding tests').
 */
import { accountApi, type AccountApi } from '@velo/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetAccountPersonas } from '../src/accountSeed.ts';
import { hashCode } from '../src/smsCodes.ts';
import { demoPassword } from '../src/seed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, errorOf, expectError, expectOk, logIn, openBrowser } from './browser.ts';

interface Rider {
  browser: Browser;
  account: AccountApi;
}

const newIban = 'FR7630006000011234567890189';

async function rider(url: string, email: string, password?: string): Promise<Rider> {
  const browser = await logIn(url, email, password);
  return { browser, account: accountApi(browser.api) };
}

/** The fields a 400 names, with their messages. */
function messagesOf(result: Awaited<ReturnType<AccountApi['update']>>) {
  expect(result.ok).toBe(false);
  if (result.ok) return {};
  expect(result.status).toBe(400);
  return Object.fromEntries((result.error?.fields ?? []).map((f) => [f.field, f.message]));
}

export function describeAccount(running: () => RunningDevApi): void {
  describe('account: profile, language, password, bank details, deletion (issue 14)', () => {
    let elise: Rider;
    let antoine: Rider;

    beforeAll(async () => {
      await resetAccountPersonas(running().db);
      [elise, antoine] = await Promise.all([
        rider(running().url, 'profil@acme.test'),
        rider(running().url, 'livre@acme.test'),
      ]);
    });

    it('reads the profile: locked fields say why, deletion refused during a contract, IBAN masked', async () => {
      expect(expectOk(await elise.account.get())).toEqual({
        firstName: 'Élise',
        lastName: 'Perrin',
        email: 'profil@acme.test',
        mobilePhone: '+33687452310',
        address: '25 rue Oberkampf',
        additionalAddress: null,
        postalCode: '75011',
        city: 'Paris',
        employeeNumber: 'A-2201',
        companyName: expect.any(String),
        language: 'fr',
        lockedFields: [{ field: 'employeeNumber', reason: 'company-managed' }],
        deletion: { allowed: true, reason: null },
        bankDetails: null,
        bankDetailsChange: { allowed: false, reason: 'no-signed-mandate' },
      });
      const contract = expectOk(await antoine.account.get());
      expect(contract.deletion).toEqual({ allowed: false, reason: 'contract-running' });
      expect(contract.lockedFields).toEqual(
        expect.arrayContaining([
          { field: 'email', reason: 'contract-signed' },
          { field: 'mobilePhone', reason: 'contract-signed' },
          { field: 'address', reason: 'contract-signed' },
          { field: 'employeeNumber', reason: 'company-managed' },
        ]),
      );
      expect(contract.bankDetails?.ibanMasked).toMatch(/^FR76 (•••• ){5}\d{3}$/);
      expect(JSON.stringify(contract)).not.toMatch(/FR76\d{10}/);
      expect(contract.bankDetailsChange).toEqual({ allowed: true, reason: null });
      expectError(await accountApi(openBrowser(running().url).api).get(), 401, 'UNAUTHORIZED');
    });

    it('never shows bank details kept past six months after the lease ended (spec §9)', async () => {
      const { db } = running();
      // Nadia's lease ended five months ago: hers are kept. Paul's ended seven months ago: a row
      // that outlived its date (written here, as if the purge had not run yet) is gone on read.
      const nadia = await rider(running().url, 'fin5@acme.test');
      expect(expectOk(await nadia.account.get()).bankDetails).not.toBeNull();
      await db.query(
        `insert into rider_bank_details (user_id, iban, bic, holder_name, mandate_reference)
         select id, 'FR7630006000011234567890189', 'AGRIFRPP', 'Paul Fontaine', 'VELO-TEST-PURGE'
           from users where email = 'fin7@acme.test'
         on conflict (user_id) do nothing`,
      );
      const paul = await rider(running().url, 'fin7@acme.test');
      expect(expectOk(await paul.account.get()).bankDetails).toBeNull();
    });

    it('changes contact fields with spec section 5’s rules, naming each bad field', async () => {
      const refused = messagesOf(
        await elise.account.update({
          firstName: '  ',
          lastName: 'Perrin',
          address: ' ',
          city: ' ',
        }),
      );
      expect(refused).toEqual({
        'body.firstName': 'validation.firstName.required',
        'body.address': 'validation.address.required',
        'body.city': 'validation.city.required',
      });
      // The contract's own shapes: a landline, a 3-digit postal code.
      const shapes = await errorOf(
        await elise.browser.fetch('/api/v2/account', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            mobilePhone: '+33145780123',
            postalCode: '750',
            email: 'elise perrin@acme.test',
          }),
        }),
      );
      expect(shapes.status).toBe(400);
      expect(shapes.fields).toEqual(
        expect.arrayContaining(['body.mobilePhone', 'body.postalCode', 'body.email']),
      );
      expectError(
        await elise.account.update({ email: 'livre@acme.test', currentPassword: demoPassword }),
        409,
        'EMAIL_TAKEN',
        ['body.email'],
      );
      expect(expectOk(await elise.account.get()).firstName).toBe('Élise');

      const saved = expectOk(
        await elise.account.update({
          mobilePhone: '+33711223344',
          currentPassword: demoPassword,
          address: '  40 rue de Ménilmontant ',
          additionalAddress: 'Escalier B',
          postalCode: '75020',
        }),
      );
      expect(saved).toMatchObject({
        mobilePhone: '+33711223344',
        address: '40 rue de Ménilmontant',
        additionalAddress: 'Escalier B',
        postalCode: '75020',
        city: 'Paris',
      });
      expect(
        expectOk(await elise.account.update({ additionalAddress: null })).additionalAddress,
      ).toBeNull();
      // Spec section 4: the contact information is locked once the contract is signed.
      expectError(
        await antoine.account.update({
          mobilePhone: '+33611223344',
          currentPassword: demoPassword,
        }),
        409,
        'CONTACT_INFORMATION_LOCKED',
      );
    });

    it('saves the language to the profile', async () => {
      expect((await elise.account.setLanguage('en')).status).toBe(204);
      expect(expectOk(await elise.browser.api.profile.get()).language).toBe('en');
      const bad = await errorOf(
        await elise.browser.fetch('/api/v2/account/language', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'de' }),
        }),
      );
      expect(bad).toMatchObject({ status: 400, fields: ['body.language'] });
      expect((await elise.account.setLanguage('fr')).status).toBe(204);
      // Signed out, with the XSRF cookie a first answer sets: 401.
      const anonymous = accountApi(openBrowser(running().url).api);
      expectError(await anonymous.get(), 401, 'UNAUTHORIZED');
      expectError(await anonymous.setLanguage('en'), 401, 'UNAUTHORIZED');
    });

    it('changes the password: spec section 5 texts, then only the new one signs in', async () => {
      const other = await rider(running().url, 'profil@acme.test');
      const missing = await elise.account.changePassword({
        currentPassword: '',
        newPassword: 'court',
      });
      expect(missing.ok).toBe(false);
      if (!missing.ok) {
        expect(missing.status).toBe(400);
        expect(missing.error?.fields).toEqual([
          { field: 'body.currentPassword', message: 'validation.currentPassword.required' },
          { field: 'body.newPassword', message: 'validation.password.tooShort' },
        ]);
      }
      const wrong = await elise.account.changePassword({
        currentPassword: 'pas-le-bon-mot-de-passe',
        newPassword: 'un-nouveau-mot-de-passe',
      });
      if (!wrong.ok) {
        expect(wrong.status).toBe(400);
        expect(wrong.error?.fields).toEqual([
          { field: 'body.currentPassword', message: 'validation.currentPassword.incorrect' },
        ]);
      } else {
        expect.fail('a wrong current password was accepted');
      }
      expect(
        (
          await elise.account.changePassword({
            currentPassword: 'velo-demo-2026',
            newPassword: 'un-nouveau-mot-de-passe',
          })
        ).status,
      ).toBe(204);
      // This session goes on; another one of the account ends; only the new password signs in.
      expectOk(await elise.account.get());
      expectError(await other.account.get(), 401, 'UNAUTHORIZED');
      const browser = openBrowser(running().url);
      expectError(
        await browser.api.auth.login({ email: 'profil@acme.test', password: 'velo-demo-2026' }),
        401,
        'INVALID_CREDENTIALS',
      );
      expectOk(
        await browser.api.auth.login({
          email: 'profil@acme.test',
          password: 'un-nouveau-mot-de-passe',
        }),
      );
      await resetAccountPersonas(running().db);
      expectOk(
        await browser.api.auth.login({ email: 'profil@acme.test', password: 'velo-demo-2026' }),
      );
    });

    it('changes the bank details by signing a new SEPA mandate with an SMS code', async () => {
      const manon = await rider(running().url, 'paiement@acme.test');
      const before = expectOk(await manon.account.get());
      const request = {
        iban: newIban,
        bic: 'AGRIFRPP',
        holderName: 'Manon Rousseau',
        consent: true,
      } as const;
      expectError(await elise.account.sendBankDetailsCode(request), 409, 'MANDATE_NOT_SIGNED');
      expectError(
        await manon.account.sendBankDetailsCode({
          ...request,
          iban: 'FR7630006000011234567890188',
        }),
        400,
        'VALIDATION_FAILED',
        ['body.iban'],
      );
      expectError(
        await manon.account.sendBankDetailsCode({ ...request, bic: 'AGRI1RPP' }),
        400,
        'VALIDATION_FAILED',
        ['body.bic'],
      );
      const sent = expectOk(await manon.account.sendBankDetailsCode(request));
      expect(sent.maskedPhone).toBe('+33 6 •• •• •• 34');
      expectError(await manon.account.sendBankDetailsCode(request), 429, 'RESEND_TOO_EARLY');
      // The SMS goes to the phone only: the test sets a code it knows in place of the one sent.
      const { db } = running();
      await db.query(
        `update bank_details_change_codes set code_hash = $1
          where user_id = (select id from users where email = 'paiement@acme.test')`,
        [await hashCode('246810')],
      );
      const wrong = await manon.account.verifyBankDetailsCode('135790');
      expectError(wrong, 400, 'SIGNATURE_CODE_INVALID');
      if (!wrong.ok) expect(wrong.error?.remainingAttempts).toBe(4);
      const malformed = await errorOf(
        await manon.browser.fetch('/api/v2/account/bank-details/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: 'abc' }),
        }),
      );
      expect(malformed).toMatchObject({ status: 400, fields: ['body.code'] });
      const signed = expectOk(await manon.account.verifyBankDetailsCode('246810'));
      expect(signed.bankDetails).toMatchObject({
        ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
        holderName: 'Manon Rousseau',
      });
      expect(signed.bankDetails?.mandateReference).toMatch(/^VELO-RUM-\d{6}-\d{8}-02$/);
      expect(signed.bankDetails?.mandateReference).not.toBe(before.bankDetails?.mandateReference);
      const { rows } = await db.query<{ sha256: string; replaced_reference: string }>(
        `select sha256, replaced_reference from mandate_signatures
          where user_id = (select id from users where email = 'paiement@acme.test')`,
      );
      expect(rows).toEqual([
        {
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          replaced_reference: before.bankDetails?.mandateReference,
        },
      ]);
      // The code was used once.
      expectError(
        await manon.account.verifyBankDetailsCode('246810'),
        409,
        'SIGNATURE_CODE_EXPIRED',
      );
    });

    it('deletes an account without a contract, and refuses during one (spec sections 6 and 8)', async () => {
      expectError(await antoine.account.delete(), 409, 'DELETION_IMPOSSIBLE');
      expectOk(await antoine.account.get());
      const bastien = await rider(running().url, 'supprime@acme.test');
      expect((await bastien.account.delete()).status).toBe(204);
      expectError(await bastien.account.get(), 401, 'UNAUTHORIZED');
      const browser = openBrowser(running().url);
      expectError(
        await browser.api.auth.login({ email: 'supprime@acme.test', password: 'velo-demo-2026' }),
        401,
        'INVALID_CREDENTIALS',
      );
      expectError(await accountApi(browser.api).delete(), 401, 'UNAUTHORIZED');
      await resetAccountPersonas(running().db);
      expectOk(await accountApi((await logIn(running().url, 'supprime@acme.test')).api).get());
    });
  });
}
