import { lazyRoute, type RouteContext } from '@velo/data';
import { loadMessageAreas } from '@velo/i18n';
import type { RouteObject } from 'react-router-dom';

/** The area's loader, fetched with the screen, never with the first page. */
const data = () => import('./data');

/**
 * /exports (spec §2.2: private, restricted; issue 15, right `exports`): the company's employees,
 * leases and rent scale as CSV files and XLSX workbooks, written in the browser.
 */
export function createFleetExportRoutes(context: RouteContext) {
  return {
    exports: {
      path: '/exports',
      ...lazyRoute(() => import('./ExportsScreen'), {
        loader: async () => (await data()).exportsLoader(context),
        messages: () => loadMessageAreas('fleet-exports'),
      }),
    },
  } satisfies Record<string, RouteObject>;
}
