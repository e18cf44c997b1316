import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader and action, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /invite (spec §2.2: private, restricted; issue 15, right `fleetManagement`): invite employees by
 * e-mail, share the company's invitation link, pause or resume registrations (spec section 4).
 */
export function createFleetInvitationRoutes(context: RouteContext) {
  return {
    invite: {
      path: '/invite',
      ...lazyRoute(() => import('./InviteScreen'), {
        loader: async () => (await data()).inviteLoader(context),
        action: async () => (await data()).invitationAction(context),
        messages: () => loadMessageAreas('fleet-invitations'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
