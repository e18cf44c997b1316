import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface UiRouterProviderProps {
  /** The app router's navigation, e.g. react-router's `router.navigate`. Paths are app-relative. */
  navigate: (path: string) => void;
  /** The app's base path (e.g. '/rider'), prefixed to app-relative hrefs so links open in new tabs too. */
  basePath?: string;
  /**
   * Paths of this origin that belong to other front ends (e.g. '/retailer/'): an href under one is
   * rendered as it is, not under `basePath`, so it is the same on a prerendered page as in the app.
   */
  outsidePaths?: readonly string[];
  children: ReactNode;
}

/**
 * Lets the design system's links and link buttons navigate through the app's router (client-side,
 * no page reload) while their `href` stays a real URL: an app-relative `href="/login"` is rendered as
 * `/rider/login` and pressing it calls `navigate('/login')`. Absolute and external URLs are left alone.
 */
export function UiRouterProvider({
  navigate,
  basePath = '',
  outsidePaths = [],
  children,
}: UiRouterProviderProps) {
  const prefix = basePath.replace(/\/+$/, '');
  const useHref = (href: string) =>
    href.startsWith('/') &&
    !href.startsWith('//') &&
    !outsidePaths.some((path) => href.startsWith(path))
      ? `${prefix}${href}`
      : href;
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
