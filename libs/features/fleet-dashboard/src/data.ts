import type { Schemas } from '@velo/api-sdk';
import { profileAtom } from '@velo/auth';
import { load, type RouteContext } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import {
  chosenScope,
  parseScope,
  scopeOptions,
  scopeParam,
  type ManagedClient,
  type ScopeOption,
} from './scope';

export type DashboardFigures = Schemas['FleetManagementDashboard'];

/** What /dashboard shows. */
export interface FleetDashboardData {
  /** The scopes the manager may switch between (one: no switch). */
  options: ScopeOption[];
  /** The scope in view, null when the manager runs no programme the API lets them read. */
  scope: ScopeOption | null;
  /** Its figures, null when the API refused them (the screen's empty state). */
  figures: DashboardFigures | null;
}

/**
 * The right that opens /dashboard (fleet-design.md: `fleetManagement`). Written out rather than
 * imported: the guard already checked it; here it only says which clients the manager runs.
 */
const fleetManagement = 'fleetManagement';

/** The clients whose programme the manager runs: their fleet-management rights, each read once. */
async function managedClients(
  context: RouteContext,
  signal: AbortSignal,
): Promise<ManagedClient[]> {
  const profile = context.store.get(profileAtom);
  const ids = [
    ...new Set(
      (profile?.rights ?? [])
        .filter((right) => right.name === fleetManagement)
        .map((right) => right.clientId),
    ),
  ];
  const clients = await Promise.all(
    ids.map(async (id): Promise<ManagedClient | null> => {
      const client = load(await context.api.clients.get(id, { signal }));
      if (!client) return null;
      const subsidiaries = client.isGroupClient
        ? (load(await context.api.clients.getSubsidiaries(id, { signal })) ?? [])
        : [];
      return { id, name: client.name, isGroup: client.isGroupClient, subsidiaries };
    }),
  );
  return clients.filter((client) => client !== null);
}

/**
 * /dashboard: the manager's clients (to offer the scope switch), then the figures of the scope in
 * the address (`?scope=`), the whole group by default for a group manager. Faults go to the route's
 * error boundary (the house's error policy); a refusal is the screen's empty state.
 */
export function fleetDashboardLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<FleetDashboardData> => {
    const { signal } = request;
    const options = scopeOptions(await managedClients(context, signal));
    const scope = chosenScope(
      options,
      parseScope(new URL(request.url).searchParams.get(scopeParam)),
    );
    if (!scope) return { options, scope: null, figures: null };
    const result =
      scope.kind === 'all'
        ? await context.api.clients.getAllFleetManagementDashboard({ signal })
        : scope.kind === 'group'
          ? await context.api.clients.getGroupFleetManagementDashboard(scope.clientId, { signal })
          : await context.api.clients.getFleetManagementDashboard(scope.clientId, { signal });
    return { options, scope, figures: load(result) };
  };
}
