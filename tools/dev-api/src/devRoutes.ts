/**
 * Dev mode's own routes (never on in a test of production behaviour): the /__dev/faults switch, the
 * e-mail and SMS outboxes that stand in for a mail server and an SMS provider, and each area's
 * switches that reset its personas or play the company, the store, the insurer and time.
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from './context.ts';
import type { Database } from './db.ts';
import { validationFailed, type FieldError } from './errors.ts';
import { maxLatencyMs, type FaultState } from './faults.ts';
import { registerFleetAgreementsDev } from './fleetAgreementsDev.ts';
import { registerLeaseJourneyDev } from './leaseJourneyDev.ts';
import { resetAccountPersonas } from './accountSeed.ts';
import { resetAccountApprovals } from './accountApprovalsSeed.ts';
import { resetEmailConfirmation } from './emailConfirmationSeed.ts';
import { resetGroupChoice } from './groupChoiceSeed.ts';
import { registerRentalsDev } from './rentalsDev.ts';
import { demoProposalIds, resetDemoProposals } from './proposalsSeed.ts';
import { resetDemoLeaseRequests } from './seed.ts';
import { resetSponsorship } from './sponsorshipSeed.ts';
import { registerIncidentsDev } from './incidentsSeed.ts';
import type { RouteConfig } from './requestBodies.ts';
import { registerSignatureCodesDev } from './signatureCodesDev.ts';

/** How many reset e-mails the dev outbox keeps. */
const outboxLimit = 50;

export interface DevOutboxes {
  /**
   * The last reset e-mails (GET /__dev/outbox), since no mail server exists: the link is what a
   * rider would click in the message.
   */
  outbox: Array<{ to: string; link: string; sentAt: string }>;
  /** Likewise the signature codes sent by SMS (issue 13; GET /__dev/sms-outbox): never logged. */
  smsOutbox: Array<{ to: string; code: string; leaseRequestId: number; sentAt: string }>;
}

/** The settings of dev mode: every e-mail and signature code sent also lands in its outbox. */
export function withDevOutboxes(givenSettings: Settings, outboxes: () => DevOutboxes): Settings {
  const send = (to: string, link: string) => {
    const { outbox } = outboxes();
    outbox.push({ to, link, sentAt: new Date().toISOString() });
    if (outbox.length > outboxLimit) outbox.shift();
  };
  return {
    ...givenSettings,
    onPasswordResetLink: (email, link, token) => {
      send(email, link);
      givenSettings.onPasswordResetLink(email, link, token);
    },
    onInvitation: (email, link) => {
      send(email, link);
      givenSettings.onInvitation?.(email, link);
    },
    onEmailConfirmationLink: (email, link) => {
      send(email, link);
      givenSettings.onEmailConfirmationLink?.(email, link);
    },
    onSignatureCode: (sms) => {
      const { smsOutbox } = outboxes();
      const sentAt = (givenSettings.now?.() ?? new Date()).toISOString();
      smsOutbox.push({ ...sms, sentAt });
      if (smsOutbox.length > outboxLimit) smsOutbox.shift();
      givenSettings.onSignatureCode?.(sms);
    },
  };
}

/** Registers the /__dev/ routes on the dev API. */
export function registerDevRoutes(
  app: FastifyInstance,
  db: Database,
  settings: Settings,
  faults: FaultState,
  outboxes: () => DevOutboxes,
): void {
  app.get('/__dev/faults', async () => faults);
  app.get('/__dev/outbox', async () => outboxes().outbox);
  // Newest last, like /__dev/outbox; `?to=+336…` keeps one mobile's messages.
  app.get<{ Querystring: { to?: string } }>('/__dev/sms-outbox', async (request) => {
    const { smsOutbox } = outboxes();
    return request.query.to ? smsOutbox.filter((sms) => sms.to === request.query.to) : smsOutbox;
  });
  // A user's signature codes expire now, so the e2e suite shows an expired code (issue 13).
  registerSignatureCodesDev(app, db, settings);
  const takesBody: RouteConfig = { takesBody: true };
  app.put('/__dev/faults', { config: takesBody }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields: FieldError[] = [];
    for (const key of Object.keys(body)) {
      if (key !== 'unavailable' && key !== 'latencyMs') {
        fields.push({ field: `body.${key}`, message: 'is not a known field' });
      }
    }
    if ('unavailable' in body && typeof body['unavailable'] !== 'boolean') {
      fields.push({ field: 'body.unavailable', message: 'must be boolean' });
    }
    const latency = body['latencyMs'];
    if (
      'latencyMs' in body &&
      (typeof latency !== 'number' ||
        !Number.isInteger(latency) ||
        latency < 0 ||
        latency > maxLatencyMs)
    ) {
      fields.push({
        field: 'body.latencyMs',
        message: `must be an integer from 0 to ${maxLatencyMs}`,
      });
    }
    if (fields.length > 0) return reply.code(400).send(validationFailed(fields).toBody());
    if (typeof body['unavailable'] === 'boolean') faults.unavailable = body['unavailable'];
    if (typeof latency === 'number') faults.latencyMs = latency;
    return faults;
  });
  app.delete('/__dev/faults', async () => {
    faults.unavailable = false;
    faults.latencyMs = 0;
    return faults;
  });
  // The demo proposals back to their seeded state, so e2e journeys that answer them can run again.
  app.get('/__dev/proposals', async () => demoProposalIds(db));
  app.post('/__dev/proposals/reset', async () => resetDemoProposals(db));
  // The company, the store and time of the lease journey, and its personas' reset (issue 13).
  registerLeaseJourneyDev(app, db);
  // The company's signed rental contracts back to waiting for it (issue 15, /signSpecificAgreements).
  registerFleetAgreementsDev(app, db);
  // The profile's personas back as seeded, recreated when deleted (issue 14).
  app.post('/__dev/account/reset', async () => resetAccountPersonas(db));
  // The persona whose e-mail address is not confirmed back unconfirmed (issue 26).
  app.post('/__dev/email-confirmation/reset', async () => resetEmailConfirmation(db));
  // Manon back in her group, to choose her company again on /group-affiliated (issue 28).
  app.post('/__dev/group-affiliated/reset', async () => resetGroupChoice(db));
  // The accounts waiting for their company's approval, and the refused one, as seeded (issue 27).
  app.post('/__dev/account-approvals/reset', async () => resetAccountApprovals(db));
  // The demo companies' seeded waiting lease requests back to waiting (a group's /approve).
  app.post('/__dev/demo-lease-requests/reset', async () => resetDemoLeaseRequests(db));
  // The rentals' personas back to their seeded state (issue 14).
  registerRentalsDev(app, db);
  // The sponsorship personas' codes and bike checks back to their seeded state (issue 14).
  app.post('/__dev/sponsorship/reset', async () => resetSponsorship(db));
  // The sign-in, reset, registration and password-change throttles forgotten (issue 26).
  app.post('/__dev/throttle/reset', async () => {
    await db.query('delete from auth_attempts');
    return { reset: true };
  });
  // The insurer moving an incident's status, and the incidents' reset (issue 14).
  registerIncidentsDev(app, db);
}
