/**
 * A lease's split of the monthly rent between the company and the rider, from the company's
 * contribution settings — its own, else its group's (spec section 5; @velo/leasing `contributions`).
 * The SQL pieces go into a query over `leases l join clients c`, as the fleet screens' reads do.
 */
import { contributions } from '@velo/leasing';

/** The client's settings as `own`, its group's as `grp`. */
export const policyJoins = `left join client_settings own on own.client_id = c.id
    left join client_settings grp on grp.client_id = c.group_client_id`;

/** The rate (as text, exact) and the monthly cap in cents that apply, as `rate` and `cap_cents`. */
export const policyColumns = `coalesce(own.employer_contribution_rate, grp.employer_contribution_rate)::text as rate,
    coalesce(own.monthly_employer_contribution_cap_cents,
             grp.monthly_employer_contribution_cap_cents) as cap_cents`;

/**
 * A fleet screen's read of a client's leases: the lease `l`, its client `c` with the contribution
 * settings, its rider `u`, the proposition `p` and the bike model `b` (each where there is one).
 */
export const fleetLeasesFrom = `from leases l
    join clients c on c.id = l.client_id
    left join users u on u.id = l.user_id
    ${policyJoins}
    left join retailer_propositions p on p.id = l.proposition_id
    left join bike_models b on b.id = p.bike_model_id`;

export interface PolicyRow {
  monthly_rent_cents: number;
  rate: string | null;
  cap_cents: number | null;
}

/** The employer's and the rider's shares of the row's monthly rent, in cents. */
export function sharesOf(row: PolicyRow) {
  return contributions(row.monthly_rent_cents, {
    rate: row.rate === null ? 0 : Number(row.rate),
    capCents: row.cap_cents,
  });
}
