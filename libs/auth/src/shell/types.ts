import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { LoginCredentials, LoginOutcome } from '../sessionActions';
import type { Notification } from '@velo/notifications';
import type { AccountName, AuthStore } from '../sessionAtoms';

/** A route of a guarded list; `restricted` marks the routes of spec section 2.2 "marked restricted". */
export type ShellRouteObject = RouteObject & { restricted?: boolean };

export interface WrongConnectionPageProps {
  /** The role of the connected account. */
  role: string;
  /** Where that role's front end lives (from `basePathByRole`), to offer a link; null if unknown. */
  roleBasePath: string | null;
  /** Signs out, to connect with another account. */
  onLogout: () => Promise<void>;
}

export interface SnackbarProps {
  content: Notification | null;
  onClose: () => void;
}

/** Spec section 2.2: /login receives a login handler, the approval-requested date and the flag. */
export interface LoginPageProps {
  onLogin: (credentials: LoginCredentials) => Promise<LoginOutcome>;
  approvalRequestedAt: string | null;
  hasFleetManagementRights: boolean;
  /** The safe path to return to after login, or null. */
  from: string | null;
}

/**
 * The question asked when a start link (spec section 4) opens another account than the signed-in
 * one: keep the current account (`onDecline`, also on Escape) or switch (`onAccept`).
 */
export interface AccountSwitchDialogProps {
  current: AccountName;
  other: AccountName;
  onAccept: () => void;
  onDecline: () => void;
}

/** The pages the shell renders itself; the app gives its design-system versions. */
export interface ShellComponents {
  /** Spec section 2.1: the centred purple spinner shown until the profile is loaded. */
  Spinner: ComponentType;
  /** Spec section 2.1: shown instead of every route after a 503. */
  MaintenancePage: ComponentType;
  RestrictedPage: ComponentType;
  WrongConnectionPage: ComponentType<WrongConnectionPageProps>;
  Snackbar: ComponentType<SnackbarProps>;
  /**
   * Shown in place of a screen whose data or code failed (spec section 4; the data policy's error
   * state), inside the layout.
   */
  ErrorPage?: ComponentType;
  /**
   * Asks before a start link switches accounts. Without it, such a link is never used while another
   * account is signed in.
   */
  AccountSwitchDialog?: ComponentType<AccountSwitchDialogProps>;
  /** The app's frame around every screen (header, navigation, footer), rendering an `<Outlet />`. */
  Layout?: ComponentType;
  /**
   * The frame alone (header with the app's name, footer), drawn around the first-load spinner: what
   * it shows does not depend on the session, so the build can prerender it as the HTML of every
   * private route and the app hydrates it; the Layout then takes its place at the same size.
   */
  FirstLoadFrame?: ComponentType<{ children: ReactNode }>;
}

/** The three lists of spec section 2.1. */
export interface ShellRouteLists {
  /** Login required (spec section 2.1). */
  privateRoutes: readonly ShellRouteObject[];
  /** Login required and the account must be active. */
  privateActiveRoutes: readonly ShellRouteObject[];
  publicRoutes: readonly RouteObject[];
}

export interface ShellOptions extends ShellRouteLists {
  store: AuthStore;
  /** The base path of each role's front end, e.g. { rider: '/rider', retailer: '/retailer' }. */
  basePathByRole: Readonly<Record<string, string>>;
  loginPage: ComponentType<LoginPageProps>;
  registerPage: ComponentType;
  components: ShellComponents;
  /** @default '/login' */
  loginPath?: string;
  /** @default '/registration' */
  registerPath?: string;
  /** @default '/group-affiliated' */
  groupAffiliatedPath?: string;
  /** Where unknown paths and a login without `from` go. @default '/' */
  homePath?: string;
}

export interface ResolvedShellOptions extends Required<Omit<ShellOptions, 'components'>> {
  components: ShellComponents;
}
