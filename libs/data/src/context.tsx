import type { ApiClient } from '@velo/api-sdk';
import type { NotificationInput } from '@velo/notifications';
import type { createStore } from 'jotai';
import { createContext, useContext, type ReactNode } from 'react';

/** A jotai store (the app's one store, readable outside React). */
export type AppStore = ReturnType<typeof createStore>;

/**
 * What a feature's loaders, actions and screens reach the outside world through. The app builds it
 * once (its runtime) and gives it to each feature's route factory and, for components, through
 * `RouteContextProvider`: feature code never imports the app.
 */
export interface RouteContext {
  /** The SDK client, wired to the session (token, 401 → logout, 503 → maintenance). */
  api: ApiClient;
  /** The app store: session and preferences atoms live in it. */
  store: AppStore;
  /** Shows a notification in the snackbar (spec section 2.1); no argument: the default error. */
  notify: (input?: NotificationInput) => void;
}

const Context = createContext<RouteContext | null>(null);

export function RouteContextProvider({
  value,
  children,
}: {
  value: RouteContext;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useRouteContext(): RouteContext {
  const value = useContext(Context);
  if (!value) throw new Error('useRouteContext must be used inside a RouteContextProvider');
  return value;
}
