/**
 * The facts a rental's rules are computed from (issue 14, migration 009): its dates, rent, the
 * employer's contribution policy, free months, prices and end-of-lease choice, as the database keeps
 * them. rentals.ts computes what the rider reads from them.
 */
import type { ContributionPolicy, EndOfLeaseChoice, RentalInput } from '@velo/leasing';
import type { Queryable } from './db.ts';
import { notFound } from './errors.ts';

/** What a rental's rules are computed from. */
export interface RentalFacts {
  id: number;
  userId: number;
  leaseStatus: 'active' | 'ended';
  startedOn: string;
  endedOn: string | null;
  rentCents: number;
  policy: ContributionPolicy;
  freeMonths: number;
  bikePriceCents: number;
  equipmentPriceCents: number[];
  choice: EndOfLeaseChoice | null;
  chosenAt: string | null;
  buyoutPaidAt: string | null;
}

export const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface FactsRow {
  id: number;
  user_id: number;
  status: 'active' | 'ended';
  started_on: string;
  ended_on: string | null;
  monthly_rent_cents: number;
  rate: string | null;
  cap_cents: number | null;
  free_months: number | null;
  bike_price_cents: number;
  equipment: number[];
  end_of_lease_choice: EndOfLeaseChoice | null;
  chosen_at: string | null;
  buyout_paid_at: string | null;
}

/** The facts of rental `id` (the caller checked access). */
export async function rentalFacts(db: Queryable, id: number): Promise<RentalFacts> {
  const { rows } = await db.query<FactsRow>(
    `select l.id, l.user_id, l.status, to_char(l.started_on, 'YYYY-MM-DD') as started_on,
            to_char((l.ended_at at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as ended_on,
            l.monthly_rent_cents,
            coalesce(own.employer_contribution_rate, grp.employer_contribution_rate)::text as rate,
            coalesce(own.monthly_employer_contribution_cap_cents,
                     grp.monthly_employer_contribution_cap_cents) as cap_cents,
            coalesce(l.months_of_free_rent,
              (select o.months_of_free_rent from commercial_offers o
                where o.kind = 'standard' and o.client_id in (c.id, c.group_client_id)
                  and o.start_date <= (l.created_at at time zone 'Europe/Paris')::date
                  and (o.end_date is null or o.end_date >= (l.created_at at time zone 'Europe/Paris')::date)
                order by (o.client_id = c.id) desc, o.start_date desc limit 1), 0) as free_months,
            coalesce(p.bike_price_cents, l.bike_price_cents) as bike_price_cents,
            coalesce((select array_agg(pe.price_cents order by pe.equipment_id)
                        from retailer_proposition_equipment pe where pe.proposition_id = p.id),
                     '{}') as equipment,
            l.end_of_lease_choice, ${iso('l.end_of_lease_chosen_at')} as chosen_at,
            ${iso('l.buyout_paid_at')} as buyout_paid_at
       from leases l
       join clients c on c.id = l.client_id
       left join client_settings own on own.client_id = c.id
       left join client_settings grp on grp.client_id = c.group_client_id
       left join retailer_propositions p on p.id = l.proposition_id
      where l.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound('rental');
  return {
    id: row.id,
    userId: row.user_id,
    leaseStatus: row.status,
    startedOn: row.started_on,
    endedOn: row.ended_on,
    rentCents: row.monthly_rent_cents,
    policy: { rate: row.rate === null ? 0 : Number(row.rate), capCents: row.cap_cents },
    freeMonths: row.free_months ?? 0,
    bikePriceCents: row.bike_price_cents,
    equipmentPriceCents: row.equipment,
    choice: row.end_of_lease_choice,
    chosenAt: row.chosen_at,
    buyoutPaidAt: row.buyout_paid_at,
  };
}

export const rentalInput = (facts: RentalFacts): RentalInput => ({
  startedOn: facts.startedOn,
  rentCents: facts.rentCents,
  policy: facts.policy,
  freeMonths: facts.freeMonths,
});
