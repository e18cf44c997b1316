export { createShellRoutes } from './createShellRoutes';
export { showsRestrictedPage, type GuardedAccess } from './access';
export type {
  LoginPageProps,
  ShellComponents,
  ShellOptions,
  ShellRouteObject,
  SnackbarProps,
  WrongConnectionPageProps,
} from './types';
