/**
 * Sponsorship between colleagues and the sports retailer's bike check (contract
 * openapi/paths/sponsorship.yaml; spec sections 1, 2.2 /sponsorship and /bikeCheck, 3, 5).
 *
 * - A rider's sponsor code is made on the first read (first name, a dash, four characters drawn
 *   from the user id so the same database gives the same code), then kept. Only a rider of a
 *   company has one: other accounts get a 403.
 * - A code entered must be another rider's of the same company (a colleague's: spec section 1,
 *   "employee mobility benefit"); any other code, the rider's own included, is the 400 "sponsor
 *   code not valid" of spec section 5 on `body.code`. Once entered it never changes (409).
 * - The company's sponsorship offer: its own, else its group's, else one open to every client
 *   (`client_id` null); without one running today no code can be entered (409).
 * - Bike checks: the sports retailer's stores, slots computed like test-ride slots (issue 12), one
 *   upcoming check per rider.
 */
import { isoWeekday } from '@velo/leasing';
import { idParam, requireUser } from '../access.ts';
import { created, noContent, ok, type Handlers, type SessionUser } from '../context.ts';
import type { Queryable } from '../db.ts';
import { ApiError, forbidden, notFound, validationFailed } from '../errors.ts';
import { seededRandom } from '../random.ts';
import { cancelUpcomingBooking, insertBooking } from '../stores/bookings.ts';
import {
  checkBookingDay,
  checkSlot,
  daySlots,
  parisNow,
  slotStarted,
  toClock,
  toMinutes,
  type Period,
} from '../stores/time.ts';

/** The sponsorship offer of a client: its own first, then its group's, then one for every client. */
export const sponsorshipOfferQuery = (columns: string) =>
  `select ${columns} from commercial_offers
    where kind = 'sponsorship'
      and start_date <= current_date and (end_date is null or end_date >= current_date)
      and (client_id is null or client_id = any($1::int[]))
    order by (client_id = $2) desc nulls last, (client_id is null) asc, start_date desc
    limit 1`;

/** The ids `sponsorshipOfferQuery` takes for a client: [[client, group], client]. */
export async function sponsorshipOfferParams(
  db: Queryable,
  clientId: number,
): Promise<[number[], number]> {
  const { rows } = await db.query<{ group_client_id: number | null }>(
    'select group_client_id from clients where id = $1',
    [clientId],
  );
  const group = rows[0]?.group_client_id ?? null;
  return [group === null ? [clientId] : [clientId, group], clientId];
}

/** Characters of the code's random part: no 0/O, 1/I/L, which riders misread when they type. */
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const sponsorCodeInvalid = () =>
  new ApiError(400, 'SPONSOR_CODE_INVALID', 'sponsor code not valid', [
    { field: 'body.code', message: 'sponsor code not valid' },
  ]);

/** The first name as a code prefix: letters only, no accents, upper case, at most 12. */
function codePrefix(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 12);
  return letters || 'VELO';
}

/** A rider of a company: the only accounts with a sponsor code. */
function requireCompanyRider(user: SessionUser | undefined): SessionUser & { clientId: number } {
  const current = requireUser(user);
  if (current.role !== 'rider' || current.clientId === null) throw forbidden();
  return current as SessionUser & { clientId: number };
}

interface SponsorRow {
  first_name: string;
  sponsor_code: string | null;
  used_code: string | null;
  sponsees: number;
}

async function sponsorRow(db: Queryable, userId: number): Promise<SponsorRow> {
  const { rows } = await db.query<SponsorRow>(
    `select u.first_name, u.sponsor_code, s.sponsor_code as used_code,
            (select count(*)::int from users f where f.sponsored_by = u.id) as sponsees
       from users u left join users s on s.id = u.sponsored_by
      where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw forbidden();
  return row;
}

/** The rider's code, made and kept on first use; retried on the rare clash with another's. */
async function ensureCode(db: Queryable, userId: number, row: SponsorRow): Promise<string> {
  if (row.sponsor_code) return row.sponsor_code;
  const random = seededRandom(userId * 7919);
  for (;;) {
    const suffix = Array.from({ length: 4 }, () => random.pick([...codeAlphabet])).join('');
    const code = `${codePrefix(row.first_name)}-${suffix}`;
    const { rows } = await db.query<{ id: number }>(
      `update users set sponsor_code = $2 where id = $1 and sponsor_code is null
         and not exists (select 1 from users where sponsor_code = $2)
       returning id`,
      [userId, code],
    );
    if (rows.length > 0) return code;
    const again = await sponsorRow(db, userId);
    if (again.sponsor_code) return again.sponsor_code;
  }
}

/** Where a colleague enters the code: the app's /sponsorship with the code filled in. */
function shareUrl(origin: string | undefined, webUrl: string, code: string): string {
  const configured = new URL(webUrl);
  let base = `${configured.origin}${configured.pathname.replace(/\/$/, '')}`;
  if (origin) {
    try {
      const url = new URL(origin);
      // The dev allowlist of the payment return (paymentProvider.ts): a local page's own origin.
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
        base = `${url.origin}${configured.pathname.replace(/\/$/, '')}`;
      }
    } catch {
      // Not a URL: the configured app.
    }
  }
  return `${base}/sponsorship?code=${encodeURIComponent(code)}`;
}

async function offerActive(db: Queryable, clientId: number): Promise<boolean> {
  const { rows } = await db.query(
    sponsorshipOfferQuery('id'),
    await sponsorshipOfferParams(db, clientId),
  );
  return rows.length > 0;
}

async function mySponsorship(
  db: Queryable,
  user: SessionUser & { clientId: number },
  origin: string | undefined,
  webUrl: string,
) {
  const row = await sponsorRow(db, user.id);
  const code = await ensureCode(db, user.id, row);
  return {
    code,
    shareUrl: shareUrl(origin, webUrl, code),
    sponsees: row.sponsees,
    usedCode: row.used_code,
    offerActive: await offerActive(db, user.clientId),
  };
}

interface CheckStoreRow {
  id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  phone: string | null;
  slot_minutes: 30 | 45 | 60;
  opens: string;
  closes: string;
  open_weekdays: number[];
}

const checkStoreColumns = `id, name, street, postal_code, city, phone, slot_minutes,
  to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes, open_weekdays`;

/** The periods of one ISO weekday (none on a closed day). */
const periodsOn = (store: CheckStoreRow, weekday: number): Period[] =>
  store.open_weekdays.includes(weekday) ? [{ opens: store.opens, closes: store.closes }] : [];

function checkStoreBody(store: CheckStoreRow) {
  return {
    id: store.id,
    name: store.name,
    street: store.street,
    postalCode: store.postal_code,
    city: store.city,
    phone: store.phone,
    slotMinutes: store.slot_minutes,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      periods: periodsOn(store, weekday),
    })),
  };
}

async function loadCheckStore(db: Queryable, id: number): Promise<CheckStoreRow | undefined> {
  const { rows } = await db.query<CheckStoreRow>(
    `select ${checkStoreColumns} from bike_check_stores where id = $1`,
    [id],
  );
  return rows[0];
}

const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'This bike-check slot is no longer free.');

interface CheckBookingRow {
  id: number;
  store_id: number;
  day: string;
  starts_at: string;
  created_at: Date | string;
}

async function bookingBody(db: Queryable, row: CheckBookingRow) {
  const store = (await loadCheckStore(db, row.store_id)) as CheckStoreRow;
  return {
    id: row.id,
    store: checkStoreBody(store),
    day: row.day,
    startsAt: row.starts_at,
    endsAt: toClock(toMinutes(row.starts_at) + store.slot_minutes),
    createdAt: new Date(row.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
}

const bookingSelect = `select id, store_id, to_char(day, 'YYYY-MM-DD') as day,
  to_char(starts_at, 'HH24:MI') as starts_at, created_at from bike_check_bookings`;

/** The rider's bookings still ahead (a slot that has started is past). */
async function upcomingChecks(db: Queryable, userId: number): Promise<CheckBookingRow[]> {
  const now = parisNow();
  const { rows } = await db.query<CheckBookingRow>(
    `${bookingSelect} where user_id = $1 and cancelled_at is null and day >= $2::date
      order by day, starts_at, id`,
    [userId, now.day],
  );
  return rows.filter((row) => !slotStarted(row.day, row.starts_at, now));
}

export const sponsorshipHandlers: Handlers = {
  async getMySponsorship({ db, user, origin, settings }) {
    const current = requireCompanyRider(user);
    return ok(await mySponsorship(db, current, origin, settings.webUrl));
  },

  async useSponsorCode({ db, user, body, origin, settings }) {
    const current = requireCompanyRider(user);
    const code = String((body as { code: string }).code)
      .trim()
      .toUpperCase();
    await db.transaction(async (tx) => {
      const mine = await sponsorRow(tx, current.id);
      if (mine.used_code !== null) {
        throw new ApiError(
          409,
          'SPONSOR_CODE_ALREADY_USED',
          'A sponsor code was already entered; it cannot be changed.',
        );
      }
      if (!(await offerActive(tx, current.clientId))) {
        throw new ApiError(409, 'NO_SPONSORSHIP_OFFER', 'The company runs no sponsorship offer.');
      }
      // A colleague's code: a rider of the same company, never the rider's own.
      const { rows } = await tx.query<{ id: number }>(
        `select id from users where sponsor_code = $1 and client_id = $2 and role = 'rider' and id <> $3`,
        [code, current.clientId, current.id],
      );
      const sponsor = rows[0];
      if (!sponsor) throw sponsorCodeInvalid();
      await tx.query(
        `update users set sponsored_by = $2, sponsored_at = now() where id = $1 and sponsored_by is null`,
        [current.id, sponsor.id],
      );
    });
    return ok(await mySponsorship(db, current, origin, settings.webUrl));
  },

  async listBikeCheckStores({ db, user }) {
    requireUser(user);
    const { rows } = await db.query<CheckStoreRow>(
      `select ${checkStoreColumns} from bike_check_stores order by name, id`,
    );
    return ok(rows.map(checkStoreBody));
  },

  async listBikeCheckSlots({ db, user, params, query }) {
    requireUser(user);
    const store = await loadCheckStore(db, idParam(params));
    if (!store) throw notFound('bike-check store');
    const day = String(query['day']);
    const now = parisNow();
    checkBookingDay(day, 'query.day', now.day);
    const { rows } = await db.query<{ starts_at: string }>(
      `select to_char(starts_at, 'HH24:MI') as starts_at from bike_check_bookings
        where store_id = $1 and day = $2::date and cancelled_at is null`,
      [store.id, day],
    );
    const taken = new Set(rows.map((row) => row.starts_at));
    const periods = periodsOn(store, isoWeekday(day));
    const slots = daySlots(periods, store.slot_minutes, day, now, taken);
    return ok({ storeId: store.id, day, slotMinutes: store.slot_minutes, slots });
  },

  async listMyBikeChecks({ db, user }) {
    const current = requireUser(user);
    const rows = await upcomingChecks(db, current.id);
    return ok(await Promise.all(rows.map((row) => bookingBody(db, row))));
  },

  async bookBikeCheck({ db, user, body }) {
    const current = requireUser(user);
    if (current.role !== 'rider' || !current.isApproved) throw forbidden();
    const input = body as { storeId: number; day: string; startsAt: string };
    const now = parisNow();
    const store = await loadCheckStore(db, input.storeId);
    if (!store) {
      throw validationFailed([{ field: 'body.storeId', message: 'is not a known store' }]);
    }
    checkBookingDay(input.day, 'body.day', now.day);
    const periods = periodsOn(store, isoWeekday(input.day));
    checkSlot(periods, store.slot_minutes, input, now, slotTaken);
    const id = await db.transaction(async (tx) => {
      if ((await upcomingChecks(tx, current.id)).length > 0) {
        throw new ApiError(
          409,
          'BIKE_CHECK_ALREADY_BOOKED',
          'A bike check is already booked: cancel it first.',
        );
      }
      return insertBooking(tx, 'bike_check_bookings', store.id, current.id, input, slotTaken);
    });
    const { rows } = await db.query<CheckBookingRow>(`${bookingSelect} where id = $1`, [id]);
    return created(await bookingBody(db, rows[0] as CheckBookingRow));
  },

  async cancelBikeCheck({ db, user, params }) {
    const current = requireUser(user);
    await cancelUpcomingBooking(
      db,
      'bike_check_bookings',
      idParam(params),
      current.id,
      'upcoming bike check',
    );
    return noContent();
  },
};
