/**
 * Dev mode only (beside /__dev/lease-journey/reset): `POST /__dev/fleet-agreements/reset` puts the
 * rental contracts the company signed from /signSpecificAgreements (issue 15) back to waiting for
 * its signature, so the e2e suite signs one again on the same database: each lease still at
 * `contract-signed` with a `company_signatures` row goes back to `equipment-confirmed` (its
 * `signContract` history row, signature and moment removed), and every company signature code is
 * dropped (no 30 s resend wait across runs). Answers `{ leaseIds }`, the leases put back.
 *
 * A lease the rider went on with after the company's signature is left as it is (the journey's own
 * reset, leaseJourneyDev.ts, reseeds its personas).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';

export async function resetCompanyAgreements(db: Database): Promise<{ leaseIds: number[] }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ lease_id: number }>(
      `select s.lease_id from company_signatures s join leases l on l.id = s.lease_id
        where l.status = 'contract-signed' order by s.lease_id`,
    );
    const ids = rows.map((row) => row.lease_id);
    await tx.query(
      `delete from lease_events where lease_id = any($1::int[]) and event = 'signContract'`,
      [ids],
    );
    await tx.query(
      `update leases set status = 'equipment-confirmed', company_signed_at = null
        where id = any($1::int[])`,
      [ids],
    );
    await tx.query('delete from company_signatures where lease_id = any($1::int[])', [ids]);
    await tx.query('delete from company_signature_codes');
    // The caps on SMS codes start afresh for the contracts to sign and their signers.
    await tx.query(
      `delete from sms_code_sends
        where lease_id in (select id from leases where status = 'equipment-confirmed')
           or user_id in (select user_id from user_rights where name = 'agreements')`,
    );
    return { leaseIds: ids };
  });
}

export function registerFleetAgreementsDev(app: FastifyInstance, db: Database): void {
  app.post('/__dev/fleet-agreements/reset', async () => resetCompanyAgreements(db));
}
