import { fleetInvitationsApi, type Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { load, settle, type RouteContext, type WriteOutcome } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';

export type InvitationLink = Schemas['ClientInvitationLink'];
export type InvitationsResult = Schemas['InvitationsResult'];

/** What /invite shows: the company's invitation link and registrations' state; null when refused. */
export interface InviteData {
  invitation: InvitationLink | null;
}

/** The right that opens /invite (libs/auth `routeRights`): here it names the company. */
const fleetManagementRight = 'fleetManagement';

/**
 * /invite: the company the manager runs (the first client their `fleetManagement` right names), its
 * invitation link and whether registrations are paused. Faults go to the route's error page.
 */
export function inviteLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<InviteData> => {
    const clientId = context.store
      .get(profileAtom)
      ?.rights?.find((right) => right.name === fleetManagementRight)?.clientId;
    if (clientId === undefined) return { invitation: null };
    return {
      invitation: load(
        await fleetInvitationsApi(context.api).link(clientId, { signal: request.signal }),
      ),
    };
  };
}

/**
 * Sends the invitations. A list the server turns down comes back as `rejected` with the fields
 * (`body.emails[i]`) for the screen to name the addresses; faults get the default snackbar.
 */
export async function invite(
  context: RouteContext,
  clientId: number,
  emails: string[],
): Promise<WriteOutcome<InvitationsResult>> {
  return settle(await fleetInvitationsApi(context.api).invite(clientId, emails), context.notify);
}

/** Pauses or resumes registrations; false when it did not happen (the switch goes back). */
export async function setOnHold(
  context: RouteContext,
  clientId: number,
  onHold: boolean,
): Promise<boolean> {
  const outcome = settle(
    await fleetInvitationsApi(context.api).setOnHold(clientId, onHold),
    context.notify,
  );
  if (!outcome.ok && outcome.reason === 'rejected') context.notify();
  return outcome.ok;
}
