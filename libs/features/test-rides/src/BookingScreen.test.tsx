import { renderScreen } from '@velo/auth/testing';
import { createTestContext, type FakeRoutes } from '@velo/data/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addCalendarDays, isoWeekday, parisDate } from '@velo/leasing';
import { bookingHorizonDays } from './data';
import { aStore, aTestRide } from './fixtures';
import { daysPerPage, firstBookableDay, firstOpenDay } from './hours';
import { createTestRideRoutes } from './routes';

// The first test of the file also pays for loading the lazy screen, under a busy machine.
const loaded = { timeout: 25_000 };
const geo = { geocodingUrl: 'https://geo.test', mapTilesUrl: 'https://tiles.test/wmts' };

function renderBooking(routes: FakeRoutes, path: string) {
  const context = createTestContext(routes);
  const { newTestRide, myTestRides } = createTestRideRoutes(context, geo);
  return renderScreen({ routes: [newTestRide, myTestRides], path, context });
}

const day = '2030-01-08';
const slots = (taken: string[]) => ({
  storeId: 1,
  day,
  slotMinutes: 30,
  slots: ['10:00', '10:30', '11:00'].map((start) => ({
    startsAt: start,
    endsAt: start
      .replace(/:(\d\d)$/, (_, m: string) => (m === '00' ? ':30' : ':00'))
      .replace(/^(\d\d):00$/, (full) => full),
    free: !taken.includes(start),
  })),
});

describe('booking a test ride', () => {
  it('offers the free slots, taken ones disabled, and answers a slot just taken with the spec text and fresh slots', async () => {
    const user = userEvent.setup();
    let taken = ['10:00'];
    const { context } = renderBooking(
      {
        'GET /api/v2/stores/1': { body: aStore() },
        'GET /api/v2/stores/1/test-ride-slots': () => ({ body: slots(taken) }),
        'POST /api/v2/test-rides': () => {
          taken = ['10:00', '10:30'];
          return { status: 409, body: { code: 'SLOT_TAKEN', message: 'taken' } };
        },
      },
      `/test-rides/new?storeId=1&day=${day}`,
    );
    expect(
      await screen.findByRole('radiogroup', { name: 'Créneaux disponibles' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^10:00 – .*déjà pris/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^10:30 – / }));
    await user.click(screen.getByRole('button', { name: 'Confirmer l’essai' }));
    expect(
      await screen.findByText(
        'Votre demande d’essai ne peut pas être validée, veuillez réessayer plus tard',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('radio', { name: /^10:30 – .*déjà pris/ }, loaded),
    ).toBeDisabled();
    expect(
      context.calls.filter((call) => call.startsWith('GET /api/v2/stores/1/test-ride-slots')),
    ).toHaveLength(2);
  });

  it('asks for a slot before sending, then books and opens my test rides', async () => {
    const user = userEvent.setup();
    const booking = aTestRide({ day });
    const { context, router } = renderBooking(
      {
        'GET /api/v2/stores/1': { body: aStore() },
        'GET /api/v2/stores/1/test-ride-slots': { body: slots([]) },
        'POST /api/v2/test-rides': { status: 201, body: booking },
        'GET /api/v2/test-rides': { body: [booking] },
      },
      `/test-rides/new?storeId=1&day=${day}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmer l’essai' }, loaded));
    expect(screen.getByText('Choisissez un créneau.')).toBeInTheDocument();
    expect(context.calls.some((call) => call.startsWith('POST'))).toBe(false);
    await user.click(screen.getByRole('radio', { name: /^11:00 – / }));
    await user.click(screen.getByRole('button', { name: 'Confirmer l’essai' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes essais' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Votre essai est réservé.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/test-rides');
  });

  it('books a test ride of the bike chosen on its page', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const booking = aTestRide({
      day,
      bike: { id: 42, brand: 'Urban Arrow', model: 'Family Cargo Line' },
    });
    renderBooking(
      {
        'GET /api/v2/bike-models/42': {
          body: { id: 42, brand: 'Urban Arrow', model: 'Family Cargo Line' },
        },
        'GET /api/v2/stores/1': { body: aStore() },
        'GET /api/v2/stores/1/test-ride-slots': { body: slots([]) },
        'POST /api/v2/test-rides': async (request) => {
          sent.push(await request.json());
          return { status: 201, body: booking };
        },
        'GET /api/v2/test-rides': { body: [booking] },
      },
      `/test-rides/new?storeId=1&day=${day}&bikeId=42`,
    );
    expect(
      await screen.findByText('Vélo à essayer : Urban Arrow Family Cargo Line', {}, loaded),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^11:00 – / }));
    await user.click(screen.getByRole('button', { name: 'Confirmer l’essai' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes essais' }, loaded),
    ).toBeInTheDocument();
    // (The day is the store's first bookable one: the fake's day is beyond the booking horizon.)
    expect(sent).toEqual([
      {
        storeId: 1,
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        startsAt: '11:00',
        bikeModelId: 42,
      },
    ]);
    // My test rides say which bike.
    expect(screen.getByText('Vélo à essayer : Urban Arrow Family Cargo Line')).toBeInTheDocument();
  });

  it('without a store, sends the rider to the stores that offer the bike chosen', async () => {
    renderBooking(
      {
        'GET /api/v2/bike-models/42': {
          body: { id: 42, brand: 'Urban Arrow', model: 'Family Cargo Line' },
        },
      },
      '/test-rides/new?bikeId=42',
    );
    expect(
      await screen.findByText(
        'Choisissez d’abord un magasin partenaire qui propose ce vélo.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un magasin' })).toHaveAttribute(
      'href',
      '/stores?bikeId=42',
    );
  });

  it('sends the rider to the stores without a store, and says when a store has closed', async () => {
    renderBooking({}, '/test-rides/new');
    expect(
      await screen.findByText('Choisissez d’abord un magasin partenaire.', {}, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un magasin' })).toHaveAttribute(
      'href',
      '/stores',
    );
  });

  it('says when the store has closed for good, and offers no slot', async () => {
    const { context } = renderBooking(
      { 'GET /api/v2/stores/3': { body: aStore({ id: 3, closedOn: '2026-10-01' }) } },
      '/test-rides/new?storeId=3',
    );
    expect(
      await screen.findByText('Ce magasin a fermé ; choisissez-en un autre.', {}, loaded),
    ).toBeInTheDocument();
    expect(context.calls.some((call) => call.includes('test-ride-slots'))).toBe(false);
  });

  it('opens on the next open day when every slot left on the first one is taken', async () => {
    const first = firstBookableDay(aStore());
    const next = firstOpenDay(aStore().openingHours, addCalendarDays(first, 1));
    const { context } = renderBooking(
      {
        'GET /api/v2/stores/1': { body: aStore() },
        'GET /api/v2/stores/1/test-ride-slots': (request) => {
          const on = new URL(request.url).searchParams.get('day');
          const answer = slots(on === first ? ['10:00', '10:30', '11:00'] : ['10:00']);
          return { body: { ...answer, day: on } };
        },
      },
      '/test-rides/new?storeId=1',
    );
    const group = await screen.findByRole('radiogroup', { name: 'Jour de l’essai' }, loaded);
    expect(within(group).getByRole('radio', { checked: true })).toHaveAttribute('value', next);
    expect(screen.getByRole('radio', { name: /^10:30 – / })).toBeEnabled();
    expect(screen.queryByText(/Plus aucun créneau libre/)).not.toBeInTheDocument();
    expect(
      context.calls.filter((call) => call.startsWith('GET /api/v2/stores/1/test-ride-slots')),
    ).toEqual([
      `GET /api/v2/stores/1/test-ride-slots?day=${first}`,
      `GET /api/v2/stores/1/test-ride-slots?day=${next}`,
    ]);
  });

  it('offers the days from today three weeks at a time, closed days disabled with the reason; arrow keys move between open days and put the day in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderBooking(
      {
        'GET /api/v2/stores/1': { body: aStore() },
        'GET /api/v2/stores/1/test-ride-slots': { body: slots([]) },
      },
      '/test-rides/new?storeId=1',
    );
    const today = parisDate(new Date());
    const group = await screen.findByRole('radiogroup', { name: 'Jour de l’essai' }, loaded);
    const days = () => within(group).getAllByRole('radio');
    const values = () => days().map((radio) => radio.getAttribute('value'));
    expect(values()).toEqual(
      Array.from({ length: daysPerPage }, (_, i) => addCalendarDays(today, i)),
    );
    // The fixture store closes on Sundays and Mondays: those days are named closed and disabled.
    for (const radio of days()) {
      const value = radio.getAttribute('value') ?? '';
      const closed = isoWeekday(value) === 7 || isoWeekday(value) === 1;
      expect(radio.hasAttribute('disabled'), value).toBe(closed);
      const name = radio.closest('label')?.textContent ?? '';
      expect(name.endsWith('– fermé'), value).toBe(closed);
    }
    const monday = days().find((radio) => isoWeekday(radio.getAttribute('value') ?? '') === 1);
    expect(monday?.closest('label')).toHaveTextContent(/^lundi \d+ \p{L}+ – fermé$/u);

    // The first day with a slot still ahead is chosen; the right arrow moves to the next open day,
    // skipping closed ones.
    const first = firstBookableDay(aStore());
    const chosen = within(group).getByRole('radio', { checked: true });
    expect(chosen).toHaveAttribute('value', first);
    await user.click(chosen);
    await user.keyboard('{ArrowRight}');
    const next = firstOpenDay(aStore().openingHours, addCalendarDays(first, 1));
    expect(within(group).getByRole('radio', { checked: true })).toHaveAttribute('value', next);
    expect(within(group).getByRole('radio', { checked: true })).toHaveFocus();
    await vi.waitFor(() => expect(router.state.location.search).toContain(`day=${next}`));

    // Later weeks, up to the last day the API books (60 days ahead); never a past day.
    const earlier = screen.getByRole('button', { name: 'Jours précédents' });
    const later = screen.getByRole('button', { name: 'Jours suivants' });
    expect(earlier).toBeDisabled();
    await user.click(later);
    expect(values()[0]).toBe(addCalendarDays(today, daysPerPage));
    await user.click(later);
    expect(values().at(-1)).toBe(addCalendarDays(today, bookingHorizonDays));
    expect(later).toBeDisabled();
    expect(screen.getByText(/^Du \S+ \d+ \S+ au \S+ \d+ \S+$/)).toBeInTheDocument();
  });
});
