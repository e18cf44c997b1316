/**
 * /pendingAgreements and /signSpecificAgreements/:bikeId (issue 15): the leases waiting for the
 * company's signature (getAgreementsReady's count, listPendingAgreements' page), one's rental contract (rendition and PDF)
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
    company: { id: number; name: string };
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

/** The company's flags, with the first page of its leases waiting (all of Acme's). */
async function ready(): Promise<Ready> {
  const response = await sophie.fetch(`/api/v2/clients/${acme}/agreementsReady`);
  expect(response.status).toBe(200);
  const page = await sophie.fetch(`/api/v2/clients/${acme}/agreements`);
  expect(page.status).toBe(200);
  const { items, nextCursor } = (await page.json()) as {
    items: Ready['agreements'];
    nextCursor: string | null;
  };
  expect(nextCursor).toBeNull();
  return { ...((await response.json()) as Omit<Ready, 'agreements'>), agreements: items };
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

describe('the leases waiting for the company, a page at a time ("Large employers")', () => {
  interface Page {
    items: Ready['agreements'];
    nextCursor: string | null;
    total: number;
    totalExact: boolean;
  }
  const list = async (browser: Browser, id: number, query = '') => {
    const response = await browser.fetch(`/api/v2/clients/${id}/agreements${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };
  const status = async (browser: Browser, path: string) => (await browser.fetch(path)).status;

  it('pages by cursor in both orders, each lease once, and counts them', async () => {
    const all = await list(sophie, acme);
    expect(all.total).toBe(all.items.length);
    expect(all.totalExact).toBe(true);
    expect(all.items.length).toBeGreaterThanOrEqual(2);
    for (const sort of ['waitingSince', '-waitingSince']) {
      const rows: Ready['agreements'] = [];
      let cursor: string | null = null;
      do {
        const one: Page = await list(
          sophie,
          acme,
          `?limit=1&sort=${sort}${cursor === null ? '' : `&cursor=${cursor}`}`,
        );
        expect(one.items.length).toBe(1);
        expect(one.total).toBe(all.total);
        rows.push(...one.items);
        cursor = one.nextCursor;
      } while (cursor !== null);
      const ids = rows.map((row) => row.id);
      expect(ids).toEqual(
        sort === 'waitingSince'
          ? all.items.map((row) => row.id)
          : all.items.map((row) => row.id).reverse(),
      );
      expect(rows.every((row) => row.company.name === 'Acme France')).toBe(true);
    }
  });

  it('searches the rider ignoring case and accents', async () => {
    const found = await list(sophie, acme, '?q=ines%20LAMBERT');
    expect(found.items.map((row) => row.riderName)).toEqual(['Inès Lambert']);
    expect(found.total).toBe(1);
    expect((await list(sophie, acme, '?q=zzzz')).items).toEqual([]);
  });

  it('covers a group’s companies, keeps one, refuses one outside the group and another client', async () => {
    const group = await logIn(server.url, 'gestion@holding.test');
    const holding = await clientId('holding');
    const everyCompany = await list(group, holding);
    expect(everyCompany.items.map((row) => row.company.id)).toContain(nantes);
    const onlyNantes = await list(group, holding, `?company=${nantes}`);
    expect(onlyNantes.items.length).toBeGreaterThan(0);
    expect(onlyNantes.items.every((row) => row.company.id === nantes)).toBe(true);
    const outside = await group.fetch(`/api/v2/clients/${holding}/agreements?company=${acme}`);
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { fields: { field: string }[] }).fields).toEqual([
      expect.objectContaining({ field: 'query.company' }),
    ]);
    expect(await status(group, `/api/v2/clients/${acme}/agreements`)).toBe(403);
    expect(await status(sophie, `/api/v2/clients/${holding}/agreements`)).toBe(403);
    expect(await status(sophie, `/api/v2/clients/${acme}/agreements?cursor=bm9wZQ`)).toBe(400);
  });
});
