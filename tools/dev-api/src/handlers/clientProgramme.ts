/**
 * The programme a client runs for its employees (spec section 7, "Clients"): its commercial offers,
 * eligible employees, rent scale, contribution and banner, the agreements waiting for it and its
 * invoices.
 */
import { LEASE_DURATION_MONTHS } from '@velo/leasing';
import { clientWithRight, fleetRights, idParam, readableClient, requireUser } from '../access.ts';
import { ok, type Handlers } from '../context.ts';
import type { Queryable } from '../db.ts';
import { rentScaleRow } from '../rents.ts';
import { clientSettings, unknownClient } from './clients.ts';
import { decodeCursor, defaultLimit } from '../listPages.ts';
import { companyScope } from './fleetEmployees.ts';
import {
  invoiceKeyTypes,
  invoicesPage,
  type InvoiceSort,
  type InvoiceStatus,
} from './fleetInvoices.ts';
import { sponsorshipOfferParams, sponsorshipOfferQuery } from './sponsorship.ts';

function offerBody(row: OfferRow | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    clientId: row.client_id,
    kind: row.kind,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    monthsOfFreeRent: row.months_of_free_rent,
  };
}

interface OfferRow {
  id: number;
  client_id: number | null;
  kind: string;
  name: string;
  start_date: string;
  end_date: string | null;
  months_of_free_rent: number;
}

/** Dates as YYYY-MM-DD text, the contract's `format: date`. */
const offerColumns = `id, client_id, kind, name, to_char(start_date, 'YYYY-MM-DD') as start_date,
  to_char(end_date, 'YYYY-MM-DD') as end_date, months_of_free_rent`;
const runningToday = `start_date <= current_date and (end_date is null or end_date >= current_date)`;

export const clientProgrammeHandlers: Handlers = {
  async getActiveCommercialOffer({ db, user, params }) {
    const client = await readableClient(db, user, idParam(params));
    const { rows } = await db.query<OfferRow>(
      `select ${offerColumns} from commercial_offers
        where kind = 'standard' and client_id = any($1::int[]) and ${runningToday}
        order by (client_id = $2) desc, start_date desc limit 1`,
      [[client.id, client.group_client_id ?? client.id], client.id],
    );
    return ok(offerBody(rows[0]));
  },

  async getSponsorshipCommercialOffer({ db, user }) {
    // The user's company's offer (spec section 3: a client's "commercial offer (... sponsorship)").
    const current = requireUser(user);
    if (current.clientId === null) return ok(null);
    const { rows } = await db.query<OfferRow>(
      sponsorshipOfferQuery(offerColumns),
      await sponsorshipOfferParams(db, current.clientId),
    );
    return ok(offerBody(rows[0]));
  },

  async postEligibleEmployees({ db, user, params, body }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.fleetManagement);
    const { employees } = body as {
      employees: {
        email: string;
        firstName?: string;
        lastName?: string;
        employeeNumber?: string;
      }[];
    };
    // All or nothing (issue 15, the CSV import): a list with a line refused adds no one, so the
    // manager fixes the file and sends it again rather than working out what got in.
    const rejected: { field: string; message: string }[] = [];
    const emails = employees.map((employee) => employee.email.trim().toLowerCase());
    const seen = new Set<string>();
    for (const [index, email] of emails.entries()) {
      if (seen.has(email)) {
        rejected.push({ field: `body.employees[${index}].email`, message: 'appears twice' });
      }
      seen.add(email);
    }
    if (rejected.length > 0) return ok({ added: 0, alreadyEligible: 0, rejected });
    // One statement for the whole list (a file holds thousands of lines).
    const { rows } = await db.query<{ email: string }>(
      `insert into eligible_employees (client_id, email, first_name, last_name, employee_number)
       select $1, e.email, e.first_name, e.last_name, e.employee_number
         from unnest($2::text[], $3::text[], $4::text[], $5::text[])
              as e(email, first_name, last_name, employee_number)
       on conflict (client_id, email) do nothing
       returning email`,
      [
        client.id,
        emails,
        employees.map((employee) => employee.firstName ?? null),
        employees.map((employee) => employee.lastName ?? null),
        employees.map((employee) => employee.employeeNumber ?? null),
      ],
    );
    const added = rows.length;
    const alreadyEligible = employees.length - added;
    return ok({ added, alreadyEligible, rejected });
  },

  async getMonthlyRents({ db, user, params, query }) {
    // The company's rent scale with its contribution: what each of its riders is offered, so a member
    // read (a manager of another client still gets 403), not an `exports` call.
    const client = await readableClient(db, user, idParam(params));
    const equipments = query['equipments'] === true;
    const settings = await clientSettings(db, client.id, client.group_client_id);
    const rate = Number(settings?.employer_contribution_rate ?? 0);
    const cap = settings?.monthly_employer_contribution_cap_cents ?? null;
    // The scale's price points come from the table; the rents and their split from @velo/leasing, as
    // the app computes them (a database seeded before the model keeps its points, not old rents).
    const { rows } = await db.query<{ bike_price_cents: number }>(
      'select bike_price_cents from rent_scale order by bike_price_cents',
    );
    return ok({
      clientId: client.id,
      equipmentsIncluded: equipments,
      durationMonths: LEASE_DURATION_MONTHS,
      employerContributionRate: rate,
      rents: rows.map((row) =>
        rentScaleRow(row.bike_price_cents, equipments, { rate, capCents: cap }),
      ),
    });
  },

  async getAgreementsReady({ db, user, params }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.agreements);
    return ok(await agreementsReady(db, client.id));
  },

  async getAgreementsReadyMultiClient({ db, user, query }) {
    // The contract's pattern guarantees a JSON array of positive integers.
    const ids = JSON.parse(String(query['clientIds'])) as number[];
    const result = [];
    for (const id of ids) {
      // 403 for an id without the `agreements` right, known or not; only an admin learns it is unknown.
      const client = await clientWithRight(db, user, id, fleetRights.agreements, () =>
        unknownClient('query.clientIds'),
      );
      result.push(await agreementsReady(db, client.id));
    }
    return ok(result);
  },

  async getClientInvoices({ db, user, params, query }) {
    const client = await clientWithRight(db, user, idParam(params), fleetRights.invoices);
    // The contract has checked the values and set the defaults (limit 50, newest month first).
    const sort = (query['sort'] ?? '-month') as InvoiceSort;
    const cursor = query['cursor'];
    const after =
      typeof cursor === 'string' ? decodeCursor(cursor, sort, invoiceKeyTypes(sort)) : undefined;
    const companies = await companyScope(db, client, query['company']);
    return ok(
      await invoicesPage(db, companies, {
        limit: Number(query['limit'] ?? defaultLimit),
        sort,
        after,
        status: query['status'] as InvoiceStatus | undefined,
      }),
    );
  },
  async getEmployerContributionAndFmdValue({ db, user, params }) {
    const client = await readableClient(db, user, idParam(params));
    const settings = await clientSettings(db, client.id, client.group_client_id);
    return ok({
      clientId: client.id,
      employerContributionRate: Number(settings?.employer_contribution_rate ?? 0),
      monthlyEmployerContributionCapCents:
        settings?.monthly_employer_contribution_cap_cents ?? null,
      fleetManagementDashboardEnabled: settings?.fleet_management_dashboard_enabled ?? false,
    });
  },

  async getBannerLink({ db, user, params }) {
    const client = await readableClient(db, user, idParam(params));
    const settings = await clientSettings(db, client.id, client.group_client_id);
    return ok(
      settings?.banner_url && settings.banner_label
        ? { url: settings.banner_url, label: settings.banner_label }
        : null,
    );
  },
};

async function agreementsReady(db: Queryable, clientId: number) {
  const { rows } = await db.query<{ pending: number }>(
    `select count(*)::int as pending from leases where client_id = $1 and status = 'equipment-confirmed'`,
    [clientId],
  );
  const pending = rows[0]?.pending ?? 0;
  // Issue 15, /pendingAgreements: the company's name (its leases are listPendingAgreements).
  const { rows: names } = await db.query<{ name: string }>(
    'select name from clients where id = $1',
    [clientId],
  );
  return {
    clientId,
    clientName: names[0]?.name ?? '',
    agreementsReady: pending > 0,
    pendingAgreements: pending,
  };
}
