import { fleetInvitationsApi, type Schemas } from '@velo/api-sdk';
import { chosenCompany, companiesHeld, companyParam, type HeldCompany } from '@velo/auth';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';

export type InvitationLink = Schemas['ClientInvitationLink'];

/** What /invite shows. */
export interface InviteData {
  /**
   * The companies the manager runs (their `fleetManagement` right's clients: a group first, then
   * each of its companies), the company switch's, `?client=` choosing.
   */
  companies: HeldCompany[];
  /** The chosen company's invitation link and registrations' state; null when refused. */
  invitation: InvitationLink | null;
}

/** The right that opens /invite (libs/auth `routeRights`): here it names the companies. */
const fleetManagementRight = 'fleetManagement';

/** A group before its companies, the order of the rights kept otherwise. */
const groupsFirst = (companies: HeldCompany[]) =>
  [...companies].sort((a, b) => Number(b.isGroup) - Number(a.isGroup));

/**
 * /invite: the companies the manager runs (each client their `fleetManagement` right names; a
 * group first, whose link lets riders join and choose their company, then each of its companies)
 * and the one the address chooses (`?client=`, else the first): its invitation link and whether its
 * registrations are paused. Faults go to the route's error page.
 */
export function inviteLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<InviteData> => {
    const { signal } = request;
    const companies = groupsFirst(await companiesHeld(context, fleetManagementRight, signal));
    const company = chosenCompany(companies, new URL(request.url).searchParams.get(companyParam));
    if (!company) return { companies, invitation: null };
    const api = fleetInvitationsApi(context.api);
    return { companies, invitation: load(await api.link(company.id, { signal })) };
  };
}

export type InviteAnswer = { intent: 'invite'; clientId: number; emails: string[] };
/**
 * The employer's two pauses of spec section 4: registrations, and the employees' equipment choice.
 */
export type Pause = 'registrations' | 'equipmentChoice';
export type OnHoldAnswer = { intent: 'on-hold'; clientId: number; pause: Pause; onHold: boolean };

/** What /invite sends to its one action, told apart by `intent`. */
export type InvitationAnswer = InviteAnswer | OnHoldAnswer;

/**
 * What a write gave. The invitations: sent (those e-mailed, and the addresses an account already
 * uses), or refused by the server with the addresses it names (`body.emails[i]`, as sent; none
 * named: the list as a whole). A pause (registrations, equipment choice): on or off as asked
 * (`onHold`), or not (the switch goes back). `handled`: already dealt with by the data policy (the default snackbar).
 */
export type InvitationOutcome =
  | { intent: 'invite'; done: true; invited: number; alreadyRegistered: string[] }
  | { intent: 'invite'; done: false; reason: 'refused'; addresses: string[] }
  | { intent: 'invite'; done: false; reason: 'handled' }
  | { intent: 'on-hold'; done: boolean; pause: Pause; onHold: boolean }
  | { intent: null; done: false; reason: 'handled' };

/** The addresses a refusal of the server names (`body.emails[i]`), as sent. */
function refusedAddresses(
  fields: readonly { field: string }[] | undefined,
  sent: readonly string[],
): string[] {
  const named = (fields ?? []).flatMap(({ field }) => {
    const index = /^body\.emails\[(\d+)\]/.exec(field)?.[1];
    const email = index === undefined ? undefined : sent[Number(index)];
    return email === undefined ? [] : [email];
  });
  return [...new Set(named)];
}

const validId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * /invite's writes: the invitations (a list the server turns down comes back with the addresses it
 * names; faults get the default snackbar), and pausing or resuming registrations or the equipment
 * choice (a refusal has nothing the manager can correct: the default snackbar, and the switch goes
 * back).
 */
export function invitationAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<InvitationOutcome> => {
    const answer = await jsonBody<InvitationAnswer>(request);
    const api = fleetInvitationsApi(context.api);
    const options = { signal: request.signal };
    if (!validId(answer.clientId)) return { intent: null, done: false, reason: 'handled' };
    switch (answer.intent) {
      case 'invite': {
        const emails = answer.emails.map(String);
        const outcome = settle(await api.invite(answer.clientId, emails, options), context.notify);
        if (outcome.ok) {
          return {
            intent: 'invite',
            done: true,
            invited: outcome.data.invited.length,
            alreadyRegistered: outcome.data.alreadyRegistered,
          };
        }
        if (outcome.reason === 'handled')
          return { intent: 'invite', done: false, reason: 'handled' };
        return {
          intent: 'invite',
          done: false,
          reason: 'refused',
          addresses: refusedAddresses(outcome.error?.fields, emails),
        };
      }
      case 'on-hold': {
        const onHold = answer.onHold === true;
        const pause: Pause =
          answer.pause === 'equipmentChoice' ? 'equipmentChoice' : 'registrations';
        const outcome = settle(
          pause === 'equipmentChoice'
            ? await api.setEquipmentChoiceOnHold(answer.clientId, onHold, options)
            : await api.setOnHold(answer.clientId, onHold, options),
          context.notify,
          { refusal: 'notify' },
        );
        return { intent: 'on-hold', done: outcome.ok, pause, onHold };
      }
      default:
        return { intent: null, done: false, reason: 'handled' };
    }
  };
}
