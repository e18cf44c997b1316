import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { createTestContext, type FakeRoutes } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, parisDate } from '@velo/leasing';
import { createSponsorshipRoutes } from './routes';

const loaded = { timeout: 20_000 };

function aStore(overrides: Partial<Schemas['BikeCheckStore']> = {}): Schemas['BikeCheckStore'] {
  return {
    id: 3,
    name: 'Sportéo Paris Bastille',
    street: '26 boulevard Beaumarchais',
    postalCode: '75011',
    city: 'Paris',
    phone: '+33143550101',
    slotMinutes: 30,
    // Open every day, so the first day offered is today whatever day the test runs.
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      periods: [{ opens: '09:30', closes: '19:30' }],
    })),
    ...overrides,
  };
}

const today = parisDate(new Date());
const day = addCalendarDays(today, 2);

function aBooking(): Schemas['BikeCheckBooking'] {
  return {
    id: 12,
    store: aStore(),
    day: '2030-01-08',
    startsAt: '10:00',
    endsAt: '10:30',
    createdAt: '2030-01-01T09:00:00Z',
  };
}

function renderBikeCheck(
  routes: FakeRoutes,
  { path = '/bikeCheck', locale = 'fr' as Locale, bikeCheck = true } = {},
) {
  const context = createTestContext({
    'GET /api/v2/bike-check/stores': {
      body: [aStore(), aStore({ id: 4, name: 'Sportéo Lyon Part-Dieu', city: 'Lyon' })],
    },
    ...routes,
  });
  const { bikeCheck: route } = createSponsorshipRoutes(context, { bikeCheck });
  return renderScreen({ routes: route, path, context, locale });
}

describe('/bikeCheck', () => {
  it('with its feature flag off, says the check is not offered and asks the server nothing', async () => {
    const { context } = renderBikeCheck({}, { bikeCheck: false });
    expect(
      await screen.findByText(
        'Le contrôle du vélo en magasin de sport n’est pas proposé en ce moment.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(context.calls).toEqual([]);
  });

  it('books a check: store, day and slot, then shows it, focused', async () => {
    let booked: Schemas['BikeCheckBooking'] | null = null;
    let sent: unknown;
    const { router } = renderBikeCheck({
      'GET /api/v2/bike-checks': () => ({ body: booked ? [booked] : [] }),
      'GET /api/v2/bike-check/stores/3/slots': (request) => ({
        body: {
          storeId: 3,
          day: new URL(request.url).searchParams.get('day'),
          slotMinutes: 30,
          slots: [
            { startsAt: '09:30', endsAt: '10:00', free: false },
            { startsAt: '10:00', endsAt: '10:30', free: true },
          ],
        },
      }),
      'POST /api/v2/bike-checks': async (request) => {
        sent = await request.json();
        booked = { ...aBooking(), day, startsAt: '10:00', endsAt: '10:30' };
        return { status: 201, body: booked };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Magasin/ }, loaded));
    await user.click(await screen.findByRole('option', { name: 'Sportéo Paris Bastille (Paris)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?storeId=3'));
    await user.click(await screen.findByRole('button', { name: /Jour/ }));
    const options = await screen.findAllByRole('option');
    await user.click(options[2]!);
    await waitFor(() => expect(router.state.location.search).toBe(`?storeId=3&day=${day}`));
    const slots = await screen.findByRole('radiogroup', { name: /Créneau/ }, loaded);
    expect(
      within(slots).getByRole('radio', { name: 'De 09:30 à 10:00 (déjà pris)' }),
    ).toBeDisabled();
    // No slot chosen: said next to the group, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await within(slots).findByText('Choisissez un créneau libre')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.click(within(slots).getByRole('radio', { name: 'De 10:00 à 10:30' }));
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    const done = await screen.findByText(
      'Contrôle réservé. Présentez-vous au magasin avec votre vélo.',
      {},
      loaded,
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(sent).toEqual({ storeId: 3, day, startsAt: '10:00' });
    expect(screen.getByRole('heading', { name: 'Votre contrôle' })).toBeInTheDocument();
    expect(screen.getByText(/de 10:00 à 10:30$/)).toBeInTheDocument();
  });

  it('a slot taken meanwhile says so, focused, and the slots are read again', async () => {
    let reads = 0;
    renderBikeCheck(
      {
        'GET /api/v2/bike-checks': { body: [] },
        'GET /api/v2/bike-check/stores/3/slots': () => {
          reads += 1;
          return {
            body: {
              storeId: 3,
              day,
              slotMinutes: 30,
              slots: [{ startsAt: '10:00', endsAt: '10:30', free: reads === 1 }],
            },
          };
        },
        'POST /api/v2/bike-checks': {
          status: 409,
          body: { code: 'SLOT_TAKEN', message: 'taken' },
        },
      },
      { path: `/bikeCheck?storeId=3&day=${day}` },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'De 10:00 à 10:30' }, loaded));
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent('Ce créneau vient d’être pris : choisissez-en un autre.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(
      await screen.findByRole('radio', { name: 'De 10:00 à 10:30 (déjà pris)' }),
    ).toBeDisabled();
  });

  it('a booked check is cancelled after a confirmation, then the form is back', async () => {
    let cancelled = false;
    renderBikeCheck({
      'GET /api/v2/bike-checks': () => ({ body: cancelled ? [] : [aBooking()] }),
      'DELETE /api/v2/bike-checks/12': () => {
        cancelled = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText('Le mardi 8 janvier, de 10:00 à 10:30', {}, loaded),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler le contrôle' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Annuler ce contrôle/ });
    expect(cancelled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
    const done = await screen.findByText('Votre contrôle est annulé.', {}, loaded);
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(cancelled).toBe(true);
    expect(screen.getByRole('heading', { name: 'Réserver un contrôle' })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderBikeCheck({ 'GET /api/v2/bike-checks': { body: [aBooking()] } }, { locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bike check' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('On Tuesday 8 January, from 10:00 to 10:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the check' })).toBeInTheDocument();
  });
});
