/**
 * Contract tests of the sponsorship and the bike check (issue 14), run inside contract.test.ts so
 * the server's coverage check counts them: the rider's code and share link, "sponsor code not
 * valid" (spec section 5) for an unknown, another company's or one's own code, a code that cannot
 * change once entered, a company without a sponsorship offer (spec section 7's call answers null);
 * bike checks booked, listed, refused (400, 403, 409) and cancelled, never another rider's.
 */
import { sponsorshipApi, type SponsorshipApi } from '@velo/api-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetSponsorship } from '../src/sponsorshipSeed.ts';
import type { RunningDevApi } from '../src/start.ts';
import { addCalendarDays, isoWeekday } from '@velo/leasing';
import { parisNow } from '../src/stores/time.ts';
import { type Browser, errorOf, expectError, expectOk, logIn, openBrowser } from './browser.ts';

interface Rider {
  browser: Browser;
  api: SponsorshipApi;
}

async function rider(url: string, email: string): Promise<Rider> {
  const browser = await logIn(url, email);
  return { browser, api: sponsorshipApi(browser.api) };
}

export function describeSponsorship(running: () => RunningDevApi): void {
  describe('sponsorship and bike check (issue 14)', () => {
    let hugo: Rider;
    let manon: Rider;
    let paul: Rider;
    let camille: Rider;
    let pending: Rider;
    let admin: Rider;

    beforeAll(async () => {
      const { url, db } = running();
      await resetSponsorship(db);
      [hugo, manon, paul, camille, pending, admin] = await Promise.all([
        rider(url, 'parrain@acme.test'),
        rider(url, 'manon@acme.test'),
        rider(url, 'paul@nantes.holding.test'),
        rider(url, 'rider@acme.test'),
        rider(url, 'pending@acme.test'),
        rider(url, 'admin@velo.test'),
      ]);
    });

    it('the sponsor reads his seeded code, its share link and his two sponsees', async () => {
      const mine = expectOk(await hugo.api.getMine());
      expect(mine).toEqual({
        code: 'HUGO-7Q4K',
        shareUrl: 'http://127.0.0.1:4200/rider/sponsorship?code=HUGO-7Q4K',
        sponsees: 2,
        usedCode: null,
        offerActive: true,
      });
      // A rider without a seeded code gets one on the first read, the same on the next.
      const first = expectOk(await pending.api.getMine());
      expect(first.code).toMatch(/^LUCAS-[2-9A-HJKMNP-Z]{4}$/);
      expect(expectOk(await pending.api.getMine()).code).toBe(first.code);
    });

    it('the company’s sponsorship offer (spec section 7): Acme’s, none for Holding', async () => {
      const offer = expectOk(await hugo.browser.api.clients.getSponsorshipCommercialOffer());
      expect(offer).toMatchObject({ kind: 'sponsorship', monthsOfFreeRent: 1 });
      expect(offer?.clientId).toEqual(expect.any(Number));
      expect(expectOk(await paul.browser.api.clients.getSponsorshipCommercialOffer())).toBeNull();
      expect(expectOk(await paul.api.getMine())).toMatchObject({
        code: 'PAUL-9D2M',
        offerActive: false,
      });
      expectError(await paul.api.useCode({ code: 'HUGO-7Q4K' }), 409, 'NO_SPONSORSHIP_OFFER');
    });

    it('a bad code is "sponsor code not valid" on body.code: unknown, own, another company’s', async () => {
      for (const code of ['NOPE-0000', 'MANON-3B8P', 'manon-3b8p', 'PAUL-9D2M']) {
        expectError(await manon.api.useCode({ code }), 400, 'SPONSOR_CODE_INVALID', ['body.code']);
      }
      const empty = await errorOf(
        await manon.browser.fetch('/api/v2/sponsorship/code', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: '' }),
        }),
      );
      expect(empty).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: ['body.code'],
      });
      expect(expectOk(await manon.api.getMine()).usedCode).toBeNull();
    });

    it('a colleague’s code is accepted whatever its case, then can no longer change', async () => {
      const used = expectOk(await manon.api.useCode({ code: ' hugo-7q4k ' }));
      expect(used).toMatchObject({ code: 'MANON-3B8P', usedCode: 'HUGO-7Q4K' });
      expect(expectOk(await hugo.api.getMine()).sponsees).toBe(3);
      expectError(
        await manon.api.useCode({ code: 'CHLOE-5T2W' }),
        409,
        'SPONSOR_CODE_ALREADY_USED',
      );
      // The dev reset puts the seeded state back for the e2e suite.
      await resetSponsorship(running().db);
      expect(expectOk(await manon.api.getMine()).usedCode).toBeNull();
      expect(expectOk(await hugo.api.getMine()).sponsees).toBe(2);
    });

    it('other accounts have no sponsorship; no session is a 401', async () => {
      expectError(await admin.api.getMine(), 403, 'FORBIDDEN');
      expectError(await admin.api.useCode({ code: 'HUGO-7Q4K' }), 403, 'FORBIDDEN');
      const anonymous = sponsorshipApi(openBrowser(running().url).api);
      expectError(await anonymous.getMine(), 401, 'UNAUTHORIZED');
    });

    it('bike checks: stores, slots, a booking listed, one at a time, then cancelled', async () => {
      const stores = expectOk(await hugo.api.listBikeCheckStores());
      expect(stores.map((store) => store.name)).toEqual([
        'Sportéo Bordeaux Mériadeck',
        'Sportéo Lyon Part-Dieu',
        'Sportéo Paris Bastille',
        'Sportéo Paris Montparnasse',
      ]);
      const bastille = stores.find((store) => store.postalCode === '75011')!;
      expect(bastille.openingHours[6]?.periods).toEqual([]);
      const today = parisNow().day;
      let day = addCalendarDays(today, 1);
      while (isoWeekday(day) === 7) day = addCalendarDays(day, 1);
      let sunday = addCalendarDays(today, 1);
      while (isoWeekday(sunday) !== 7) sunday = addCalendarDays(sunday, 1);
      expect(expectOk(await hugo.api.listBikeCheckSlots(bastille.id, sunday)).slots).toEqual([]);
      const slots = expectOk(await hugo.api.listBikeCheckSlots(bastille.id, day));
      expect(slots.slots[0]).toMatchObject({ startsAt: '09:30', endsAt: '10:00' });
      const free = slots.slots.filter((slot) => slot.free);
      expect(free.length).toBeGreaterThan(2);
      expect(slots.slots.some((slot) => !slot.free)).toBe(true);

      const input = { storeId: bastille.id, day, startsAt: free[0]!.startsAt };
      const booked = expectOk(await hugo.api.bookBikeCheck(input), 201);
      expect(booked).toMatchObject({ day, startsAt: input.startsAt, store: { id: bastille.id } });
      expect(expectOk(await hugo.api.listMyBikeChecks()).map((b) => b.id)).toEqual([booked.id]);
      const after = expectOk(await hugo.api.listBikeCheckSlots(bastille.id, day));
      expect(after.slots.find((slot) => slot.startsAt === input.startsAt)?.free).toBe(false);

      // The same slot for another rider, a second check for Hugo.
      expectError(await camille.api.bookBikeCheck(input), 409, 'SLOT_TAKEN');
      expectError(
        await hugo.api.bookBikeCheck({ ...input, startsAt: free[1]!.startsAt }),
        409,
        'BIKE_CHECK_ALREADY_BOOKED',
      );
      // Another rider sees nothing of it and cannot cancel it.
      expect(expectOk(await camille.api.listMyBikeChecks())).toEqual([]);
      expectError(await camille.api.cancelBikeCheck(booked.id), 403, 'FORBIDDEN');
      expectError(await camille.api.cancelBikeCheck(999_999), 403, 'FORBIDDEN');

      expectOk(await hugo.api.cancelBikeCheck(booked.id), 204);
      expect(expectOk(await hugo.api.listMyBikeChecks())).toEqual([]);
      expectError(await hugo.api.cancelBikeCheck(booked.id), 404, 'NOT_FOUND');
    });

    it('bike checks: fields named, unapproved riders refused, unknown store 404', async () => {
      const [store] = expectOk(await hugo.api.listBikeCheckStores());
      const today = parisNow().day;
      let sunday = addCalendarDays(today, 1);
      while (isoWeekday(sunday) !== 7) sunday = addCalendarDays(sunday, 1);
      let monday = addCalendarDays(today, 1);
      while (isoWeekday(monday) !== 1) monday = addCalendarDays(monday, 1);
      const base = { storeId: store!.id, day: monday, startsAt: '10:00' };
      expectError(
        await hugo.api.bookBikeCheck({ ...base, day: addCalendarDays(today, -1) }),
        400,
        'VALIDATION_FAILED',
        ['body.day'],
      );
      expectError(
        await hugo.api.bookBikeCheck({ ...base, day: sunday }),
        400,
        'VALIDATION_FAILED',
        ['body.day'],
      );
      expectError(
        await hugo.api.bookBikeCheck({ ...base, startsAt: '10:10' }),
        400,
        'VALIDATION_FAILED',
        ['body.startsAt'],
      );
      expectError(
        await hugo.api.bookBikeCheck({ ...base, storeId: 999_999 }),
        400,
        'VALIDATION_FAILED',
        ['body.storeId'],
      );
      expectError(await pending.api.bookBikeCheck(base), 403, 'FORBIDDEN');
      expectError(
        await hugo.api.listBikeCheckSlots(store!.id, addCalendarDays(today, 61)),
        400,
        'VALIDATION_FAILED',
        ['query.day'],
      );
      expectError(await hugo.api.listBikeCheckSlots(999_999, monday), 404, 'NOT_FOUND');
      const badId = await errorOf(
        await hugo.browser.fetch('/api/v2/bike-checks/abc', { method: 'DELETE' }),
      );
      expect(badId).toMatchObject({ status: 400, fields: ['path.id'] });
      const anonymous = sponsorshipApi(openBrowser(running().url).api);
      expectError(await anonymous.listBikeCheckStores(), 401, 'UNAUTHORIZED');
      expectError(await anonymous.listMyBikeChecks(), 401, 'UNAUTHORIZED');
    });
  });
}
