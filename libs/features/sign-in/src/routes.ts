import { lazyRoute, type RouteContext } from '@velo/data';
import type { RouteObject } from 'react-router-dom';

/** The area's loaders and actions, fetched with the screen that needs them. */
const data = () => import('./data');

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
      }),
    },
    resetPassword: {
      path: '/resetPassword',
      // The key is spent by the form: checking it again after the submission would say "invalid".
      shouldRevalidate: () => false,
      ...lazyRoute(() => import('./ResetPasswordScreen'), {
        loader: async () => (await data()).resetPasswordLoader(context),
        action: async () => (await data()).resetPasswordAction(context),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
