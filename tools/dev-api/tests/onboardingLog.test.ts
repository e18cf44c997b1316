/**
 * No IBAN, signature code or document content in the dev API's log (issue 13: "never an IBAN, an
 * SMS code or document content in a log line"). A rider saves bank details, reads the mandate and
 * its PDF, asks for a code (and again too early), types a wrong one then the right one, with the
 * server logging at its most verbose level into a captured stream and the console captured too;
 * the log is then searched for the demo IBAN (with and without spaces, and its account number),
 * every code sent, and the mandate's own wording.
 */
import { onboardingApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetLeaseJourney } from '../src/leaseJourneySeed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { expectError, expectOk, logIn } from './browser.ts';

let server: RunningDevApi;
const captured: string[] = [];
const codes: string[] = [];
const clock = { offsetMs: 0 };
const demoIban = 'FR7630006000011234567890189';

beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
      captured.push(String(chunk));
      return write(chunk as string, ...rest);
    }) as typeof stream.write);
  }
  server = await startDevApi({
    // Dev mode: the code also goes through the SMS outbox, which must not log it either.
    dev: true,
    logger: { level: 'trace', stream: { write: (line) => void captured.push(line) } },
    settings: {
      now: () => new Date(Date.now() + clock.offsetMs),
      onSignatureCode: ({ code }) => void codes.push(code),
    },
  });
}, 240_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

describe('the demo IBAN, the signature codes and the documents', () => {
  it('go through bank details, documents and a signature but appear in no log line', async () => {
    const ids = await resetLeaseJourney(server.db);
    const leaseId = ids['signature@acme.test']!.leaseRequests[0]!;
    const rider = await logIn(server.url, 'signature@acme.test');
    const onboarding = onboardingApi(rider.api);

    // A refused IBAN first: its 400 must not echo it either.
    expectError(
      await onboarding.saveBankDetails({
        iban: `${demoIban.slice(0, -1)}8`,
        bic: 'AGRIFRPP',
        holderName: 'Thomas Lefèvre',
      }),
      400,
      'VALIDATION_FAILED',
      ['body.iban'],
    );
    expectOk(
      await onboarding.saveBankDetails({
        iban: demoIban,
        bic: 'AGRIFRPP',
        holderName: 'Thomas Lefèvre',
      }),
    );
    expectOk(await onboarding.saveCharter({ commutingAttested: true, rulesAccepted: true }));
    const mandate = expectOk(await onboarding.getDocument(leaseId, 'direct-debit-mandate'));
    expectOk(await onboarding.getDocumentPdf(leaseId, 'direct-debit-mandate'));

    expectOk(await onboarding.sendSignatureCode(leaseId));
    expectError(await onboarding.sendSignatureCode(leaseId), 429, 'RESEND_TOO_EARLY');
    const code = codes.at(-1)!;
    const outbox = (await (await fetch(`${server.url}/__dev/sms-outbox`)).json()) as {
      code: string;
    }[];
    expect(outbox.at(-1)?.code).toBe(code);
    const mine = (await (
      await fetch(`${server.url}/__dev/sms-outbox?to=${encodeURIComponent('+33645780123')}`)
    ).json()) as { to: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((message) => message.to === '+33645780123')).toBe(true);
    const wrong = code === '999999' ? '000000' : String(Number(code) + 1).padStart(6, '0');
    expectError(
      await onboarding.verifySignatureCode(leaseId, wrong),
      400,
      'SIGNATURE_CODE_INVALID',
    );
    const signed = expectOk(await onboarding.verifySignatureCode(leaseId, code));
    expect(signed.voucherSignedAt).not.toBeNull();

    const log = captured.join('');
    // The log is really captured: it holds the onboarding's requests.
    expect(log).toContain('/api/v2/onboarding/bank-details');
    expect(log).toContain('/signature/verify');
    const iban = demoIban;
    for (const secret of [
      iban,
      iban.replace(/(.{4})(?=.)/g, '$1 '),
      iban.slice(4),
      '12345678901',
      code,
      wrong,
      'dans les 8 semaines suivant la date de débit',
      ...mandate.sections.flatMap((section) => section.paragraphs),
    ]) {
      expect(log, secret.slice(0, 30)).not.toContain(secret);
    }
  });
});
