import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import {
  acceptAccountSwitchAtom,
  configureAuthStore,
  declineAccountSwitchAtom,
  startSessionOnceAtom,
} from '../sessionActions';
import { accountSwitchAtom } from '../sessionAtoms';
import { maintenanceAtom, notificationAtom } from './shellState';
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
  const { MaintenancePage, Snackbar, AccountSwitchDialog } = options.components;
  const { store } = options;
  const maintenance = useAtomValue(maintenanceAtom);
  const notification = useAtomValue(notificationAtom);
  const setNotification = useSetAtom(notificationAtom);
  const accountSwitch = useAtomValue(accountSwitchAtom);
  const navigate = useNavigate();

  useEffect(() => {
    // A followed redirect (spec section 4) goes through the router, so it keeps its basename.
    configureAuthStore(store, { navigate: (path) => void navigate(path) });
  }, [store, navigate]);

  useEffect(() => {
    // Runs at most once per store, so an app that already started the session is not reloaded.
    void store.set(startSessionOnceAtom);
  }, [store]);

  // Spec section 2.1: after a 503 the maintenance page replaces every route.
  if (maintenance) return <MaintenancePage />;
  return (
    <>
      <Outlet />
      <Snackbar content={notification} onClose={() => setNotification(null)} />
      {accountSwitch && AccountSwitchDialog ? (
        <AccountSwitchDialog
          {...accountSwitch}
          onAccept={() => void store.set(acceptAccountSwitchAtom)}
          onDecline={() => store.set(declineAccountSwitchAtom)}
        />
      ) : null}
    </>
  );
}
