/**
 * The client's invoices for /invoices (issue 15): the list (getClientInvoices, in clients.ts) and
 * each invoice's PDF. Both need the `invoices` right on the client or its group (access.ts).
 */
import type { HandlerContext, Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { withVatCents } from '../money.ts';
import { invoiceFileName, invoicePdf, type InvoicePdfData } from '../invoicePdf.ts';

interface InvoiceRow {
  id: number;
  number: string;
  issued_at: string;
  due_date: string;
  period_start: string;
  period_end: string;
  amount_excl_tax_cents: number;
  status: 'paid' | 'unpaid' | 'overdue';
}

/**
 * The client's invoices, newest first, or the one with `invoiceId`. Each bills the month it is
 * issued in; an unpaid invoice past its due date is overdue.
 */
export async function clientInvoices(
  db: Queryable,
  clientId: number,
  invoiceId?: number,
): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `select id, number, to_char(issued_at, 'YYYY-MM-DD') as issued_at,
            to_char(due_date, 'YYYY-MM-DD') as due_date,
            to_char(date_trunc('month', issued_at), 'YYYY-MM-DD') as period_start,
            to_char(date_trunc('month', issued_at) + interval '1 month' - interval '1 day',
                    'YYYY-MM-DD') as period_end,
            amount_excl_tax_cents,
            case when status = 'unpaid' and due_date < current_date then 'overdue' else status end
              as status
       from invoices where client_id = $1 and ($2::int is null or id = $2)
      order by issued_at desc, id desc`,
    [clientId, invoiceId ?? null],
  );
  return rows;
}

export function invoiceBody(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issued_at,
    dueDate: row.due_date,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amountExclTaxCents: row.amount_excl_tax_cents,
    amountInclTaxCents: withVatCents(row.amount_excl_tax_cents),
    status: row.status,
  };
}

const clock = (context: HandlerContext) => context.settings.now?.() ?? new Date();

export const fleetInvoiceHandlers: Handlers = {
  async getClientInvoicePdf(context) {
    const { db, user, params } = context;
    const client = await clientWithRight(db, user, idParam(params), fleetRights.invoices);
    const invoiceId = params['invoiceId'];
    if (typeof invoiceId !== 'number') throw notFound('invoice');
    const [row] = await clientInvoices(db, client.id, invoiceId);
    if (!row) throw notFound('invoice');
    const { rows } = await db.query<{
      name: string;
      postal_code: string;
      siret: string;
      vat_identifier: string | null;
      leases: number;
    }>(
      `select c.name, c.postal_code, c.siret, c.vat_identifier,
              (select count(*)::int from leases l
                where l.client_id = c.id and l.status in ('active', 'ended')
                  and l.started_on <= $2::date and (l.ended_at is null or l.ended_at > $2::date))
                as leases
         from clients c where c.id = $1`,
      [client.id, row.period_start],
    );
    const company = rows[0];
    if (!company) throw notFound('client');
    const body = invoiceBody(row);
    const data: InvoicePdfData = {
      ...body,
      company: {
        name: company.name,
        postalCode: company.postal_code,
        siret: company.siret,
        vatIdentifier: company.vat_identifier,
      },
      leases: company.leases,
    };
    return {
      status: 200,
      body: await invoicePdf(data, clock(context)),
      headers: {
        'content-type': 'application/pdf',
        'cache-control': 'no-store',
        'content-disposition': `attachment; filename="${invoiceFileName(row.number)}"`,
      },
    };
  },
};
