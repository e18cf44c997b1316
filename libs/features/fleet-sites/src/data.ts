import { fleetSitesApi, type Schemas } from '@velo/api-sdk';
import { profileAtom, rightNames } from '@velo/auth';
import { jsonBody, load, settle, type RouteContext } from '@velo/data';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import { clientInput, type Client, type CompanyField, type CompanyValues } from './company';

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

/** The company form's values as sent to the action. */
export type CompanyFields = Pick<CompanyValues, CompanyField>;

export type CreateSiteAnswer = { intent: 'create-site'; parentId: number; values: CompanyFields };
export type SaveSiteAnswer = {
  intent: 'save-site';
  clientId: number;
  /** The company's own group, kept as it is. */
  groupClientId: number | null;
  values: CompanyFields;
};

/** What the company form sends to its route's action, told apart by `intent`. */
export type SiteAnswer = CreateSiteAnswer | SaveSiteAnswer;

/**
 * What a save gave: the company as saved, or the server's refusals by field (400 `fields`; none
 * when the data policy already dealt with the failure: the default snackbar).
 */
export type SiteOutcome =
  | { intent: SiteAnswer['intent']; ok: true; client: Client }
  | {
      intent: SiteAnswer['intent'] | null;
      ok: false;
      refusals: { field: string; message: string }[];
    };

const validId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** /sites/new and /sites/:id's write: creates the site under `parentId`, or saves the company. */
export function siteAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<SiteOutcome> => {
    const answer = await jsonBody<SiteAnswer>(request);
    const options = { signal: request.signal };
    let result;
    switch (answer.intent) {
      case 'create-site':
        if (!validId(answer.parentId)) return { intent: null, ok: false, refusals: [] };
        result = await context.api.clients.create(
          clientInput(answer.values, answer.parentId),
          options,
        );
        break;
      case 'save-site':
        if (!validId(answer.clientId)) return { intent: null, ok: false, refusals: [] };
        result = await context.api.clients.update(
          answer.clientId,
          clientInput(answer.values, answer.groupClientId),
          options,
        );
        break;
      default:
        return { intent: null, ok: false, refusals: [] };
    }
    const outcome = settle(result, context.notify);
    if (outcome.ok) return { intent: answer.intent, ok: true, client: outcome.data };
    return {
      intent: answer.intent,
      ok: false,
      refusals: outcome.reason === 'rejected' ? (outcome.error?.fields ?? []) : [],
    };
  };
}

export interface RightsData {
  client: { id: number; name: string } | null;
  /** Who holds which right on the client; null when the API refused them. */
  holders: RightHolder[] | null;
}

/** Who holds which right on the client; null when the API refuses them. */
async function holdersOf(context: RouteContext, clientId: number, signal: AbortSignal) {
  const api = fleetSitesApi(context.api);
  return load(await api.rights(clientId, { signal }));
}

/** /sites/:clientId/right/new: the company and who holds rights on it. */
export function rightsLoader(context: RouteContext): LoaderFunction {
  return async ({ request, params }): Promise<RightsData> => {
    const { signal } = request;
    const id = Number(params['clientId']);
    if (!Number.isInteger(id) || id <= 0) return { client: null, holders: null };
    const [client, holders] = await Promise.all([
      context.api.clients.get(id, { signal }).then(load),
      holdersOf(context, id, signal),
    ]);
    return { client: client && { id: client.id, name: client.name }, holders };
  };
}

export type GrantAnswer = { intent: 'grant'; clientId: number; email: string; right: RightName };
export type RevokeAnswer = { intent: 'revoke'; clientId: number; userId: number; right: RightName };

/** What /sites/:clientId/right/new sends to its one action, told apart by `intent`. */
export type RightsAnswer = GrantAnswer | RevokeAnswer;

/**
 * What a write gave. A grant: the holder it went to, or refused (400 on `body.email`: not one of
 * the company's users), or already handled by the data policy. A revoke: done (a right already
 * gone counts as done) or not (the default snackbar said so).
 */
export type RightsOutcome =
  | { intent: 'grant'; ok: true; holder: RightHolder; right: RightName }
  | { intent: 'grant'; ok: false; reason: 'refused' | 'handled' }
  | { intent: 'revoke'; ok: boolean; userId: number; right: RightName }
  | { intent: null; ok: false };

/**
 * /sites/:clientId/right/new's writes: grants a right to the user of an e-mail address, or revokes
 * one (a refusal has nothing the manager can correct: the default snackbar).
 */
export function rightsAction(context: RouteContext): ActionFunction {
  return async ({ request }): Promise<RightsOutcome> => {
    const answer = await jsonBody<RightsAnswer>(request);
    const options = { signal: request.signal };
    const api = fleetSitesApi(context.api);
    if (!validId(answer.clientId)) return { intent: null, ok: false };
    switch (answer.intent) {
      case 'grant': {
        const outcome = settle(
          await api.grant(
            answer.clientId,
            { email: String(answer.email).trim(), name: answer.right },
            options,
          ),
          context.notify,
        );
        if (outcome.ok)
          return { intent: 'grant', ok: true, holder: outcome.data, right: answer.right };
        return {
          intent: 'grant',
          ok: false,
          reason: outcome.reason === 'rejected' ? 'refused' : 'handled',
        };
      }
      case 'revoke': {
        if (!validId(answer.userId)) return { intent: null, ok: false };
        const result = await api.revoke(answer.clientId, answer.userId, answer.right, options);
        const done = { intent: 'revoke', userId: answer.userId, right: answer.right } as const;
        // A right already gone counts as done.
        if (!result.ok && result.kind === 'http' && result.status === 404)
          return { ...done, ok: true };
        return { ...done, ok: settle(result, context.notify, { refusal: 'notify' }).ok };
      }
      default:
        return { intent: null, ok: false };
    }
  };
}
