/**
 * /approve's accounts (issue 27, "Large employers"): the accounts waiting for their company's
 * approval, listed a page at a time to a manager with the `approvals` right (a group's right reaches
 * its subsidiaries, each row naming its company), approved or refused one at a time. Nothing else
 * changes; another client's account is a 403 like an unknown one; a decided account is a 409; an
 * account whose e-mail address is not confirmed is not listed. The rider then reads the outcome:
 * approved, the approved-only calls answer; refused, the profile carries the refusal and its motive.
 */
import { fleetApprovalsApi, fleetEmployeesApi, type Schemas } from '@velo/api-sdk';
import { addCalendarDays } from '@velo/leasing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { parisNow } from '../src/stores/time.ts';
import { expectError, expectOk, logIn, type Browser } from './browser.ts';

type Page = Schemas['PendingAccountPage'];

let server: RunningDevApi;
let sophie: Browser;
let claire: Browser;
let karim: Browser;
let camille: Browser;
let admin: Browser;
const ids = { acme: 0, holding: 0, nantes: 0, bordeaux: 0 };
const forbiddenBody = { code: 'FORBIDDEN', message: 'This account may not perform this call.' };

async function idOf(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(sql);
  return id;
}

const accountId = (email: string) => idOf('select id from users where email = $1', [email]);

async function post(browser: Browser, path: string, body?: unknown) {
  const response = await browser.fetch(path, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Every page of the list, through `nextCursor`, `limit` rows at a time. */
async function allPages(browser: Browser, clientId: number, limit: number) {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const page = expectOk(
      await fleetApprovalsApi(browser.api).pendingAccounts(clientId, {
        limit,
        ...(cursor === undefined ? {} : { cursor }),
      }),
    );
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined && pages.length < 50);
  return pages;
}

/** A rider of `qName` asking for approval (e-mail confirmed unless said), `daysAgo`. */
async function waitingRider(
  email: string,
  qName: string,
  daysAgo: number,
  options: { confirmed?: boolean } = {},
) {
  return idOf(
    `insert into users (email, password_hash, first_name, last_name, role, client_id, is_approved,
                        approval_requested_at, email_confirmed_at)
     select $1, password_hash, 'Test', 'Compte', 'rider', (select id from clients where q_name = $2),
            false, date_trunc('second', now()) - make_interval(days => $3::int),
            case when $4 then now() end
       from users where email = 'rider@acme.test'
     returning id`,
    [email, qName, daysAgo, options.confirmed ?? true],
  );
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  [sophie, claire, karim, camille, admin] = await Promise.all([
    logIn(server.url, 'manager@acme.test'),
    logIn(server.url, 'gestion@holding.test'),
    logIn(server.url, 'manager@nantes.holding.test'),
    logIn(server.url, 'rider@acme.test'),
    logIn(server.url, 'admin@velo.test'),
  ]);
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const qName = key === 'acme' || key === 'holding' ? key : `holding-${key}`;
    ids[key] = await idOf('select id from clients where q_name = $1', [qName]);
  }
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the accounts waiting for the company’s approval (issue 27)', () => {
  it('Acme’s manager lists Acme’s waiting account, not one whose address is unconfirmed', async () => {
    // An address changed and not confirmed again (issue 26): it asks nothing until it is.
    await waitingRider('a.confirmer.encore@acme.test', 'acme', 4, { confirmed: false });
    const [page] = await allPages(sophie, ids.acme, 50);
    expect(page?.nextCursor).toBeNull();
    expect(page?.items).toEqual([
      {
        id: await accountId('pending@acme.test'),
        firstName: 'Lucas',
        lastName: 'Bernard',
        email: 'pending@acme.test',
        employeeNumber: null,
        company: { id: ids.acme, name: 'Acme France' },
        requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      },
    ]);
  });

  it('the group manager sees the subsidiaries’ waiting accounts, each with its company', async () => {
    const [page] = await allPages(claire, ids.holding, 50);
    expect(page?.items.map((item) => [item.firstName, item.lastName, item.company.name])).toEqual([
      // The longest-waiting first; the refused account and the unconfirmed one are not there.
      ['Gwenaëlle', 'Le Floch', 'Holding Atlantique Nantes'],
      ['Théo', 'Lacoste', 'Holding Atlantique Bordeaux'],
    ]);
    expect(page?.items[0]).toMatchObject({
      email: 'attente@nantes.holding.test',
      employeeNumber: 'N-0226',
    });
    expect(page?.items[1]?.employeeNumber).toBeNull();
    // A subsidiary's own list, to the group's manager and to the subsidiary's.
    const nantes = expectOk(await fleetApprovalsApi(karim.api).pendingAccounts(ids.nantes));
    expect(nantes.items.map((item) => item.email)).toEqual(['attente@nantes.holding.test']);
  });

  it('pages through the list with limit and cursor: each account once, in order', async () => {
    // Five more at Nantes, three asking at the very same second: the id breaks the tie.
    for (const [index, daysAgo] of [5, 2, 2, 2, 0].entries()) {
      await waitingRider(`page.${index}@nantes.holding.test`, 'holding-nantes', daysAgo);
    }
    const whole = (await allPages(claire, ids.holding, 200)).flatMap((page) => page.items);
    expect(whole).toHaveLength(7);
    const paged = await allPages(claire, ids.holding, 2);
    expect(paged).toHaveLength(4);
    expect(paged.map((page) => page.items.length)).toEqual([2, 2, 2, 1]);
    expect(paged.at(-1)?.nextCursor).toBeNull();
    expect(paged.flatMap((page) => page.items)).toEqual(whole);
    const keys = whole.map((item) => `${item.requestedAt}|${String(item.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort());
    // Without a limit, 50 at most.
    const first = expectOk(await fleetApprovalsApi(claire.api).pendingAccounts(ids.holding));
    expect(first.items).toHaveLength(7);
  });

  it('searches the names, address and employee number, case and accents aside, page by page', async () => {
    const search = async (q: string, limit = 50) => {
      const pages: Page[] = [];
      let cursor: string | undefined;
      do {
        const page = expectOk(
          await fleetApprovalsApi(claire.api).pendingAccounts(ids.holding, {
            q,
            limit,
            ...(cursor === undefined ? {} : { cursor }),
          }),
        );
        pages.push(page);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined && pages.length < 50);
      return pages.flatMap((page) => page.items.map((item) => item.email));
    };
    // "gwenaelle" finds "Gwenaëlle"; a capital, an e-mail's part and a number, too.
    expect(await search('gwenaelle')).toEqual(['attente@nantes.holding.test']);
    expect(await search('LE FLOCH')).toEqual(['attente@nantes.holding.test']);
    expect(await search('n-0226')).toEqual(['attente@nantes.holding.test']);
    expect(await search('bordeaux')).toEqual(['inscription@bordeaux.holding.test']);
    // Every word must match; `%` and `_` are letters, not wildcards.
    expect(await search('gwenaelle lacoste')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // A search pages like the whole list: each account once, in order.
    const pageEmails = (await allPages(claire, ids.holding, 200))
      .flatMap((page) => page.items)
      .map((item) => item.email)
      .filter((email) => email.startsWith('page.'));
    expect(pageEmails).toHaveLength(5);
    expect(await search('page', 2)).toEqual(pageEmails);
    // Only the client's own (and its subsidiaries'): Acme's account is not in the group's.
    expect(await search('bernard')).toEqual([]);
    // Longer than the contract allows: a 400 naming it.
    const response = await claire.fetch(
      `/api/v2/clients/${ids.holding}/pending-accounts?q=${'a'.repeat(101)}`,
    );
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { fields?: { field: string }[] }).fields?.map((f) => f.field),
    ).toEqual(['query.q']);
  });

  it('a cursor the server did not make and a limit out of bounds are 400s naming them', async () => {
    const bad = async (query: string) => {
      const response = await claire.fetch(
        `/api/v2/clients/${ids.holding}/pending-accounts?${query}`,
      );
      const body = (await response.json()) as { fields?: { field: string }[] };
      return [response.status, body.fields?.map((field) => field.field)];
    };
    expect(await bad('cursor=bm9uc2Vuc2U')).toEqual([400, ['query.cursor']]);
    const forged = Buffer.from('2026-13-45T09:00:00.000000Z|5').toString('base64url');
    expect(await bad(`cursor=${forged}`)).toEqual([400, ['query.cursor']]);
    expect(await bad('limit=201')).toEqual([400, ['query.limit']]);
    expect(await bad('limit=0')).toEqual([400, ['query.limit']]);
  });

  it('another client’s manager, and a rider without rights, get 403 on the list', async () => {
    for (const browser of [karim, camille]) {
      const response = await browser.fetch(`/api/v2/clients/${ids.acme}/pending-accounts`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbiddenBody);
    }
  });

  it('another client’s account is a 403 like an unknown id; 404 only to an admin', async () => {
    const nantesAccount = await accountId('attente@nantes.holding.test');
    for (const path of [
      `/api/v2/accounts/${nantesAccount}/approve`,
      `/api/v2/accounts/${nantesAccount}/refuse`,
      '/api/v2/accounts/987654/approve',
    ]) {
      expect(await post(sophie, path, path.endsWith('refuse') ? {} : undefined)).toEqual({
        status: 403,
        body: forbiddenBody,
      });
    }
    const lucas = await accountId('pending@acme.test');
    expect(await post(camille, `/api/v2/accounts/${lucas}/approve`)).toEqual({
      status: 403,
      body: forbiddenBody,
    });
    expect((await post(admin, '/api/v2/accounts/987654/approve')).status).toBe(404);
    // Nothing changed.
    const { rows } = await server.db.query<{ waiting: number }>(
      `select count(*)::int as waiting from users
        where email in ('attente@nantes.holding.test', 'pending@acme.test') and not is_approved
          and approval_refused_at is null`,
    );
    expect(rows[0]?.waiting).toBe(2);
  });

  it('approves Lucas: he alone changes, reaches the approved-only calls; twice is a 409', async () => {
    const lucas = await logIn(server.url, 'pending@acme.test');
    const lucasId = await accountId('pending@acme.test');
    const before = await server.db.query(
      `select email, is_approved, approval_refused_at from users
        where email <> 'pending@acme.test' order by id`,
    );
    const client = await server.db.query('select * from clients where id = $1', [ids.acme]);

    // A store and a free slot: booking a test ride needs an approved account.
    const { day: today } = parisNow();
    const stores = expectOk(await lucas.api.stores.listNear({ postalCode: '75003' }));
    const storeId = stores.stores[0]?.store.id ?? 0;
    let booking: { storeId: number; day: string; startsAt: string } | undefined;
    for (let day = addCalendarDays(today, 1), tries = 0; !booking && tries < 8; tries += 1) {
      const { slots } = expectOk(await lucas.api.stores.listTestRideSlots(storeId, day));
      const free = slots.find((slot) => slot.free)?.startsAt;
      if (free) booking = { storeId, day, startsAt: free };
      day = addCalendarDays(day, 1);
    }
    if (!booking) throw new Error('no free slot');
    expectError(await lucas.api.stores.bookTestRide(booking), 403, 'FORBIDDEN');

    const api = fleetApprovalsApi(sophie.api);
    expect(expectOk(await api.approveAccount(lucasId))).toEqual({
      id: lucasId,
      status: 'approved',
    });
    expectError(await api.approveAccount(lucasId), 409, 'ACCOUNT_NOT_WAITING');
    expectError(await api.refuseAccount(lucasId, 'Trop tard.'), 409, 'ACCOUNT_NOT_WAITING');

    expect(expectOk(await lucas.api.profile.get())).toMatchObject({
      isApproved: true,
      approvalRefusal: null,
    });
    expectOk(await lucas.api.stores.bookTestRide(booking), 201);
    expect(expectOk(await api.pendingAccounts(ids.acme)).items).toEqual([]);
    // No other account, no company setting.
    expect(
      (
        await server.db.query(
          `select email, is_approved, approval_refused_at from users
            where email <> 'pending@acme.test' order by id`,
        )
      ).rows,
    ).toEqual(before.rows);
    expect((await server.db.query('select * from clients where id = $1', [ids.acme])).rows).toEqual(
      client.rows,
    );
  });

  it('the group manager refuses a subsidiary’s account with a motive; she reads it', async () => {
    const gwenaelle = await logIn(server.url, 'attente@nantes.holding.test');
    const id = await accountId('attente@nantes.holding.test');
    const api = fleetApprovalsApi(claire.api);
    expectError(await api.refuseAccount(id, 'x'.repeat(501)), 400, 'VALIDATION_FAILED', [
      'body.motive',
    ]);
    const motive = 'Le programme vélo ouvre aux salariés de Nantes en janvier.';
    expect(expectOk(await api.refuseAccount(id, `  ${motive} `))).toEqual({
      id,
      status: 'refused',
    });
    expectError(await api.refuseAccount(id), 409, 'ACCOUNT_NOT_WAITING');
    expectError(await api.approveAccount(id), 409, 'ACCOUNT_NOT_WAITING');
    const profile = expectOk(await gwenaelle.api.profile.get());
    expect(profile.isApproved).toBe(false);
    expect(profile.approvalRefusal).toEqual({
      refusedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      motive,
    });
    const emails = (await allPages(claire, ids.holding, 200))
      .flatMap((page) => page.items)
      .map((item) => item.email);
    expect(emails).not.toContain('attente@nantes.holding.test');
    // The employees' list says so, and no longer counts her as waiting.
    const statusOf = async (clientId: number, email: string) =>
      expectOk(await fleetEmployeesApi(claire.api).all(clientId)).find(
        (employee) => employee.email === email,
      )?.status;
    expect(await statusOf(ids.nantes, 'attente@nantes.holding.test')).toBe('account-refused');
    expect(await statusOf(ids.bordeaux, 'inscription@bordeaux.holding.test')).toBe(
      'awaiting-approval',
    );
    // Refused, she is not approved when the company stops approving sign-ups either.
    expectOk(await claire.api.clients.toggleApprobation(ids.nantes, { approbation: false }));
    expect(expectOk(await gwenaelle.api.profile.get()).isApproved).toBe(false);
    expectOk(await claire.api.clients.toggleApprobation(ids.nantes, { approbation: true }));
  });

  it('a refusal without a motive: the seeded refused rider and a blank motive read as none', async () => {
    expect(
      expectOk(await (await logIn(server.url, 'refusee@bordeaux.holding.test')).api.profile.get()),
    ).toMatchObject({
      isApproved: false,
      approvalRefusal: {
        motive: 'Le programme vélo est ouvert aux salariés après leur période d’essai.',
      },
    });
    const theo = await accountId('inscription@bordeaux.holding.test');
    expectOk(await fleetApprovalsApi(claire.api).refuseAccount(theo, '   '));
    const profile = expectOk(
      await (await logIn(server.url, 'inscription@bordeaux.holding.test')).api.profile.get(),
    );
    expect(profile.approvalRefusal?.motive).toBeNull();
  });

  it('no answer broke the contract', () => {
    expect(server.contractViolations).toEqual([]);
  });
});
