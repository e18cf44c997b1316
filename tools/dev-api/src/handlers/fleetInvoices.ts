/**
 * The client's invoices for /invoices (issue 15): the list (getClientInvoices, in
 * clientProgramme.ts), a page at a time by keyset ("Large employers": a group's covers its
 * companies, each row naming its company), and each invoice's PDF. Both need the `invoices` right
 * on the client or its group (access.ts).
 */
import type { HandlerContext, Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { notFound } from '../errors.ts';
import { clientWithRight, idParam } from '../access.ts';
import { fleetRights } from '../auth/sessions.ts';
import { withVatCents } from '../money.ts';
import { invoiceFileName, invoicePdf, type InvoicePdfData } from '../invoicePdf.ts';
import { encodeCursor, exactTotalUpTo, Params, totalOf, type KeyType } from '../listPages.ts';
import type { CompanyScope } from './fleetEmployees.ts';

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

export const invoiceSorts = [
  '-month',
  'month',
  'dueDate',
  '-dueDate',
  'amount',
  '-amount',
  'status',
  '-status',
] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];
export type InvoiceStatus = InvoiceRow['status'];

/** An invoice's state as the list says it: an unpaid invoice past its due date is overdue. */
const statusOf = (row: string) =>
  `case when ${row}.status = 'unpaid' and ${row}.due_date < current_date then 'overdue'
        else ${row}.status end`;

/** Overdue, then to pay, then paid: the `status` sort's first key. */
const statusRank = (row: string) =>
  `(case when ${row}.status = 'paid' then 2
         when ${row}.status = 'overdue' or ${row}.due_date < current_date then 0 else 1 end)`;

/**
 * Each sort's keys before the invoice's id (which breaks every tie): the SQL value, its type, and
 * the text a cursor keeps it as. A descending sort is the exact reverse of the ascending one.
 */
function invoiceKeys(sort: InvoiceSort) {
  const month = { sql: 'i.issued_at', type: 'date', text: "to_char(i.issued_at, 'YYYY-MM-DD')" };
  const field = sort.replace(/^-/, '') as 'month' | 'dueDate' | 'amount' | 'status';
  const keys: { sql: string; type: KeyType; text: string }[] = {
    month: [month],
    dueDate: [{ sql: 'i.due_date', type: 'date', text: "to_char(i.due_date, 'YYYY-MM-DD')" }],
    amount: [
      {
        sql: 'i.amount_excl_tax_cents::bigint',
        type: 'int',
        text: 'i.amount_excl_tax_cents::text',
      },
    ],
    status: [{ sql: statusRank('i'), type: 'int', text: `${statusRank('i')}::text` }, month],
  }[field] as { sql: string; type: KeyType; text: string }[];
  return [...keys, { sql: 'i.id', type: 'int' as KeyType, text: 'i.id::text' }];
}

/** The key types of a sort's cursor (for `decodeCursor`). */
export const invoiceKeyTypes = (sort: InvoiceSort) => invoiceKeys(sort).map((key) => key.type);

const sqlType: Record<KeyType, string> = {
  date: 'date',
  int: 'bigint',
  timestamp: 'timestamptz',
  text: 'text',
};

export interface InvoicesQuery {
  limit: number;
  sort: InvoiceSort;
  /** The last row's sort keys, from the previous page's cursor. */
  after?: string[] | undefined;
  status?: InvoiceStatus | undefined;
}

/**
 * One page of the invoices of `companies` (the client, a group and its companies, or the one the
 * `company` filter keeps), with the count of those that match and what is left to pay over all of
 * them (whatever the page, the status filter or the cursor).
 */
export async function invoicesPage(db: Queryable, companies: CompanyScope, query: InvoicesQuery) {
  const params = new Params();
  const keys = invoiceKeys(query.sort);
  const descending = query.sort.startsWith('-');
  const scope = `i.client_id = any(${params.add(companies)}::int[])`;
  const conditions = [scope];
  if (query.status !== undefined) {
    conditions.push(`(${statusOf('i')}) = ${params.add(query.status)}`);
  }
  const filters = [...conditions];
  if (query.after !== undefined) {
    const after = query.after.map(
      (value, index) => `${params.add(value)}::${sqlType[keys[index]?.type ?? 'int']}`,
    );
    conditions.push(
      `(${keys.map((key) => key.sql).join(', ')}) ${descending ? '<' : '>'} (${after.join(', ')})`,
    );
  }
  const direction = descending ? 'desc' : 'asc';
  const filterValues = [...params.values].slice(0, query.status === undefined ? 1 : 2);
  const limit = params.add(query.limit + 1);
  const { rows } = await db.query<InvoiceRow & { company_id: number; company_name: string }>(
    `select i.id, i.number, to_char(i.issued_at, 'YYYY-MM-DD') as issued_at,
            to_char(i.due_date, 'YYYY-MM-DD') as due_date,
            to_char(date_trunc('month', i.issued_at), 'YYYY-MM-DD') as period_start,
            to_char(date_trunc('month', i.issued_at) + interval '1 month' - interval '1 day',
                    'YYYY-MM-DD') as period_end,
            i.amount_excl_tax_cents, ${statusOf('i')} as status,
            c.id as company_id, c.name as company_name,
            ${keys.map((key, index) => `${key.text} as k${index}`).join(', ')}
       from invoices i join clients c on c.id = i.client_id
      where ${conditions.join(' and ')}
      order by ${keys.map((key) => `${key.sql} ${direction}`).join(', ')}
      limit ${limit}`,
    params.values,
  );
  const counted = await db.query<{ n: number }>(
    `select count(*)::int as n from (
       select 1 from invoices i where ${filters.join(' and ')} limit $${filterValues.length + 1}
     ) c`,
    [...filterValues, exactTotalUpTo + 1],
  );
  // What is left to pay: the invoices of the scope not paid yet, each rounded as its own amount.
  const due = await db.query<{ n: number; cents: string }>(
    `select count(*)::int as n,
            coalesce(sum(round(i.amount_excl_tax_cents * 12 / 10.0)), 0)::bigint::text as cents
       from invoices i where ${scope} and i.status <> 'paid'`,
    [companies],
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1) as Record<string, unknown> | undefined;
  return {
    items: items.map((row) => ({
      ...invoiceBody(row),
      company: { id: row.company_id, name: row.company_name },
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(
            query.sort,
            keys.map((_, index) => String(last[`k${index}`])),
          )
        : null,
    ...totalOf(counted.rows[0]?.n ?? 0),
    due: { count: due.rows[0]?.n ?? 0, amountInclTaxCents: Number(due.rows[0]?.cents ?? 0) },
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
