/**
 * Two rules of the specification on the lease journey:
 * - section 6: a fleet manager's own lease request is approved automatically (the manager holds the
 *   `approvals` right on their own company); an employee's waits for the company;
 * - section 4: the employer can pause equipment choice (on /invite): the rider's request says so and
 *   confirming the equipment is refused with the spec's text until the pause is lifted.
 */
import { fleetInvitationsApi, leaseApi } from '@velo/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentChoiceOnHold } from '../src/leaseJourney.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { expectError, expectOk, logIn } from './browser.ts';

let server: RunningDevApi;
let acme = 0;

beforeAll(async () => {
  server = await startDevApi({ dev: true, validateResponses: true });
  const { rows } = await server.db.query<{ id: number }>(
    "select id from clients where q_name = 'acme'",
  );
  acme = rows[0]?.id ?? 0;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

async function devPost<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const resetJourney = () =>
  devPost<Record<string, { leaseRequests: number[]; proposals: number[] }>>(
    '/__dev/lease-journey/reset',
  );

describe('spec section 6: a fleet manager’s own request', () => {
  it('is approved at once, by the company, and the rider’s steps come next', async () => {
    const { otherRider } = await devPost<{ otherRider: number }>('/__dev/proposals/reset');
    const sophie = await logIn(server.url, 'manager@acme.test');
    const accepted = expectOk(await sophie.api.proposals.accept(otherRider));
    expect(accepted.leaseRequest?.status).toBe('approved');

    const lease = expectOk(await leaseApi(sophie.api).get(accepted.leaseRequest!.id));
    expect(lease).toMatchObject({
      status: 'approved',
      approvedAt: expect.any(String),
      nextStep: { actor: 'rider', event: 'confirmEquipment' },
    });
    expect(lease.history.map(({ status, event, actor }) => [status, event, actor])).toEqual([
      ['pending-validation', null, 'rider'],
      ['approved', 'approve', 'company'],
    ]);
    // Nothing waits for the company's validation: the request is not in the approvals list.
    const { rows } = await server.db.query(
      `select 1 from leases where id = $1 and status = 'pending-validation'`,
      [lease.id],
    );
    expect(rows).toEqual([]);
    await devPost('/__dev/proposals/reset');
  });

  it('an employee’s request, or a manager without the approvals right, still waits for the company', async () => {
    const ids = await resetJourney();
    const hugo = await logIn(server.url, 'parcours@acme.test');
    const accepted = expectOk(
      await hugo.api.proposals.accept(ids['parcours@acme.test']!.proposals[0]!),
    );
    expect(accepted.leaseRequest?.status).toBe('pending-validation');

    // Sophie without the approvals right (the other five kept): her request waits too.
    const { otherRider } = await devPost<{ otherRider: number }>('/__dev/proposals/reset');
    await server.db.query(
      `delete from user_rights where name = 'approvals'
         and user_id = (select id from users where email = 'manager@acme.test')`,
    );
    try {
      const sophie = await logIn(server.url, 'manager@acme.test');
      const waiting = expectOk(await sophie.api.proposals.accept(otherRider));
      expect(waiting.leaseRequest?.status).toBe('pending-validation');
    } finally {
      await server.db.query(
        `insert into user_rights (user_id, client_id, name)
         select id, $1, 'approvals' from users where email = 'manager@acme.test'`,
        [acme],
      );
      await devPost('/__dev/proposals/reset');
      await resetJourney();
    }
  });
});

describe('spec section 4: the employer pauses equipment choice', () => {
  it('the rider’s request says so, the confirmation is refused with the spec’s text, then allowed again', async () => {
    const ids = await resetJourney();
    const leaseId = ids['valide@acme.test']!.leaseRequests[0]!;
    const sophie = await logIn(server.url, 'manager@acme.test');
    const rider = await logIn(server.url, 'valide@acme.test');
    const fleet = fleetInvitationsApi(sophie.api);

    expect(expectOk(await fleet.link(acme)).equipmentChoiceOnHold).toBe(false);
    const paused = expectOk(await fleet.setEquipmentChoiceOnHold(acme, true));
    // One pause, not the other: registrations stay open.
    expect(paused).toMatchObject({ equipmentChoiceOnHold: true, registrationsOnHold: false });
    expect(expectOk(await leaseApi(rider.api).get(leaseId)).equipmentChoiceOnHold).toBe(true);

    const refused = await leaseApi(rider.api).confirmEquipment(leaseId, { delivery: 'store' });
    expectError(refused, 409, 'EQUIPMENT_CHOICE_ON_HOLD');
    expect(!refused.ok && refused.error?.message).toBe(
      'Your employer has paused the choice of equipment.',
    );
    // Nothing changed: still approved, no delivery fixed.
    expect(expectOk(await leaseApi(rider.api).get(leaseId))).toMatchObject({
      status: 'approved',
      delivery: null,
    });

    // A rider cannot lift it; the manager can.
    expectError(
      await fleetInvitationsApi(rider.api).setEquipmentChoiceOnHold(acme, false),
      403,
      'FORBIDDEN',
    );
    expect(expectOk(await fleet.setEquipmentChoiceOnHold(acme, false)).equipmentChoiceOnHold).toBe(
      false,
    );
    const confirmed = expectOk(
      await leaseApi(rider.api).confirmEquipment(leaseId, { delivery: 'store' }),
    );
    expect(confirmed).toMatchObject({
      status: 'equipment-confirmed',
      equipmentChoiceOnHold: false,
    });
    await resetJourney();
  });

  it('a group’s pause holds for its subsidiaries’ riders', async () => {
    const { rows } = await server.db.query<{ id: number; group_client_id: number }>(
      `select id, group_client_id from clients where group_client_id is not null order by id limit 1`,
    );
    const subsidiary = rows[0]!;
    await server.db.query('update clients set equipment_choice_on_hold = true where id = $1', [
      subsidiary.group_client_id,
    ]);
    try {
      expect(await equipmentChoiceOnHold(server.db, subsidiary.id)).toBe(true);
      expect(await equipmentChoiceOnHold(server.db, acme)).toBe(false);
    } finally {
      await server.db.query('update clients set equipment_choice_on_hold = false where id = $1', [
        subsidiary.group_client_id,
      ]);
    }
  });
});
