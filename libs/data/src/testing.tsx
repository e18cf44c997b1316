/**
 * Test helpers for the features: a real SDK client over a fake `fetch`, a route context around it,
 * and the features' route objects rendered in a memory router with the app's providers (French
 * catalogue, jotai store). Tests assert what a rider sees; the SDK and the data policy run for real.
 * Never part of a production bundle (`@velo/data/testing`).
 */
import { createApiClient, type Schemas } from '@velo/api-sdk';
import { I18nProvider, type Locale } from '@velo/i18n';
import type { NotificationInput } from '@velo/notifications';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteContextProvider, type AppStore, type RouteContext } from './context';

export const testOrigin = 'http://localhost:3000';

/** One fake answer: a status and a JSON body (or none). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** The API's 400 naming one refused field (`body.password`, `validation.password.common`). */
export function fieldRefusal(field: string, message: string) {
  return {
    status: 400,
    body: { code: 'VALIDATION_FAILED', message: 'invalid', fields: [{ field, message }] },
  };
}

/**
 * A fake fleet list's page ("Large employers"), from rows already in the list's order: `limit` of
 * them (50 unless asked) from the cursor's position, a cursor being the next row's position
 * (`p25`); anything else is the API's 400 naming `query.cursor`. `total` is exact.
 */
export function pageAnswer<Row>(rows: readonly Row[], query: URLSearchParams) {
  const cursor = query.get('cursor');
  if (cursor !== null && !/^p\d+$/.test(cursor)) {
    return {
      ...fieldRefusal('query.cursor', 'is not a cursor of this list and sort'),
      status: 400 as const,
    };
  }
  const limit = Number(query.get('limit') ?? 50);
  const from = cursor === null ? 0 : Number(cursor.slice(1));
  return {
    status: 200 as const,
    body: {
      items: rows.slice(from, from + limit),
      nextCursor: from + limit < rows.length ? `p${from + limit}` : null,
      total: rows.length,
      totalExact: true,
    },
  };
}

/**
 * Whether a fake fleet list's row matches the API's search `q` as the dev API searches: every word
 * somewhere in the row's texts, case and accents ignored ("helene" finds "Hélène"); no `q`, every row.
 */
export function matchesSearch(
  query: URLSearchParams,
  texts: readonly (string | null | undefined)[],
): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(texts.filter(Boolean).join(' '));
  return fold(query.get('q') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The throttle's 429 (issue 26): too many attempts, a new one in `retryAfterSeconds`. */
export function tooManyAttemptsAnswer(retryAfterSeconds: number) {
  return { status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message: 'wait', retryAfterSeconds } };
}

/** A text as read aloud: the narrow and non-breaking spaces of French typography made plain. */
export const plain = (text: string | null | undefined) =>
  text?.replace(/[\u202f\u00a0]/g, ' ') ?? '';

/**
 * The files a screen hands to the browser (an object URL clicked through a link): their contents
 * and the names offered. Undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:download';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

export type FakeRoutes = Record<
  string,
  FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>)
>;

/**
 * A `fetch` answering `"METHOD /path"` keys (query ignored); any other call fails the test loudly.
 * `calls` records each request as `"METHOD /path?query"`.
 */
export function fakeFetch(routes: FakeRoutes) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) throw new Error(`No fake answer for ${request.method} ${url.pathname}`);
    const answer = typeof route === 'function' ? await route(request) : route;
    const status = answer.status ?? 200;
    return answer.body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer.body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export interface TestContext extends RouteContext {
  notifications: NotificationInput[];
  calls: string[];
}

/** A route context over a real SDK client whose requests `routes` answers. */
export function createTestContext(
  routes: FakeRoutes,
  store: AppStore = createStore(),
): TestContext {
  const { fetch, calls } = fakeFetch(routes);
  const notifications: NotificationInput[] = [];
  const api = createApiClient({
    baseUrl: testOrigin,
    origin: testOrigin,
    getToken: () => 'test-token',
    fetch,
  });
  return {
    api,
    store,
    notify: (input) => notifications.push(input ?? {}),
    notifications,
    calls,
  };
}

/** Renders `routes` at `path` as the app would: store, catalogue, route context, data router. */
export function renderRoutes(options: {
  routes: RouteObject[];
  path: string;
  context: RouteContext;
  locale?: Locale;
}) {
  const router = createMemoryRouter(options.routes, { initialEntries: [options.path] });
  const view = render(
    <Provider store={options.context.store}>
      <I18nProvider locale={options.locale ?? 'fr'} storage={null}>
        <RouteContextProvider value={options.context}>
          <RouterProvider router={router} />
        </RouteContextProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...view, router };
}

/** The signed-in rider of the tests: Camille Martin of Acme (client 7), approved, no rights. */
export function aProfile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    id: 42,
    role: 'rider',
    isGroupClient: false,
    language: 'fr',
    clientTheme: null,
    isApproved: true,
    rights: null,
    retailer: null,
    clientId: 7,
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'camille.martin@acme.fr',
    emailConfirmed: true,
    approvalRefusal: null,
    ...overrides,
  };
}

/** Acme's contribution to its riders' rent: half of it, at most 60 € a month (spec §1, §3). */
export function anEmployerContribution(
  overrides: Partial<Schemas['EmployerContributionAndFmdValue']> = {},
): Schemas['EmployerContributionAndFmdValue'] {
  return {
    clientId: 7,
    employerContributionRate: 0.5,
    monthlyEmployerContributionCapCents: 6000,
    fleetManagementDashboardEnabled: true,
    ...overrides,
  };
}

/** Acme's active commercial offer: three months of free rent for a new bike (spec §9). */
export function aCommercialOffer(
  overrides: Partial<Schemas['CommercialOffer']> = {},
): Schemas['CommercialOffer'] {
  return {
    id: 12,
    clientId: 7,
    kind: 'standard',
    name: 'Offre Vélotaf',
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    monthsOfFreeRent: 3,
    ...overrides,
  };
}

/**
 * The Moustache Lundi 27.3 (3,157.90 €, electric city bike) that the lease, rent, home and proposal
 * tests ride: the bike of Inès Benali's request (`valide@acme.test`).
 */
export function aBikeSummary(
  overrides: Partial<Schemas['BikeModelSummary']> = {},
): Schemas['BikeModelSummary'] {
  return {
    id: 42,
    brand: 'Moustache',
    model: 'Lundi 27.3',
    category: 'city',
    electric: true,
    frameType: 'monotube',
    weightGrams: 23900,
    batteryWh: 500,
    motorPowerW: 250,
    autonomyKm: 110,
    priceCents: 315_790,
    retailersCount: 18,
    ...overrides,
  };
}

/** Size M of that bike (165 to 178 cm). */
export function aBikeSize(overrides: Partial<Schemas['BikeSize']> = {}): Schemas['BikeSize'] {
  return { id: 7, label: 'M', minHeightCm: 165, maxHeightCm: 178, ...overrides };
}

/** Cycles du Marais, the partner store of the Paris personas. */
export function aProposalStore(
  overrides: Partial<Schemas['ProposalStore']> = {},
): Schemas['ProposalStore'] {
  return {
    id: 1,
    name: 'Cycles du Marais',
    street: '12 rue de Bretagne',
    postalCode: '75003',
    city: 'Paris',
    phone: '+33142720101',
    ...overrides,
  };
}

/**
 * Inès Benali's lease request at Cycles du Marais (the `valide@acme.test` persona): approved by Acme
 * on 21 November, the rider confirms her equipment next. Figures as the API answers them: 111.02 €
 * a month, half of it paid by Acme, three months free.
 */
export function aLeaseRequest(
  overrides: Partial<Schemas['LeaseRequest']> = {},
): Schemas['LeaseRequest'] {
  return {
    id: 12,
    status: 'approved',
    createdAt: '2026-11-20T10:15:00Z',
    bike: aBikeSummary(),
    size: aBikeSize(),
    store: aProposalStore(),
    equipment: [{ id: 3, kind: 'helmet', brand: 'Abus', name: 'Hyban 2.0', priceCents: 7990 }],
    bikePriceCents: 300_000,
    totalPriceCents: 307_990,
    monthlyRentCents: 11_102,
    employerContributionCents: 5551,
    riderContributionCents: 5551,
    monthsOfFreeRent: 3,
    delivery: null,
    extraContribution: null,
    refusalMotive: null,
    approvedAt: '2026-11-21T09:00:00Z',
    equipmentConfirmedAt: null,
    companySignedAt: null,
    voucherSignedAt: null,
    pickupVoucherIssuedAt: null,
    deliveredAt: null,
    equipmentChoiceOnHold: false,
    nextStep: { actor: 'rider', event: 'confirmEquipment', dueBy: '2026-12-21T09:00:00Z' },
    history: [
      {
        status: 'pending-validation',
        event: null,
        actor: 'rider',
        at: '2026-11-20T10:15:00Z',
        motive: null,
      },
      {
        status: 'approved',
        event: 'approve',
        actor: 'company',
        at: '2026-11-21T09:00:00Z',
        motive: null,
      },
    ],
    ...overrides,
  };
}

/** A request as the list of the rider's requests answers it. */
export function leaseSummaryOf(lease: Schemas['LeaseRequest']): Schemas['LeaseRequestSummary'] {
  return {
    id: lease.id,
    status: lease.status,
    createdAt: lease.createdAt,
    bike: lease.bike,
    monthlyRentCents: lease.monthlyRentCents,
    nextStep: lease.nextStep,
  };
}

/**
 * The rider's commute questionnaire (spec §3) as the API answers it; by default never answered:
 * every answer and both dates null.
 */
export function aCommuteQuestionnaire(
  overrides: Partial<Schemas['CommuteQuestionnaire']> = {},
): Schemas['CommuteQuestionnaire'] {
  return {
    currentTransport: null,
    distanceBand: null,
    commuteTimeBand: null,
    electricAssistance: null,
    frameType: null,
    brandPreferences: null,
    contactPreference: null,
    completedAt: null,
    updatedAt: null,
    ...overrides,
  };
}

/**
 * The answers about Groupe Holding Atlantique (client 20), a group whose manager reaches its
 * subsidiaries Holding Nantes (21) and Holding Bordeaux (22), as the dev API's group personas do.
 */
export function holdingAtlantiqueAnswers(
  subsidiaries: readonly { id: number; qName: string; name: string }[] = [
    { id: 21, qName: 'holding-nantes', name: 'Holding Nantes' },
    { id: 22, qName: 'holding-bordeaux', name: 'Holding Bordeaux' },
  ],
): FakeRoutes {
  return {
    'GET /api/clients/20': {
      body: { id: 20, name: 'Groupe Holding Atlantique', isGroupClient: true },
    },
    'GET /api/v2/clients/20/groupClient/subsidiaries': { body: subsidiaries },
  };
}
