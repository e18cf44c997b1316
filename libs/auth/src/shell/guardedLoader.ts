import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { startSessionOnceAtom } from '../sessionActions';
import { dependenciesAtom, sessionAtom, type AuthStore } from '../sessionAtoms';
import type { GuardedAccess } from '../permissions';
import { guardOutcome } from './guardOutcome';

/** Resolves once the profile has loaded (spec section 4), at once when it already has. */
export function profileSettled(store: AuthStore): Promise<void> {
  if (store.get(sessionAtom).profileLoaded) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.sub(sessionAtom, () => {
      if (!store.get(sessionAtom).profileLoaded) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The path of a request inside the app, without the base path. */
function appPathname(request: Request, basePath: string): string {
  const { pathname } = new URL(request.url);
  if (!basePath || !pathname.startsWith(basePath)) return pathname;
  return pathname.slice(basePath.length) || '/';
}

/**
 * A guarded route's loader, started in parallel with its code as usual but run only once the session
 * knows who is there, and only when the guard will show the route. Otherwise it answers `null`: the
 * guard shows the login redirect, the wrong-connection or the restricted page instead, and no request
 * is sent on behalf of someone who may not see the answer.
 */
export function guardedLoader(
  store: AuthStore,
  route: { access: GuardedAccess; restricted: boolean; groupAffiliatedPath: string },
  loader: LoaderFunction,
): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    // On the first page the loader runs before anything renders: it starts the session itself
    // (once per store) rather than wait for the shell's root to mount.
    void store.set(startSessionOnceAtom);
    await profileSettled(store);
    const pathname = appPathname(args.request, store.get(dependenciesAtom).basePath);
    if (guardOutcome(store.get(sessionAtom), { ...route, pathname }) !== 'route') return null;
    return loader(args);
  };
}
