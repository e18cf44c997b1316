import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader and action, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /profile (spec section 2.2: private, not restricted; 2.3 "Profile and bank details; change
 * password; delete account; language choice; FAQ"). The onboarding's texts come too: the address
 * and bank-details rules' messages are that area's (`validation.address.`, `validation.iban.`…).
 */
export function createProfileRoutes(context: RouteContext) {
  return {
    profile: {
      path: '/profile',
      // A write reads the account again only when what the page shows has changed: the contact
      // details locked meanwhile, a new mandate signed.
      shouldRevalidate: ({ formMethod, actionResult, defaultShouldRevalidate }) =>
        formMethod === undefined
          ? defaultShouldRevalidate
          : ['locked', 'signed'].includes(
              (actionResult as { status?: string } | undefined)?.status ?? '',
            ),
      ...lazyRoute(() => import('./ProfileScreen'), {
        loader: async () => (await data()).profileLoader(context),
        action: async () => (await data()).profileAction(context),
        messages: () => loadMessageAreas('profile', 'onboarding'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
