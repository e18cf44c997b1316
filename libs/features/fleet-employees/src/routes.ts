import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader and action, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /employees (spec §2.2: private, restricted; issue 15, right `fleetManagement`): the company's
 * employees and where each one stands, the eligible list imported from a CSV file, the allowed
 * e-mail domains.
 */
export function createFleetEmployeeRoutes(context: RouteContext) {
  return {
    employees: {
      path: '/employees',
      ...lazyRoute(() => import('./EmployeesScreen'), {
        loader: async () => (await data()).employeesLoader(context),
        action: async () => (await data()).employeesAction(context),
        messages: () => loadMessageAreas('fleet-employees'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
