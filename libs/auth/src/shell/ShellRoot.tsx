import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { configureAuthStore, startSessionOnceAtom } from '../sessionActions';
import { localeAtom, maintenanceAtom, snackbarAtom } from '../sessionAtoms';
import type { ResolvedShellOptions } from './types';

/** The root of the shell: the store, the maintenance switch and the snackbar (spec section 2.1). */
export function ShellRoot({ options }: { options: ResolvedShellOptions }) {
  return (
    <Provider store={options.store}>
      <ShellFrame options={options} />
    </Provider>
  );
}

function ShellFrame({ options }: { options: ResolvedShellOptions }) {
  const { MaintenancePage, Snackbar } = options.components;
  const { store } = options;
  const maintenance = useAtomValue(maintenanceAtom);
  const snackbar = useAtomValue(snackbarAtom);
  const setSnackbar = useSetAtom(snackbarAtom);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();

  useEffect(() => {
    // A followed redirect (spec section 4) goes through the router, so it keeps its basename.
    configureAuthStore(store, { navigate: (path) => void navigate(path) });
  }, [store, navigate]);

  useEffect(() => {
    // Runs at most once per store, so an app that already started the session is not reloaded.
    void store.set(startSessionOnceAtom);
  }, [store]);

  useEffect(() => {
    // RGAA 8.3 / WCAG 3.1.1: the page language follows the interface language.
    document.documentElement.lang = locale;
  }, [locale]);

  // Spec section 2.1: after a 503 the maintenance page replaces every route.
  if (maintenance) return <MaintenancePage />;
  return (
    <>
      <Outlet />
      <Snackbar content={snackbar} onClose={() => setSnackbar(null)} />
    </>
  );
}
