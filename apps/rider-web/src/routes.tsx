import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from './HomePage';

/**
 * Base path of the router; the Vite `base` serves the same prefix. The trailing slash makes the app's
 * root `/rider/`, the URL the servers answer and the spec's links use.
 */
export const routerBasename = '/rider/';

export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  // Spec section 2.1: unknown paths redirect to the app's root.
  { path: '*', element: <Navigate to="/" replace /> },
];
