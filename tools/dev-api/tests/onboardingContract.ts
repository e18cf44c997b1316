/**
 * Contract tests of the onboarding, the lease documents and the signature by SMS code (issue 13),
 * run inside contract.test.ts so the server's coverage check counts them. The server there takes
 * `onboardingTestSettings`: a clock the tests move (code expiry, resend delay) and the SMS the
 * signature sends, captured instead of an SMS provider.
 */
import { leaseApi, onboardingApi, type OnboardingApi } from '@velo/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../src/context.ts';
import { creditor } from '../src/documents/creditor.ts';
import { resetLeaseJourney } from '../src/leaseJourneySeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, errorOf, expectError, expectOk, logIn, openBrowser } from './browser.ts';
import { pdfText } from './pdfText.ts';

/** The test clock: real time plus an offset the tests move forward. */
const clock = { offsetMs: 0 };
const sms: { to: string; code: string; leaseRequestId: number }[] = [];

export const onboardingTestSettings: Pick<Settings, 'now' | 'onSignatureCode'> = {
  now: () => new Date(Date.now() + clock.offsetMs),
  onSignatureCode: (message) => sms.push(message),
};

const advance = (ms: number) => {
  clock.offsetMs += ms;
};

/** A valid French IBAN of the demo (check digits and RIB key right), and one digit changed. */
export const demoIban = 'FR7630006000011234567890189';
const brokenIban = 'FR7630006000011234567890188';

interface Rider {
  browser: Browser;
  onboarding: OnboardingApi;
  leaseId: number;
}

async function pdfOf(browser: Browser, leaseId: number, kind: string) {
  const response = await browser.fetch(`/api/v2/lease-requests/${leaseId}/documents/${kind}/pdf`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

export function describeOnboarding(running: () => RunningDevApi): void {
  describe('onboarding, documents and signature (issue 13)', () => {
    let thomas: Rider;
    let manon: Rider;

    beforeAll(async () => {
      const { url, db } = running();
      // The journey personas at their seeded stage, onboarding included, whatever ran before.
      const ids = await resetLeaseJourney(db);
      const rider = async (email: string): Promise<Rider> => {
        const browser = await logIn(url, email);
        return {
          browser,
          onboarding: onboardingApi(browser.api),
          leaseId: ids[email]!.leaseRequests[0]!,
        };
      };
      [thomas, manon] = await Promise.all([
        rider('signature@acme.test'),
        rider('paiement@acme.test'),
      ]);
    });

    it('reads the seeded onboarding: personal information filled, charter and bank details to do', async () => {
      const onboarding = expectOk(await thomas.onboarding.get());
      expect(onboarding).toMatchObject({
        personalInformation: {
          firstName: 'Thomas',
          lastName: 'Lefèvre',
          email: 'signature@acme.test',
          mobilePhone: '+33645780123',
          birthDate: '1988-06-14',
          nationality: 'FR',
          postalCode: '75018',
          city: 'Paris',
          language: 'fr',
        },
        lockedAt: null,
        charter: { commutingAttested: false, rulesAccepted: false, attestedAt: null },
        bankDetails: null,
        complete: { personal: true, charter: false, bankDetails: false },
      });
      const signed = expectOk(await manon.onboarding.get());
      expect(signed.lockedAt).not.toBeNull();
      expect(signed.bankDetails).toMatchObject({
        ibanMasked: 'FR76 •••• •••• •••• •••• •••• 879',
        bic: 'BNPAFRPP',
        holderName: 'Manon Rousseau',
      });
      expect(signed.bankDetails?.mandateReference.length).toBeLessThanOrEqual(35);
      expectError(await onboardingApi(openBrowser(running().url).api).get(), 401, 'UNAUTHORIZED');
    });

    it('lists a request’s documents: drafts until the onboarding is complete, none of another rider', async () => {
      const documents = expectOk(await thomas.onboarding.listDocuments(thomas.leaseId));
      expect(documents.map((d) => [d.kind, d.status])).toEqual([
        ['confirmation-voucher', 'ready'],
        ['direct-debit-mandate', 'draft'],
        ['user-charter', 'draft'],
      ]);
      expect(documents[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(documents[1]?.sha256).toBeNull();
      // Another rider's request, or none: 403 (access before existence), the documents too.
      expectError(await thomas.onboarding.listDocuments(manon.leaseId), 403, 'FORBIDDEN');
      expectError(await thomas.onboarding.listDocuments(999_999), 403, 'FORBIDDEN');
      expectError(
        await thomas.onboarding.getDocument(manon.leaseId, 'direct-debit-mandate'),
        403,
        'FORBIDDEN',
      );
      expect((await pdfOf(thomas.browser, manon.leaseId, 'direct-debit-mandate')).status).toBe(403);
      // A document the request does not have yet: 404.
      expectError(
        await thomas.onboarding.getDocument(thomas.leaseId, 'pickup-voucher'),
        404,
        'NOT_FOUND',
      );
      expect((await pdfOf(thomas.browser, thomas.leaseId, 'delivery-slip')).status).toBe(404);
      const badKind = await errorOf(
        await thomas.browser.fetch(`/api/v2/lease-requests/${thomas.leaseId}/documents/contrat`),
      );
      expect(badKind).toMatchObject({ status: 400, fields: ['path.kind'] });
      const badPdf = await errorOf(
        await thomas.browser.fetch(`/api/v2/lease-requests/${thomas.leaseId}/documents/x/pdf`),
      );
      expect(badPdf).toMatchObject({ status: 400, fields: ['path.kind'] });
      const badId = await errorOf(await thomas.browser.fetch('/api/v2/lease-requests/0/documents'));
      expect(badId).toMatchObject({ status: 400, fields: ['path.id'] });
    });

    it('refuses personal information against spec section 5, naming each field with its rule', async () => {
      const adultToday = new Date(Date.now() + clock.offsetMs);
      const tooYoung = `${adultToday.getFullYear() - 17}-01-01`;
      const refused = await thomas.onboarding.updatePersonalInformation({
        birthDate: tooYoung,
        firstName: '  ',
        nationality: 'ZZ',
        employeeNumber: 'x'.repeat(50),
      });
      expectError(refused, 400, 'VALIDATION_FAILED', [
        'body.birthDate',
        'body.firstName',
        'body.nationality',
      ]);
      if (!refused.ok) {
        const messages = Object.fromEntries(
          (refused.error?.fields ?? []).map((field) => [field.field, field.message]),
        );
        expect(messages).toMatchObject({
          'body.birthDate': 'validation.birthDate.adult',
          'body.firstName': 'validation.firstName.required',
          'body.nationality': 'validation.nationality.invalid',
        });
        expect(messages['body.employeeNumber']).toBeUndefined();
      }
      // The contract's own shapes: a landline, a 3-digit postal code, an unknown field.
      const shapes = await errorOf(
        await thomas.browser.fetch('/api/v2/onboarding/personal-information', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobilePhone: '+33145780123', postalCode: '750', shoeSize: 43 }),
        }),
      );
      expect(shapes.status).toBe(400);
      expect(shapes.fields).toEqual(
        expect.arrayContaining(['body.mobilePhone', 'body.postalCode']),
      );
      expectError(
        await thomas.onboarding.updatePersonalInformation({ email: 'paiement@acme.test' }),
        409,
        'EMAIL_TAKEN',
      );
      // Nothing of the refused attempts was kept.
      expect(expectOk(await thomas.onboarding.get()).personalInformation.firstName).toBe('Thomas');

      const saved = expectOk(
        await thomas.onboarding.updatePersonalInformation({
          additionalAddress: '  Bâtiment C  ',
          heightCm: 180,
          gender: null,
        }),
      );
      expect(saved.personalInformation).toMatchObject({
        additionalAddress: 'Bâtiment C',
        heightCm: 180,
        gender: null,
        firstName: 'Thomas',
      });
    });

    it('the code cannot be asked before the onboarding is complete', async () => {
      expectError(
        await thomas.onboarding.sendSignatureCode(thomas.leaseId),
        409,
        'ONBOARDING_INCOMPLETE',
      );
      expect(sms).toEqual([]);
    });

    it('checks the IBAN and BIC with ibantools, gives the mandate its RUM, saves the charter', async () => {
      expectError(
        await thomas.onboarding.saveBankDetails({
          iban: brokenIban,
          bic: 'AGRIFRPP',
          holderName: 'Thomas Lefèvre',
        }),
        400,
        'VALIDATION_FAILED',
        ['body.iban'],
      );
      expectError(
        await thomas.onboarding.saveBankDetails({
          iban: demoIban,
          bic: 'AGRI1RPP',
          holderName: 'Thomas Lefèvre',
        }),
        400,
        'VALIDATION_FAILED',
        ['body.bic'],
      );
      const saved = expectOk(
        await thomas.onboarding.saveBankDetails({
          iban: demoIban,
          bic: 'AGRIFRPP',
          holderName: 'Thomas Lefèvre',
        }),
      );
      // Read back masked only (security review 7.4): the full IBAN went in, it does not come out.
      expect(saved.bankDetails).toMatchObject({
        ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
        bic: 'AGRIFRPP',
      });
      expect(saved.bankDetails).not.toHaveProperty('iban');
      expect(saved.bankDetails?.mandateReference).toMatch(/^VELO-RUM-\d{6}-\d{8}$/);
      expect(saved.complete).toEqual({ personal: true, charter: false, bankDetails: true });

      const charterMissing = await errorOf(
        await thomas.browser.fetch('/api/v2/onboarding/charter', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ commutingAttested: true }),
        }),
      );
      expect(charterMissing).toMatchObject({ status: 400, fields: ['body.rulesAccepted'] });
      const half = expectOk(
        await thomas.onboarding.saveCharter({ commutingAttested: true, rulesAccepted: false }),
      );
      expect(half.charter).toEqual({
        commutingAttested: true,
        rulesAccepted: false,
        attestedAt: null,
      });
      const done = expectOk(
        await thomas.onboarding.saveCharter({ commutingAttested: true, rulesAccepted: true }),
      );
      expect(done.charter.attestedAt).not.toBeNull();
      expect(done.complete).toEqual({ personal: true, charter: true, bankDetails: true });
    });

    it('renders the SEPA mandate with what the rulebook requires, the same in the rendition and the PDF', async () => {
      const mandate = expectOk(
        await thomas.onboarding.getDocument(thomas.leaseId, 'direct-debit-mandate'),
      );
      expect(mandate).toMatchObject({ title: 'Mandat de prélèvement SEPA', status: 'ready' });
      const text = JSON.stringify(mandate.sections);
      for (const expected of [
        'Paiement récurrent / répétitif',
        creditor.name,
        creditor.address,
        creditor.identifier,
        'FR76 3000 6000 0112 3456 7890 189',
        'AGRIFRPP',
        'Thomas Lefèvre',
        'dans les 8 semaines suivant la date de débit',
        'Fait à',
      ]) {
        expect(text, expected).toContain(expected);
      }
      const fields = mandate.sections.flatMap((section) => section.fields);
      const rum = fields.find((field) => field.label.includes('RUM'))?.value ?? '';
      expect(rum.length).toBeGreaterThan(0);
      expect(rum.length).toBeLessThanOrEqual(35);

      const pdf = await pdfOf(thomas.browser, thomas.leaseId, 'direct-debit-mandate');
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.disposition).toBe(`inline; filename="mandat-sepa-${thomas.leaseId}.pdf"`);
      expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdfWords = pdfText(pdf.bytes);
      expect(pdfWords).toContain('Thomas Lefèvre');
      expect(pdfWords).toContain('Mandat de prélèvement SEPA');
      expect(pdfWords).toContain(creditor.identifier);
      expect(pdfWords).toContain(`Empreinte SHA-256 du document : ${mandate.sha256}`);
      expect(pdfWords).toContain('Document non signé.');

      const charter = expectOk(await thomas.onboarding.getDocument(thomas.leaseId, 'user-charter'));
      expect(JSON.stringify(charter.sections)).toContain(
        'J’atteste utiliser ce vélo principalement pour mes trajets domicile-travail',
      );
      // Through the SDK, as the screen opens it: a Blob.
      const blob = expectOk(
        await thomas.onboarding.getDocumentPdf(thomas.leaseId, 'confirmation-voucher'),
      );
      expect(pdfText(new Uint8Array(await blob.arrayBuffer()))).toContain('Thomas Lefèvre');
    });

    it('sends a 6-digit code to the masked mobile, once per 30 seconds', async () => {
      expectError(await thomas.onboarding.sendSignatureCode(manon.leaseId), 403, 'FORBIDDEN');
      const noConsent = await errorOf(
        await thomas.browser.fetch(`/api/v2/lease-requests/${thomas.leaseId}/signature/code`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ consent: false }),
        }),
      );
      expect(noConsent).toMatchObject({ status: 400, fields: ['body.consent'] });
      const sent = expectOk(await thomas.onboarding.sendSignatureCode(thomas.leaseId));
      expect(sent.maskedPhone).toBe('+33 6 •• •• •• 23');
      const now = Date.now() + clock.offsetMs;
      expect(Date.parse(sent.expiresAt) - now).toBeGreaterThan(9.9 * 60_000);
      expect(Date.parse(sent.expiresAt) - now).toBeLessThanOrEqual(10 * 60_000);
      expect(Date.parse(sent.resendAvailableAt) - now).toBeLessThanOrEqual(30_000);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ to: '+33645780123', leaseRequestId: thomas.leaseId });
      expect(sms[0]?.code).toMatch(/^\d{6}$/);
      // Hashed at rest: the code itself is nowhere in the table.
      const { rows } = await running().db.query<{ code_hash: string }>(
        'select code_hash from signature_codes where lease_id = $1',
        [thomas.leaseId],
      );
      expect(rows[0]?.code_hash).toMatch(/^scrypt\$/);
      expect(rows[0]?.code_hash).not.toContain(sms[0]?.code);
      // The SMS outbox exists in dev mode only (tests/onboardingLog.test.ts reads it there).
      expect((await fetch(`${running().url}/__dev/sms-outbox`)).status).toBe(404);

      advance(10_000);
      const early = await thomas.browser.fetch(
        `/api/v2/lease-requests/${thomas.leaseId}/signature/code`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ consent: true }),
        },
      );
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('20');
      expect(await early.json()).toMatchObject({ code: 'RESEND_TOO_EARLY', retryAfterSeconds: 20 });
      expect(sms).toHaveLength(1);
    });

    it('counts wrong codes down, then wants a new code; an expired code is refused', async () => {
      const code = sms.at(-1)!.code;
      const wrong = code === '000000' ? '111111' : '000000';
      const badShape = await errorOf(
        await thomas.browser.fetch(`/api/v2/lease-requests/${thomas.leaseId}/signature/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: '12345' }),
        }),
      );
      expect(badShape).toMatchObject({ status: 400, fields: ['body.code'] });
      for (const remaining of [4, 3, 2, 1]) {
        const result = await thomas.onboarding.verifySignatureCode(thomas.leaseId, wrong);
        expectError(result, 400, 'SIGNATURE_CODE_INVALID');
        expect(result.ok ? undefined : result.error?.remainingAttempts).toBe(remaining);
      }
      expectError(
        await thomas.onboarding.verifySignatureCode(thomas.leaseId, wrong),
        409,
        'SIGNATURE_TOO_MANY_ATTEMPTS',
      );
      // Even the right code needs a new one now.
      expectError(
        await thomas.onboarding.verifySignatureCode(thomas.leaseId, code),
        409,
        'SIGNATURE_TOO_MANY_ATTEMPTS',
      );

      advance(31_000);
      expectOk(await thomas.onboarding.sendSignatureCode(thomas.leaseId));
      expect(sms).toHaveLength(2);
      advance(10 * 60_000 + 1_000);
      expectError(
        await thomas.onboarding.verifySignatureCode(thomas.leaseId, sms.at(-1)!.code),
        409,
        'SIGNATURE_CODE_EXPIRED',
      );
      // Nothing signed by the refused attempts.
      const lease = expectOk(await leaseApi(thomas.browser.api).get(thomas.leaseId));
      expect(lease.status).toBe('contract-signed');
    });

    it('parallel guesses share the five tries', async () => {
      advance(31_000);
      expectOk(await thomas.onboarding.sendSignatureCode(thomas.leaseId));
      const code = sms.at(-1)!.code;
      const wrong = code === '000000' ? '111111' : '000000';
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          thomas.onboarding.verifySignatureCode(thomas.leaseId, wrong),
        ),
      );
      const codes = results.map((result) => (result.ok ? 'ok' : result.error?.code));
      expect(codes.filter((c) => c === 'SIGNATURE_CODE_INVALID')).toHaveLength(4);
      expect(codes.filter((c) => c === 'SIGNATURE_TOO_MANY_ATTEMPTS')).toHaveLength(4);
      expectError(
        await thomas.onboarding.verifySignatureCode(thomas.leaseId, code),
        409,
        'SIGNATURE_TOO_MANY_ATTEMPTS',
      );
    });

    it('a right code signs the three documents, keeps the evidence, issues the pickup voucher and locks the onboarding', async () => {
      advance(31_000);
      expectOk(await thomas.onboarding.sendSignatureCode(thomas.leaseId));
      const lease = expectOk(
        await thomas.onboarding.verifySignatureCode(thomas.leaseId, sms.at(-1)!.code),
      );
      expect(['awaiting-payment', 'ready-for-pickup']).toContain(lease.status);
      expect(lease.voucherSignedAt).not.toBeNull();
      expect(lease.pickupVoucherIssuedAt).not.toBeNull();
      expect(lease.history.map((entry) => entry.event).slice(-2)).toEqual([
        'signVoucher',
        'issuePickupVoucher',
      ]);

      const documents = expectOk(await thomas.onboarding.listDocuments(thomas.leaseId));
      expect(documents.map((d) => [d.kind, d.status])).toEqual([
        ['confirmation-voucher', 'signed'],
        ['direct-debit-mandate', 'signed'],
        ['user-charter', 'signed'],
        ['pickup-voucher', 'ready'],
        ['delivery-slip', 'ready'],
      ]);
      const { rows } = await running().db.query<{
        masked_phone: string;
        ip: string;
        user_agent: string;
        consents: unknown;
        hashes: Record<string, string>;
      }>(
        `select e.masked_phone, e.ip, e.user_agent, e.consents,
                jsonb_object_agg(d.kind, d.sha256) as hashes
           from signature_evidence e join signed_documents d on d.evidence_id = e.id
          where e.lease_id = $1
          group by e.id`,
        [thomas.leaseId],
      );
      expect(rows[0]).toMatchObject({
        masked_phone: '+33 6 •• •• •• 23',
        ip: expect.stringMatching(/127\.0\.0\.1/),
        consents: { electronicSignature: true },
      });
      expect(rows[0]?.user_agent.length).toBeGreaterThan(0);
      for (const document of documents.slice(0, 3)) {
        expect(rows[0]?.hashes[document.kind]).toBe(document.sha256);
        expect(document.signedAt).toBe(lease.voucherSignedAt);
      }

      const signedPdf = pdfText(
        (await pdfOf(thomas.browser, thomas.leaseId, 'confirmation-voucher')).bytes,
      );
      expect(signedPdf).toContain('Signé électroniquement le');
      expect(signedPdf).toContain('+33 6 •• •• •• 23');
      expect(signedPdf).toContain(`Empreinte SHA-256 du document : ${documents[0]?.sha256}`);
      const pickup = expectOk(
        await thomas.onboarding.getDocument(thomas.leaseId, 'pickup-voucher'),
      );
      expect(pickup.title).toBe('Bon d’enlèvement');

      // Contact information locked after the signature (spec section 4).
      const onboarding = expectOk(await thomas.onboarding.get());
      expect(onboarding.lockedAt).not.toBeNull();
      expectError(
        await thomas.onboarding.updatePersonalInformation({ city: 'Lyon' }),
        409,
        'ONBOARDING_LOCKED',
      );
      expectError(
        await thomas.onboarding.saveCharter({ commutingAttested: true, rulesAccepted: true }),
        409,
        'ONBOARDING_LOCKED',
      );
      expectError(
        await thomas.onboarding.saveBankDetails({
          iban: demoIban,
          bic: 'AGRIFRPP',
          holderName: 'Thomas Lefèvre',
        }),
        409,
        'ONBOARDING_LOCKED',
      );
      // Signed already: no second signature.
      advance(31_000);
      expectError(
        await thomas.onboarding.sendSignatureCode(thomas.leaseId),
        409,
        'ILLEGAL_TRANSITION',
      );
      expectError(
        await thomas.onboarding.verifySignatureCode(thomas.leaseId, '123456'),
        409,
        'ILLEGAL_TRANSITION',
      );
    });

    it('the seeded signed personas show their signed documents and a signed delivery slip once delivered', async () => {
      const documents = expectOk(await manon.onboarding.listDocuments(manon.leaseId));
      expect(documents.slice(0, 3).every((d) => d.status === 'signed')).toBe(true);
      const livre = await logIn(running().url, 'livre@acme.test');
      const [request] = expectOk(await leaseApi(livre.api).list());
      const slip = expectOk(
        await onboardingApi(livre.api).getDocument(request!.id, 'delivery-slip'),
      );
      expect(slip).toMatchObject({ status: 'signed', title: 'Bon de livraison' });
      expect(slip.signedAt).not.toBeNull();
    });
  });
}
