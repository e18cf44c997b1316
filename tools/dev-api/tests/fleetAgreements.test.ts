/**
 * /pendingAgreements and /signSpecificAgreements/:bikeId (issue 15): the leases waiting for the
 * company's signature (getAgreementsReady's `agreements`), one's rental contract (rendition and PDF)
 * and its signature with an SMS code through the lease state machine (`signContract`), then the
 * dev reset that puts it back. Rights are walked for every fleet call in fleetRights.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCompanyAgreements } from '../src/fleetAgreementsDev.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, type Browser } from './browser.ts';

interface Ready {
  clientId: number;
  clientName: string;
  agreementsReady: boolean;
  pendingAgreements: number;
  agreements: {
    id: number;
    riderName: string;
    bike: string;
    monthlyRentCents: number;
    employerContributionCents: number;
    riderShareCents: number;
    waitingSince: string;
  }[];
}

let server: RunningDevApi;
let sophie: Browser;
let acme = 0;
let nantes = 0;
const sms: { to: string; code: string; leaseRequestId: number }[] = [];

const post = (path: string, body: unknown) =>
  sophie.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function ready(): Promise<Ready> {
  const response = await sophie.fetch(`/api/v2/clients/${acme}/agreementsReady`);
  expect(response.status).toBe(200);
  return (await response.json()) as Ready;
}

const clientId = async (qName: string) =>
  (await server.db.query<{ id: number }>('select id from clients where q_name = $1', [qName]))
    .rows[0]?.id ?? 0;

beforeAll(async () => {
  server = await startDevApi({
    validateResponses: true,
    settings: { onSignatureCode: (message) => sms.push(message) },
  });
  sophie = await logIn(server.url, 'manager@acme.test');
  acme = await clientId('acme');
  nantes = await clientId('holding-nantes');
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the company signs its leases’ rental contracts (issue 15)', () => {
  it('lists the leases waiting for the company, with who pays what', async () => {
    const list = await ready();
    expect(list.clientName).toBe('Acme France');
    expect(list.agreements).toHaveLength(list.pendingAgreements);
    expect(list.agreements.map((agreement) => agreement.riderName)).toContain('Inès Lambert');
    for (const agreement of list.agreements) {
      expect(agreement.employerContributionCents + agreement.riderShareCents).toBe(
        agreement.monthlyRentCents,
      );
    }
    const times = list.agreements.map((agreement) => agreement.waitingSince);
    expect(times).toEqual([...times].sort());
  });

  it('reads one contract, as text and as a PDF; another client’s lease is a 404 here', async () => {
    const [first] = (await ready()).agreements;
    const response = await sophie.fetch(`/api/v2/clients/${acme}/agreements/${first?.id}`);
    expect(response.status).toBe(200);
    const agreement = (await response.json()) as {
      signable: boolean;
      riderName: string;
      document: { title: string; sections: { heading: string }[]; signedAt: string | null };
    };
    expect(agreement.signable).toBe(true);
    expect(agreement.riderName).toBe(first?.riderName);
    expect(agreement.document.title).toBe('Contrat de location longue durée');
    expect(agreement.document.sections.map((section) => section.heading)).toContain('Le loyer');
    expect(agreement.document.signedAt).toBeNull();

    const pdf = await sophie.fetch(`/api/v2/clients/${acme}/agreements/${first?.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const { rows } = await server.db.query<{ id: number }>(
      `select id from leases where client_id = $1 and status = 'equipment-confirmed' limit 1`,
      [nantes],
    );
    const other = await sophie.fetch(`/api/v2/clients/${acme}/agreements/${rows[0]?.id}`);
    expect(other.status).toBe(404);
  });

  it('signs with the SMS code: wrong code, right code, the list updated; reset puts it back', async () => {
    const [first] = (await ready()).agreements;
    const id = first?.id ?? 0;
    const base = `/api/v2/clients/${acme}/agreements/${id}`;

    const early = await post(`${base}/signature`, { code: '000000' });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe('SIGNATURE_CODE_EXPIRED');

    const sent = await post(`${base}/signature-code`, { consent: true });
    expect(sent.status).toBe(200);
    const { maskedPhone } = (await sent.json()) as { maskedPhone: string };
    expect(maskedPhone).toContain('••');
    const code = sms.filter((message) => message.leaseRequestId === id).at(-1)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect((await post(`${base}/signature-code`, { consent: true })).status).toBe(429);

    const wrong = await post(`${base}/signature`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { remainingAttempts: number }).remainingAttempts).toBe(4);

    const signed = await post(`${base}/signature`, { code });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ id, status: 'contract-signed' });
    expect((await ready()).agreements.map((agreement) => agreement.id)).not.toContain(id);

    const copy = (await (await sophie.fetch(base)).json()) as {
      signable: boolean;
      document: { signedAt: string | null };
    };
    expect(copy.signable).toBe(false);
    expect(copy.document.signedAt).not.toBeNull();
    const { rows: history } = await server.db.query<{ actor: string }>(
      `select actor from lease_events where lease_id = $1 and event = 'signContract'`,
      [id],
    );
    expect(history).toEqual([{ actor: 'company' }]);

    const again = await post(`${base}/signature`, { code });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('ILLEGAL_TRANSITION');

    expect(await resetCompanyAgreements(server.db)).toEqual({ leaseIds: [id] });
    expect((await ready()).agreements.map((agreement) => agreement.id)).toContain(id);
  });
});
