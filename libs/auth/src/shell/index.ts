export {
  createDiscoveredShellRoutes,
  createShellRoutes,
  type DiscoveredShellOptions,
} from './createShellRoutes';
export { guardOutcome, type GuardOutcome, type GuardedRouteInfo } from './guardOutcome';
export { guardedLoader, profileSettled } from './guardedLoader';
export { maintenanceAtom, notificationAtom } from './shellState';
export type {
  AccountSwitchDialogProps,
  LoginPageProps,
  ShellComponents,
  ShellOptions,
  ShellRouteLists,
  ShellRouteObject,
  SnackbarProps,
  WrongConnectionPageProps,
} from './types';
