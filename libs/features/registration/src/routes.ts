import { lazyComponent, lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/**
 * /registration, the shell's register page (spec section 2.2): a chunk of its own like the screens.
 * Its company lookup posts to /register's action.
 */
export const RegistrationInfoPage = lazyComponent(
  async () =>
    (
      await Promise.all([
        import('./RegistrationInfoScreen'),
        loadMessageAreas('registration', 'password'),
      ])
    )[0],
  (module) => module.default,
);

/** The area's texts (`auth.registration.`, `join.`, `registration.`), a chunk of their own. */
// The password hint is the password area's (shared with the password reset).
const messages = () => loadMessageAreas('registration', 'password');

/** The area's loaders and actions, fetched with the screen that needs them. */
const data = () => import('./data');

/** The registration area's public routes (spec section 2.2). */
export function createRegistrationRoutes(context: RouteContext) {
  const register = async () => (await data()).registerAction(context);
  const invitation = lazyRoute(() => import('./InvitationScreen'), {
    loader: async () => (await data()).invitationLoader(context),
    action: register,
    messages,
  });
  return {
    // The company lookup (issue 28); /registration's form posts here too.
    register: {
      path: '/register',
      ...lazyRoute(() => import('./RegistrationInfoScreen'), {
        action: async () => (await data()).findCompanyAction(context),
        messages,
      }),
    },
    noClient: {
      path: '/register/noClient',
      ...lazyRoute(() => import('./NoClientScreen'), { messages }),
    },
    registerInvitation: { path: '/register/:qName/:inviteToken', ...invitation },
    joinInvitation: { path: '/join/:qName/:inviteToken', ...invitation },
    joinList: {
      path: '/join/:qName/list',
      ...lazyRoute(() => import('./JoinListScreen'), {
        loader: async () => (await data()).companyListLoader(context),
        action: register,
        messages,
      }),
    },
    // The link e-mailed at registration (issue 26); the key is spent by the page's one post. The
    // new-link button is @velo/leasing-ui's, with its texts (`leasing.emailConfirmation.`).
    confirmEmail: {
      path: '/confirmEmail',
      shouldRevalidate: () => false,
      ...lazyRoute(() => import('./ConfirmEmailScreen'), {
        action: async () => (await data()).confirmEmailAction(context),
        messages: () => loadMessageAreas('registration', 'leasing'),
      }),
    },
    joinWelcome: {
      path: '/join/welcome',
      ...lazyRoute(() => import('./JoinWelcomeScreen'), { messages }),
    },
  } satisfies Record<string, RouteObject>;
}
