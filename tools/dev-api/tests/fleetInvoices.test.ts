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
}

let server: RunningDevApi;
let sophie: Browser;
let groupManager: Browser;
const ids = { acme: 0, nantes: 0 };

async function clientId(qName: string) {
  const { rows } = await server.db.query<{ id: number }>(
    'select id from clients where q_name = $1',
    [qName],
  );
  return rows[0]?.id ?? 0;
}

async function invoices(browser: Browser, id: number) {
  const response = await browser.fetch(`/api/v2/clients/${id}/invoices`);
  expect(response.status).toBe(200);
  return (await response.json()) as Invoice[];
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  [sophie, groupManager] = await Promise.all([
    logIn(server.url, 'manager@acme.test'),
    logIn(server.url, 'gestion@holding.test'),
  ]);
  ids.acme = await clientId('acme');
  ids.nantes = await clientId('holding-nantes');
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

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
