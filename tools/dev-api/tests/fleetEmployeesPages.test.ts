/**
 * The employees list a page at a time ("Large employers", `GET /api/v2/clients/{id}/employees`):
 * paging through Acme's 2,000-odd people by cursor gives each one once, in the order of every sort;
 * the status filter and the search (case and accents ignored) narrow it and `total` says how many;
 * a page read after people were added goes on from where it was; limits, cursors and the other
 * parameters are checked (400 naming the field), access before anything else (403). Every answer at
 * the largest page stays under 64 KB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor, sortFields, type EmployeeSort } from '../src/handlers/fleetEmployees.ts';
import { startDevApi, type RunningDevApi } from '../src/start.ts';
import { logIn, openBrowser, type Browser } from './browser.ts';

interface Employee {
  email: string;
  company: { id: number; name: string };
  firstName: string | null;
  lastName: string | null;
  employeeNumber: string | null;
  status: string;
  bike: string | null;
  leaseEndsOn: string | null;
}

interface Page {
  items: Employee[];
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
}

/** The largest answer allowed at 200 rows a page. */
const maxAnswerBytes = 64 * 1024;

const statuses = [
  'not-registered',
  'awaiting-approval',
  'account-refused',
  'registered',
  'request-pending',
  'lease-in-progress',
  'active',
  'ended',
];

let server: RunningDevApi;
let sophie: Browser;
let acme = 0;
/** Every answer's size in bytes, at 200 a page. */
const sizes: number[] = [];

/** Lower case without accents, œ spelt out: the contract's folding (migration 022's `velo_fold`). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replaceAll('’', "'");

/** The name's sort key: last name then first name, or the address without either. */
const nameKey = (employee: Employee) =>
  [employee.lastName, employee.firstName]
    .map((part) => fold(part ?? ''))
    .filter(Boolean)
    .join('\u0001') || fold(employee.email);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The contract's order for a sort, written independently of the SQL: the keys, the address last;
 * missing numbers and lease ends last in both directions; descending the exact reverse otherwise.
 */
function compare(sort: EmployeeSort, a: Employee, b: Employee): number {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const sign = descending ? -1 : 1;
  const missing = (x: string | null, y: string | null) =>
    x === null && y === null ? 0 : x === null ? 1 : y === null ? -1 : 0;
  const keys = (): number[] => {
    switch (field) {
      case 'lastName':
        return [sign * compareText(nameKey(a), nameKey(b))];
      case 'email':
        return [];
      case 'employeeNumber':
        return [
          missing(a.employeeNumber, b.employeeNumber),
          sign * compareText(fold(a.employeeNumber ?? ''), fold(b.employeeNumber ?? '')),
          sign * compareText(nameKey(a), nameKey(b)),
        ];
      case 'status':
        return [
          sign * (statuses.indexOf(a.status) - statuses.indexOf(b.status)),
          sign * compareText(nameKey(a), nameKey(b)),
        ];
      case 'leaseEndsOn':
        return [
          missing(a.leaseEndsOn, b.leaseEndsOn),
          sign * compareText(a.leaseEndsOn ?? '', b.leaseEndsOn ?? ''),
          sign * compareText(nameKey(a), nameKey(b)),
        ];
      default:
        throw new Error(sort);
    }
  };
  return keys().find((order) => order !== 0) ?? sign * compareText(a.email, b.email);
}

function listPath(query: Record<string, string | number> = {}, clientId = acme) {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  );
  return `/api/v2/clients/${clientId}/employees${search.size > 0 ? `?${search}` : ''}`;
}

async function page(query: Record<string, string | number> = {}, browser = sophie) {
  const response = await browser.fetch(listPath(query));
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const bytes = Buffer.byteLength(text);
  if (Number(query['limit']) === 200) sizes.push(bytes);
  expect(bytes).toBeLessThanOrEqual(maxAnswerBytes);
  return JSON.parse(text) as Page;
}

/** Every page of a query, by cursor, 200 at a time: the rows in order and each page's total. */
async function everyPage(query: Record<string, string> = {}) {
  const rows: Employee[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const next: Page = await page({ ...query, limit: 200, ...(cursor ? { cursor } : {}) });
    expect(next.items.length).toBeLessThanOrEqual(200);
    if (next.nextCursor !== null) expect(next.items).toHaveLength(200);
    rows.push(...next.items);
    totals.push(next.total);
    cursor = next.nextCursor;
  } while (cursor !== null);
  return { rows, totals };
}

/** How many people Acme's list holds: its eligible employees and its riders, once each. */
async function people(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    `select count(*)::int as n from (
       select email from eligible_employees where client_id = $1
       union select email from users where client_id = $1 and role = 'rider') p`,
    [acme],
  );
  return rows[0]?.n ?? 0;
}

async function fieldOf(response: Response) {
  const body = (await response.json()) as { code: string; fields?: { field: string }[] };
  return { code: body.code, field: body.fields?.[0]?.field };
}

beforeAll(async () => {
  server = await startDevApi({ validateResponses: true });
  sophie = await logIn(server.url, 'manager@acme.test');
  const { rows } = await server.db.query<{ id: number }>(
    "select id from clients where q_name = 'acme'",
  );
  acme = rows[0]?.id ?? 0;
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the employees list, a page at a time', () => {
  it('the first page: 50 by name, a cursor for the next, the total of the list', async () => {
    const first = await page();
    const count = await people();
    expect(count).toBeGreaterThanOrEqual(2000);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.total).toBe(count);
    expect(first.totalExact).toBe(true);
    const sorted = [...first.items].sort((a, b) => compare('lastName', a, b));
    expect(first.items).toEqual(sorted);
  });

  it.each(sortFields.flatMap((field) => [field, `-${field}`] as EmployeeSort[]))(
    'sort %s: every page by cursor gives each person once, in order',
    async (sort) => {
      const count = await people();
      const { rows, totals } = await everyPage({ sort });
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((row) => row.email)).size).toBe(count);
      expect(new Set(totals)).toEqual(new Set([count]));
      const misplaced = rows.findIndex(
        (row, index) => index > 0 && compare(sort, rows[index - 1] as Employee, row) >= 0,
      );
      expect(misplaced, `${sort}: row ${misplaced} out of order`).toBe(-1);
    },
    60_000,
  );

  it('the status filter: only that status, its total', async () => {
    const { rows: all } = await everyPage({ sort: 'email' });
    for (const status of ['active', 'not-registered', 'awaiting-approval']) {
      const expected = all.filter((row) => row.status === status);
      expect(expected.length, status).toBeGreaterThan(0);
      const { rows, totals } = await everyPage({ status, sort: 'email' });
      expect(rows).toEqual(expected);
      expect(totals[0]).toBe(expected.length);
    }
    const active = await page({ status: 'active', sort: 'leaseEndsOn', limit: 5 });
    expect(active.items.every((row) => row.leaseEndsOn !== null && row.bike !== null)).toBe(true);
  });

  it('the search ignores case and accents: "helene" finds Hélène, every word must match', async () => {
    // One of each kind the seed may lack: accents in the last name, œ, a typographic apostrophe.
    await server.db.query(
      `insert into eligible_employees (client_id, email, first_name, last_name, employee_number)
       values ($1, 'helene.oeuvray@acme.test', 'HÉLÈNE', 'Œuvray-Lefèvre', 'B-77'),
              ($1, 'noe.dangelo@acme.test', 'Noé', 'D’Angelo', null)`,
      [acme],
    );
    const { rows: all } = await everyPage();
    const matching = (...words: string[]) =>
      all.filter((row) => {
        const text = fold([row.lastName, row.firstName, row.email, row.employeeNumber].join(' '));
        return words.every((word) => text.includes(fold(word)));
      });
    const helenes = matching('helene');
    expect(helenes.length).toBeGreaterThan(1);
    expect(helenes.some((row) => row.firstName === 'Hélène')).toBe(true);
    for (const q of ['helene', 'HÉLÈNE', 'He\u0301le\u0300ne', ' hélène ']) {
      const found = await everyPage({ q });
      expect(found.rows, q).toEqual(helenes);
      expect(found.totals[0], q).toBe(helenes.length);
    }
    expect((await page({ q: 'oeuvray lefevre' })).items.map((row) => row.email)).toEqual([
      'helene.oeuvray@acme.test',
    ]);
    expect((await page({ q: "d'angelo" })).items.map((row) => row.email)).toEqual([
      'noe.dangelo@acme.test',
    ]);
    expect((await page({ q: 'b-77' })).items.map((row) => row.email)).toEqual([
      'helene.oeuvray@acme.test',
    ]);
    // A rider's number may only be on the eligible list: found all the same.
    const numbered = all.find((row) => row.status === 'active' && row.employeeNumber);
    if (!numbered?.employeeNumber) throw new Error('no active rider with a number');
    expect((await page({ q: numbered.employeeNumber })).items).toContainEqual(numbered);
    // Words too short for the trigrams of the numbers, the list's numbers included.
    for (const q of [numbered.employeeNumber.slice(-2), numbered.employeeNumber.slice(-1)]) {
      const found = await everyPage({ q });
      expect(found.rows, q).toEqual(matching(q));
      expect(found.rows, q).toContainEqual(numbered);
    }
    // Words are words: no pattern characters.
    expect((await page({ q: '%' })).total).toBe(matching('%').length);
    expect((await page({ q: '_' })).total).toBe(matching('_').length);
    const nobody = await page({ q: 'personne-de-ce-nom' });
    expect(nobody).toEqual({ items: [], nextCursor: null, total: 0, totalExact: true });
    // Search, filter and sort together.
    const activeHelenes = helenes.filter((row) => row.status === 'active');
    const both = await everyPage({ q: 'helene', status: 'active', sort: '-lastName' });
    expect(both.rows).toEqual([...activeHelenes].sort((a, b) => compare('-lastName', a, b)));
  });

  it('goes on from the cursor’s row when people were added before it since', async () => {
    const first = await page({ limit: 100 });
    const last = first.items.at(-1);
    if (!last || !first.nextCursor) throw new Error('no second page');
    await server.db.query(
      `insert into eligible_employees (client_id, email, first_name, last_name)
       values ($1, 'aaron.aaberg@acme.test', 'Aaron', 'Aaberg')`,
      [acme],
    );
    const second = await page({ limit: 100, cursor: first.nextCursor });
    expect(second.items[0] && compare('lastName', last, second.items[0])).toBeLessThan(0);
    const again = await page({ limit: 200 });
    // The new one is first, and the old page's rows then the new page's follow it, none missing.
    expect(again.items.map((row) => row.email)).toEqual([
      'aaron.aaberg@acme.test',
      ...first.items.map((row) => row.email),
      ...second.items.slice(0, 99).map((row) => row.email),
    ]);
    expect(second.total).toBe(first.total + 1);
  });

  it('limit: 1 to 200, 50 by default; anything else is a 400 naming it', async () => {
    expect((await page({ limit: 1 })).items).toHaveLength(1);
    expect((await page({ limit: 200 })).items).toHaveLength(200);
    for (const limit of ['0', '201', '-1', '2.5', 'beaucoup']) {
      const response = await sophie.fetch(listPath({ limit }));
      expect(response.status, limit).toBe(400);
      expect(await fieldOf(response)).toEqual({ code: 'VALIDATION_FAILED', field: 'query.limit' });
    }
  });

  it('a cursor that is not this list’s, or of another sort, is a 400 naming query.cursor', async () => {
    const { nextCursor } = await page({ limit: 10 });
    if (!nextCursor) throw new Error('no cursor');
    const base64url = (text: string) => Buffer.from(text).toString('base64url');
    const bad = [
      'pas un curseur!',
      base64url('pas du JSON'),
      base64url('null'),
      base64url('[]'),
      base64url(JSON.stringify({ s: 'lastName', k: 'dupont' })),
      base64url(JSON.stringify({ s: 'lastName', k: ['dupont'] })),
      base64url(JSON.stringify({ s: 'lastName', k: ['dupont', 1] })),
      base64url(JSON.stringify({ s: 'lastName', k: ['x'.repeat(1001), 'a@acme.test'] })),
      encodeCursor('lastName', ['a', 'b', 'c', 'd']),
      // A cursor of the list before it named companies: the name and the address only.
      encodeCursor('lastName', ['dupont', 'a@acme.test']),
      'A'.repeat(2001),
    ];
    for (const cursor of bad) {
      const response = await sophie.fetch(listPath({ cursor }));
      expect(response.status, cursor).toBe(400);
      expect(await fieldOf(response)).toEqual({ code: 'VALIDATION_FAILED', field: 'query.cursor' });
    }
    // The name order's cursor read with another sort.
    const other = await sophie.fetch(listPath({ cursor: nextCursor, sort: 'email' }));
    expect(other.status).toBe(400);
    expect(await fieldOf(other)).toEqual({ code: 'VALIDATION_FAILED', field: 'query.cursor' });
    expect((await page({ cursor: nextCursor })).items).toHaveLength(50);
  });

  it('sort, status and q outside the contract: a 400 naming each', async () => {
    for (const [name, value] of [
      ['sort', 'firstName'],
      ['sort', '+lastName'],
      ['status', 'retired'],
      ['q', 'x'.repeat(101)],
    ] as const) {
      const response = await sophie.fetch(listPath({ [name]: value }));
      expect(response.status, `${name}=${value}`).toBe(400);
      expect(await fieldOf(response)).toEqual({
        code: 'VALIDATION_FAILED',
        field: `query.${name}`,
      });
    }
  });

  it('access first: 401 without a session, 403 for another client’s manager, 404 to an admin only', async () => {
    const { nextCursor } = await page({ limit: 10 });
    if (!nextCursor) throw new Error('no cursor');
    expect((await openBrowser(server.url).fetch(listPath())).status).toBe(401);
    const karim = await logIn(server.url, 'manager@nantes.holding.test');
    const forbidden = { code: 'FORBIDDEN', message: 'This account may not perform this call.' };
    // Acme's list with a good cursor, with one of another sort, and an id nobody has: all the same 403.
    for (const path of [
      listPath({ cursor: nextCursor }),
      listPath({ cursor: nextCursor, sort: '-status' }),
      listPath({}, 999_999),
    ]) {
      const response = await karim.fetch(path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(forbidden);
    }
    const admin = await logIn(server.url, 'admin@velo.test');
    expect((await admin.fetch(listPath({}, 999_999))).status).toBe(404);
    expect((await admin.fetch(listPath({ limit: 3 }))).status).toBe(200);
  });

  it('a group’s list: every company’s people, each row naming its company; `company` keeps one; another client’s is 403', async () => {
    const gestion = await logIn(server.url, 'gestion@holding.test');
    const { rows: companies } = await server.db.query<{ id: number; name: string; group: boolean }>(
      `select id, name, is_group as group from clients
        where q_name = 'holding' or group_client_id = (select id from clients where q_name = 'holding')
        order by id`,
    );
    const group = companies.find((company) => company.group);
    if (!group) throw new Error('no group');
    const read = async (query: Record<string, string | number>, browser = gestion) => {
      const response = await browser.fetch(listPath(query, group.id));
      expect(response.status).toBe(200);
      return (await response.json()) as Page;
    };
    const rows: Employee[] = [];
    let cursor: string | null = null;
    do {
      const next: Page = await read({ limit: 200, ...(cursor ? { cursor } : {}) });
      rows.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor !== null);
    const { rows: counted } = await server.db.query<{ id: number; n: number }>(
      `select client_id as id, count(*)::int as n from (
         select client_id, email from eligible_employees where client_id = any($1::int[])
         union select client_id, email from users where client_id = any($1::int[]) and role = 'rider') p
        group by client_id`,
      [companies.map((company) => company.id)],
    );
    const byCompany = new Map<number, number>();
    for (const row of rows) byCompany.set(row.company.id, (byCompany.get(row.company.id) ?? 0) + 1);
    expect(byCompany).toEqual(new Map(counted.map((row) => [row.id, row.n])));
    expect(byCompany.size).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.company.name).toBe(
        companies.find((company) => company.id === row.company.id)?.name,
      );
    }
    const misplaced = rows.findIndex(
      (row, index) => index > 0 && compare('lastName', rows[index - 1] as Employee, row) > 0,
    );
    expect(misplaced).toBe(-1);
    // Every other sort, a status and a search read across the companies at once give the same
    // people, in the contract's order, page after page.
    const everyGroupPage = async (query: Record<string, string>) => {
      const found: Employee[] = [];
      let next: string | null = null;
      do {
        const answer: Page = await read({ ...query, limit: 7, ...(next ? { cursor: next } : {}) });
        found.push(...answer.items);
        next = answer.nextCursor;
      } while (next !== null);
      return found;
    };
    for (const sort of [
      '-lastName',
      'email',
      '-employeeNumber',
      'status',
      '-leaseEndsOn',
    ] as const) {
      expect(await everyGroupPage({ sort }), sort).toEqual(
        [...rows].sort((a, b) => compare(sort, a, b)),
      );
    }
    const registered = rows.filter((row) => row.status === 'registered');
    expect(registered.length).toBeGreaterThan(0);
    expect(await everyGroupPage({ status: 'registered', sort: 'email' })).toEqual(
      [...registered].sort((a, b) => compare('email', a, b)),
    );
    const word = fold((rows[Math.floor(rows.length / 2)] as Employee).email.split('@')[1] ?? '');
    const holding = rows.filter((row) =>
      fold([row.lastName, row.firstName, row.email, row.employeeNumber].join(' ')).includes(word),
    );
    expect(holding.length).toBeGreaterThan(1);
    expect(await everyGroupPage({ q: word })).toEqual(holding);

    const [one] = counted;
    if (!one) throw new Error('no company');
    const kept = await read({ company: one.id, limit: 200 });
    expect(kept.total).toBe(one.n);
    expect(new Set(kept.items.map((row) => row.company.id))).toEqual(new Set([one.id]));
    // Acme is no company of the group: 400 naming the parameter, not Acme's people.
    const outside = await gestion.fetch(listPath({ company: acme }, group.id));
    expect(outside.status).toBe(400);
    expect(await fieldOf(outside)).toEqual({ code: 'VALIDATION_FAILED', field: 'query.company' });
    // Acme's manager reads neither the group's list nor one of its companies through Acme's.
    expect((await sophie.fetch(listPath({}, group.id))).status).toBe(403);
    expect((await sophie.fetch(listPath({ company: one.id }))).status).toBe(400);
  });

  it('counts exactly up to 10,000, then says the total is not exact', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `insert into clients (q_name, name, email, mobile_phone, postal_code, siret, siren, vat_identifier)
       values ('tres-grand', 'Très Grand Employeur', 'rh@tres-grand.test', '+33100000000', '75001',
               '99999999999999', '999999999', 'FR00999999999')
       returning id`,
    );
    const id = rows[0]?.id ?? 0;
    await server.db.query(
      `insert into eligible_employees (client_id, email, first_name, last_name)
       select $1, 'salarie' || n || '@tres-grand.test', 'Prénom' || n, 'Nom' || n
         from generate_series(1, 10050) n`,
      [id],
    );
    const admin = await logIn(server.url, 'admin@velo.test');
    const answer = async (query: string) => {
      const response = await admin.fetch(`/api/v2/clients/${id}/employees${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as Page;
    };
    const first = await answer('?limit=200');
    expect(first).toMatchObject({ total: 10_000, totalExact: false });
    expect(first.items).toHaveLength(200);
    expect((await answer('?q=prenom1005')).total).toBe(2); // 1005 and 10050
    expect((await answer('?q=prenom1005')).totalExact).toBe(true);
    // A search counts up to 200 only: its 10,050 people are "more than 200".
    expect(await answer('?q=prenom&limit=1')).toMatchObject({ total: 200, totalExact: false });
    expect((await answer('?q=prenom&limit=1')).nextCursor).not.toBeNull();
  });

  it('every answer at 200 a page stays under 64 KB', () => {
    expect(sizes.length).toBeGreaterThan(100);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(maxAnswerBytes);
  });
});
