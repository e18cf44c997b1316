import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screen that needs them. */
const data = () => import('./data');

/** The password recovery's texts, fetched with its screens rather than with the login page. */
const messages = () => loadMessageAreas('password');

/**
 * The sign-in area's routes (spec section 2.2, public-auth routes). /login itself is the shell's
 * login page: `LoginScreen`.
 */
export function createSignInRoutes(context: RouteContext) {
  return {
    retrievePassword: {
      path: '/retrievePassword',
      ...lazyRoute(() => import('./RetrievePasswordScreen'), {
        action: async () => (await data()).retrievePasswordAction(context),
        messages,
      }),
    },
    resetPassword: {
      path: '/resetPassword',
      // The key is spent by the form: checking it again after the submission would say "invalid".
      shouldRevalidate: () => false,
      ...lazyRoute(() => import('./ResetPasswordScreen'), {
        loader: async () => (await data()).resetPasswordLoader(context),
        action: async () => (await data()).resetPasswordAction(context),
        messages,
      }),
    },
  } satisfies Record<string, RouteObject>;
}
