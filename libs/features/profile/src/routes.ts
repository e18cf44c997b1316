import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader, fetched with the screen, never with the first page. */
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
      ...lazyRoute(() => import('./ProfileScreen'), {
        loader: async () => (await data()).profileLoader(context),
        messages: () => loadMessageAreas('profile', 'onboarding'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
