/**
 * Contract tests of /invite's calls (issue 15), run inside contract.test.ts so the server's coverage
 * check counts them: each answers a success and a 400 naming the field. Registrations are left open
 * (other suites register riders at Acme); what an invitation and a pause do is in
 * fleetInvitations.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevApi } from '../src/start.ts';
import { type Browser, logIn } from './browser.ts';

export function describeFleetInvitations(running: () => RunningDevApi): void {
  describe('fleet manager’s invitations (issue 15)', () => {
    let manager: Browser;
    let acmeId = 0;

    const send = async (path: string, init: RequestInit = {}) => {
      const response = await manager.fetch(path, init);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const write = (method: 'POST' | 'PUT', path: string, body: unknown) =>
      send(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const field = (answer: { body: unknown }) =>
      (answer.body as { fields?: { field: string }[] }).fields?.[0]?.field;

    beforeAll(async () => {
      const { url, db } = running();
      manager = await logIn(url, 'manager@acme.test');
      const acme = await db.query<{ id: number }>("select id from clients where q_name = 'acme'");
      acmeId = acme.rows[0]?.id ?? 0;
    });

    it('the invitation link; a malformed id is a 400 naming it', async () => {
      const link = await send(`/api/v2/clients/${acmeId}/invitation`);
      expect(link).toEqual({
        status: 200,
        body: {
          clientId: acmeId,
          name: 'Acme France',
          qName: 'acme',
          inviteToken: 'acme-invite-2026',
          registrationsOnHold: false,
          equipmentChoiceOnHold: false,
        },
      });
      const bad = await send('/api/v2/clients/abc/invitation');
      expect(bad.status).toBe(400);
      expect(field(bad)).toBe('path.id');
    });

    it('invites addresses once each; a malformed address is a 400 naming it', async () => {
      const invited = await write('POST', `/api/v2/clients/${acmeId}/invitations`, {
        emails: ['Contrat.Invite@acme.test', 'contrat.invite@acme.test', 'rider@acme.test'],
      });
      expect(invited).toEqual({
        status: 200,
        body: { invited: ['contrat.invite@acme.test'], alreadyRegistered: ['rider@acme.test'] },
      });
      const bad = await write('POST', `/api/v2/clients/${acmeId}/invitations`, {
        emails: ['a@acme.test', 'pas-une-adresse'],
      });
      expect(bad.status).toBe(400);
      expect(field(bad)).toBe('body.emails[1]');
      const empty = await write('POST', `/api/v2/clients/${acmeId}/invitations`, { emails: [] });
      expect(empty.status).toBe(400);
      expect(field(empty)).toBe('body.emails');
    });

    it('pauses and resumes registrations; a missing flag is a 400 naming it', async () => {
      const path = `/api/v2/clients/${acmeId}/registrations-on-hold`;
      const paused = await write('PUT', path, { registrationsOnHold: true });
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ registrationsOnHold: true });
      const resumed = await write('PUT', path, { registrationsOnHold: false });
      expect(resumed.body).toMatchObject({ registrationsOnHold: false });
      const bad = await write('PUT', path, {});
      expect(bad.status).toBe(400);
      expect(field(bad)).toBe('body.registrationsOnHold');
    });

    it('pauses and resumes the equipment choice; a missing flag is a 400 naming it', async () => {
      const path = `/api/v2/clients/${acmeId}/equipment-choice-on-hold`;
      const paused = await write('PUT', path, { equipmentChoiceOnHold: true });
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({
        equipmentChoiceOnHold: true,
        registrationsOnHold: false,
      });
      const resumed = await write('PUT', path, { equipmentChoiceOnHold: false });
      expect(resumed.body).toMatchObject({ equipmentChoiceOnHold: false });
      const bad = await write('PUT', path, {});
      expect(bad.status).toBe(400);
      expect(field(bad)).toBe('body.equipmentChoiceOnHold');
    });
  });
}
