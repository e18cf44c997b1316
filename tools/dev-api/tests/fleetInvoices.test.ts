/**
 * /invoices (issue 15): the client's invoices, newest first, with the month each bills and both
 * amounts, and each invoice's PDF fetched with the session. Rights are walked for every fleet call in
 * fleetRights.test.ts; here, what a manager reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeFleetFacts } from '../src/fleetSeed.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, type Browser } from './browser.ts';

interface Invoice {
  id: number;
  number: string;
  issuedAt: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  amountExclTaxCents: number;
  amountInclTaxCents: number;
  status: 'paid' | 'unpaid' | 'overdue';
  company: { id: number; name: string };
}

interface InvoicePage {
  items: Invoice[];
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
  due: { count: number; amountInclTaxCents: number };
}

let server: RunningDevApi;
let sophie: Browser;
let groupManager: Browser;
const ids = { acme: 0, nantes: 0, bordeaux: 0, holding: 0 };

async function clientId(qName: string) {
  const { rows } = await server.db.query<{ id: number }>(
    'select id from clients where q_name = $1',
    [qName],
  );
  return rows[0]?.id ?? 0;
}

async function page(browser: Browser, id: number, query = '') {
  const response = await browser.fetch(`/api/v2/clients/${id}/invoices${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as InvoicePage;
}

/** The first page's invoices (all of a company's two years: 24 < 50). */
async function invoices(browser: Browser, id: number) {
  const first = await page(browser, id);
  expect(first.nextCursor).toBeNull();
  return first.items;
}

/** Every page of a query, read by cursor, `limit` at a time. */
async function allPages(browser: Browser, id: number, query: string, limit: number) {
  const pages: InvoicePage[] = [];
  let cursor: string | null = null;
  do {
    const next: InvoicePage = await page(
      browser,
      id,
      `?limit=${limit}${query}${cursor === null ? '' : `&cursor=${cursor}`}`,
    );
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  [sophie, groupManager] = await Promise.all([
    logIn(server.url, 'manager@acme.test'),
    logIn(server.url, 'gestion@holding.test'),
  ]);
  ids.acme = await clientId('acme');
  ids.nantes = await clientId('holding-nantes');
  ids.bordeaux = await clientId('holding-bordeaux');
  ids.holding = await clientId('holding');
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the client’s invoices (issue 15)', () => {
  it('lists two years of Acme’s invoices, newest first, each billing its month, VAT at 20 %', async () => {
    const list = await invoices(sophie, ids.acme);
    expect(list).toHaveLength(acmeFleetFacts.invoices);
    const issued = list.map((invoice) => invoice.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    for (const invoice of list) {
      expect(invoice.periodStart).toBe(`${invoice.issuedAt.slice(0, 7)}-01`);
      const end = new Date(`${invoice.periodStart}T00:00:00Z`);
      end.setUTCMonth(end.getUTCMonth() + 1, 0);
      expect(invoice.periodEnd).toBe(end.toISOString().slice(0, 10));
      expect(invoice.amountInclTaxCents).toBe(Math.round(invoice.amountExclTaxCents * 1.2));
    }
    // The latest is this month's, not due yet; the one before is past its due date.
    expect(list[0]?.status).toBe('unpaid');
    expect(list.slice(2).every((invoice) => invoice.status === 'paid')).toBe(true);
  });

  it('serves an invoice as a PDF to download, named after its number', async () => {
    const [latest] = await invoices(sophie, ids.acme);
    const response = await sophie.fetch(`/api/v2/clients/${ids.acme}/invoices/${latest?.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="facture-${latest?.number.toLowerCase()}.pdf"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title (its metadata, not compressed) names the invoice.
    expect(bytes.toString('latin1')).toContain(`Facture ${latest?.number}`);
  });

  it('an invoice of another client is not found under this one, even to a manager of both', async () => {
    const [nantes] = await invoices(groupManager, ids.nantes);
    expect(nantes?.number).toMatch(/^F-\d{4}-\d{2}-NANTES$/);
    const response = await groupManager.fetch(
      `/api/v2/clients/${ids.acme}/invoices/${nantes?.id}/pdf`,
    );
    // Acme is not the group manager's: refused before anything is looked up.
    expect(response.status).toBe(403);
    const [acme] = await invoices(sophie, ids.acme);
    const mixed = await groupManager.fetch(
      `/api/v2/clients/${ids.nantes}/invoices/${acme?.id}/pdf`,
    );
    expect(mixed.status).toBe(404);
  });

  it('a group manager reads a year of each subsidiary’s invoices', async () => {
    expect(await invoices(groupManager, ids.nantes)).toHaveLength(12);
  });

  it('pages a group’s invoices by cursor in every sort: each once, in order, each naming its company', async () => {
    const sorts = [
      '-month',
      'month',
      'dueDate',
      '-dueDate',
      'amount',
      '-amount',
      'status',
      '-status',
    ];
    let reference: number[] | undefined;
    for (const sort of sorts) {
      const pages = await allPages(groupManager, ids.holding, `&sort=${sort}`, 5);
      const rows = pages.flatMap((one) => one.items);
      // Two subsidiaries, a year each; the group itself is not invoiced.
      expect(rows).toHaveLength(24);
      expect(pages).toHaveLength(5);
      expect(pages.every((one) => one.total === 24 && one.totalExact)).toBe(true);
      expect(new Set(rows.map((row) => row.id)).size).toBe(24);
      const sortedIds = rows.map((row) => row.id).sort((a, b) => a - b);
      reference ??= sortedIds;
      expect(sortedIds).toEqual(reference);
      expect(new Set(rows.map((row) => row.company.name))).toEqual(
        new Set(['Holding Atlantique Nantes', 'Holding Atlantique Bordeaux']),
      );
      const value = (row: Invoice) =>
        sort.endsWith('month')
          ? row.issuedAt
          : sort.endsWith('dueDate')
            ? row.dueDate
            : sort.endsWith('amount')
              ? String(row.amountExclTaxCents).padStart(12, '0')
              : String(['overdue', 'unpaid', 'paid'].indexOf(row.status));
      const values = rows.map(value);
      const ordered = [...values].sort();
      expect(values).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered);
    }
    // The same query read again gives the same pages.
    const again = await allPages(groupManager, ids.holding, '&sort=amount', 5);
    const first = await allPages(groupManager, ids.holding, '&sort=amount', 5);
    expect(again.flatMap((one) => one.items.map((row) => row.id))).toEqual(
      first.flatMap((one) => one.items.map((row) => row.id)),
    );
  });

  it('keeps one company of the group, filters by status, and says what is left to pay over every page', async () => {
    const nantes = await allPages(groupManager, ids.holding, `&company=${ids.nantes}`, 5);
    expect(nantes.flatMap((one) => one.items)).toHaveLength(12);
    expect(nantes.flatMap((one) => one.items).every((row) => row.company.id === ids.nantes)).toBe(
      true,
    );
    const all = (await allPages(sophie, ids.acme, '', 200)).flatMap((one) => one.items);
    const unpaid = all.filter((invoice) => invoice.status !== 'paid');
    const expected = {
      count: unpaid.length,
      amountInclTaxCents: unpaid.reduce((sum, invoice) => sum + invoice.amountInclTaxCents, 0),
    };
    expect(expected.count).toBe(2);
    // A page of one, a later page, a status filter: the same amount left to pay.
    const onePage = await page(sophie, ids.acme, '?limit=1');
    expect(onePage.items).toHaveLength(1);
    expect(onePage.due).toEqual(expected);
    expect((await page(sophie, ids.acme, `?limit=1&cursor=${onePage.nextCursor}`)).due).toEqual(
      expected,
    );
    const paid = await page(sophie, ids.acme, '?status=paid');
    expect(paid.total).toBe(acmeFleetFacts.invoices - 2);
    expect(paid.items.every((invoice) => invoice.status === 'paid')).toBe(true);
    expect(paid.due).toEqual(expected);
    const overdue = await page(sophie, ids.acme, '?status=overdue');
    expect(overdue.items.map((invoice) => invoice.status)).toEqual(['overdue']);
  });

  it('refuses a company outside the group, a cursor of another sort or made up, another client', async () => {
    const refused = async (browser: Browser, path: string, status: number, field?: string) => {
      const response = await browser.fetch(path);
      expect(response.status).toBe(status);
      if (field) {
        const body = (await response.json()) as { fields: { field: string }[] };
        expect(body.fields.map((one) => one.field)).toEqual([field]);
      }
    };
    await refused(
      groupManager,
      `/api/v2/clients/${ids.holding}/invoices?company=${ids.acme}`,
      400,
      'query.company',
    );
    const { nextCursor } = await page(groupManager, ids.holding, '?limit=2');
    await refused(
      groupManager,
      `/api/v2/clients/${ids.holding}/invoices?sort=amount&cursor=${nextCursor}`,
      400,
      'query.cursor',
    );
    const forged = Buffer.from(JSON.stringify({ s: '-month', k: ['2026-13-45', '1'] })).toString(
      'base64url',
    );
    await refused(
      groupManager,
      `/api/v2/clients/${ids.holding}/invoices?cursor=${forged}`,
      400,
      'query.cursor',
    );
    await refused(sophie, `/api/v2/clients/${ids.holding}/invoices`, 403);
    await refused(groupManager, `/api/v2/clients/${ids.acme}/invoices`, 403);
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
