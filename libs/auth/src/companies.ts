import { load, type RouteContext } from '@velo/data';
import type { RightName } from './permissions';
import { profileAtom } from './sessionAtoms';

/** A company a fleet manager acts for on one of the fleet screens. */
export interface HeldCompany {
  id: number;
  name: string;
  /** A group: a screen whose group list covers its companies shows them all for it. */
  isGroup: boolean;
}

/** The address parameter a fleet screen keeps its company in (`?client=7`). */
export const companyParam = 'client';

/**
 * The companies a fleet screen lists for the signed-in manager (issue 15): each client the screen's
 * right is held on and, for a group, each of its subsidiaries before the group itself (the riders,
 * leases and invoices are the subsidiaries'). Each company once, in the order of the rights. A client
 * the API refuses is left out (the screen's empty state when none is left); a fault of the API
 * rejects (the route's error page: the house's error policy).
 */
export async function companiesHeld(
  context: Pick<RouteContext, 'api' | 'store'>,
  right: RightName,
  signal: AbortSignal = new AbortController().signal,
): Promise<HeldCompany[]> {
  const ids = [
    ...new Set(
      (context.store.get(profileAtom)?.rights ?? [])
        .filter((held) => held.name === right)
        .map((held) => held.clientId),
    ),
  ];
  const held = await Promise.all(
    ids.map(async (id) => {
      const client = load(await context.api.clients.get(id, { signal }));
      if (!client) return [];
      const subsidiaries = client.isGroupClient
        ? (load(await context.api.clients.getSubsidiaries(id, { signal })) ?? [])
        : [];
      return [
        ...subsidiaries.map(({ id: companyId, name }) => ({ id: companyId, name, isGroup: false })),
        { id: client.id, name: client.name, isGroup: client.isGroupClient },
      ];
    }),
  );
  const seen = new Set<number>();
  return held.flat().filter((company) => !seen.has(company.id) && seen.add(company.id));
}

/** The company asked for in the address if it is one of the list, else the first; null for none. */
export function chosenCompany<Company extends HeldCompany>(
  companies: readonly Company[],
  asked: string | null,
): Company | null {
  const id = asked !== null && /^[1-9][0-9]{0,9}$/.test(asked) ? Number(asked) : null;
  return companies.find((company) => company.id === id) ?? companies[0] ?? null;
}
