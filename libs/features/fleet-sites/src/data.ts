import { fleetSitesApi, type Schemas } from '@velo/api-sdk';
import { profileAtom, rightNames } from '@velo/auth';
import { load, settle, type RouteContext, type WriteOutcome } from '@velo/data';
import type { LoaderFunction } from 'react-router-dom';
import { clientInput, type Client, type CompanyValues } from './company';

export type Validity = Schemas['ClientValidity'];
export type RightHolder = Schemas['ClientRightHolder'];
export type RightName = Schemas['RightName'];

/** A company of the list: its identity and whether riders can lease there yet (checkValidity). */
export interface Site {
  id: number;
  name: string;
  qName: string;
  validity: Validity | null;
}

/** A company the manager holds `sites` on, with its subsidiaries when it is a group. */
export interface SiteGroup extends Site {
  isGroup: boolean;
  /** Its own group when it is a subsidiary: then no site can be added under it. */
  groupClientId: number | null;
  subsidiaries: Site[];
}

export interface SitesData {
  groups: SiteGroup[];
}

/** The clients the user holds `sites` on (libs/auth `routeRights`: the right that opens /sites). */
function sitesClientIds(context: RouteContext): number[] {
  const rights = context.store.get(profileAtom)?.rights ?? [];
  return [
    ...new Set(
      rights.filter((right) => right.name === rightNames.sites).map((right) => right.clientId),
    ),
  ];
}

async function validityOf(context: RouteContext, id: number, signal: AbortSignal) {
  return load(await context.api.clients.checkValidity(id, { signal }));
}

/**
 * /sites: each company the manager holds `sites` on and, for a group, its subsidiaries (the
 * existing `getSubsidiaries`), each with its validity. Faults go to the route's error page; a
 * company the API refuses is left out.
 */
export function sitesLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<SitesData> => {
    const { signal } = request;
    const groups = await Promise.all(
      sitesClientIds(context).map(async (id): Promise<SiteGroup | null> => {
        const client = load(await context.api.clients.get(id, { signal }));
        if (!client) return null;
        const [validity, subsidiaries] = await Promise.all([
          validityOf(context, id, signal),
          client.isGroupClient
            ? context.api.clients.getSubsidiaries(id, { signal }).then(load)
            : Promise.resolve([]),
        ]);
        return {
          id: client.id,
          name: client.name,
          qName: client.qName,
          isGroup: client.isGroupClient,
          groupClientId: client.groupClientId,
          validity,
          subsidiaries: await Promise.all(
            (subsidiaries ?? []).map(async (subsidiary) => ({
              ...subsidiary,
              validity: await validityOf(context, subsidiary.id, signal),
            })),
          ),
        };
      }),
    );
    return { groups: groups.filter((group) => group !== null) };
  };
}

/** A company a new site may be attached to: one the manager holds `sites` on, not a subsidiary. */
export interface Parent {
  id: number;
  name: string;
}

export type SiteData =
  | { mode: 'new'; parents: Parent[]; parentId: number | null }
  | { mode: 'edit'; client: Client | null };

/** The query parameter naming the company a new site is attached to (`/sites/new?group=7`). */
export const groupParam = 'group';

/** /sites/new: the companies a site may be added under; the one of the address first. */
export function newSiteLoader(context: RouteContext): LoaderFunction {
  return async ({ request }): Promise<SiteData> => {
    const { signal } = request;
    const clients = await Promise.all(
      sitesClientIds(context).map(async (id) =>
        load(await context.api.clients.get(id, { signal })),
      ),
    );
    const parents = clients
      .filter((client): client is Client => client !== null && client.groupClientId === null)
      .map(({ id, name }) => ({ id, name }));
    const asked = Number(new URL(request.url).searchParams.get(groupParam));
    const parentId = parents.find((parent) => parent.id === asked)?.id ?? parents[0]?.id ?? null;
    return { mode: 'new', parents, parentId };
  };
}

/** /sites/:id: the company's details; null (the empty state) when the API refuses them. */
export function siteLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<SiteData> => {
    const id = Number(params['id']);
    if (!Number.isInteger(id) || id <= 0) return { mode: 'edit', client: null };
    return {
      mode: 'edit',
      client: load(await context.api.clients.get(id, { signal: request.signal })),
    };
  };
}

/** Creates the site under `parentId`, or saves the company `id`. */
export async function saveCompany(
  context: RouteContext,
  values: CompanyValues,
  target: { mode: 'new'; parentId: number } | { mode: 'edit'; client: Client },
): Promise<WriteOutcome<Client>> {
  const result =
    target.mode === 'new'
      ? await context.api.clients.create(clientInput(values, target.parentId))
      : await context.api.clients.update(
          target.client.id,
          clientInput(values, target.client.groupClientId),
        );
  return settle(result, context.notify);
}

export interface RightsData {
  client: { id: number; name: string } | null;
  /** Who holds which right on the client; null when the API refused them. */
  holders: RightHolder[] | null;
}

/** /sites/:clientId/right/new: the company and who holds rights on it. */
export function rightsLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<RightsData> => {
    const { signal } = request;
    const id = Number(params['clientId']);
    if (!Number.isInteger(id) || id <= 0) return { client: null, holders: null };
    const [client, holders] = await Promise.all([
      context.api.clients.get(id, { signal }),
      fleetSitesApi(context.api).rights(id, { signal }),
    ]);
    const read = load(client);
    return { client: read && { id: read.id, name: read.name }, holders: load(holders) };
  };
}

/** Grants `name` on the client to the user of `email` (400 on `body.email`: not one of its users). */
export async function grantRight(
  context: RouteContext,
  clientId: number,
  email: string,
  name: RightName,
): Promise<WriteOutcome<RightHolder>> {
  return settle(
    await fleetSitesApi(context.api).grant(clientId, { email: email.trim(), name }),
    context.notify,
  );
}

/** Revokes a right; a right already gone (404) counts as done. */
export async function revokeRight(
  context: RouteContext,
  clientId: number,
  userId: number,
  name: RightName,
): Promise<boolean> {
  const outcome = settle(
    await fleetSitesApi(context.api).revoke(clientId, userId, name),
    context.notify,
  );
  if (outcome.ok) return true;
  if (outcome.reason === 'rejected' && outcome.status === 404) return true;
  if (outcome.reason === 'rejected') context.notify();
  return false;
}
