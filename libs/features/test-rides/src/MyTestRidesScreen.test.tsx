import { sessionAtom } from '@velo/auth';
import { aProfile, createTestContext, renderRoutes } from '@velo/data/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestRideRoutes } from './routes';

const loaded = { timeout: 10_000 };
const geo = { geocodingUrl: 'https://geo.test', mapTilesUrl: 'https://tiles.test/wmts' };

const booking = {
  id: 9,
  store: {
    id: 1,
    name: 'Cycles du Marais',
    street: '12 rue de Bretagne',
    postalCode: '75003',
    city: 'Paris',
    phone: '+33142720101',
  },
  day: '2030-01-08',
  startsAt: '11:00',
  endsAt: '11:30',
  bookedAt: '2029-12-01T10:00:00.000Z',
};

describe('my test rides', () => {
  it('lists my bookings and cancels one after a confirmation', async () => {
    const user = userEvent.setup();
    let bookings = [booking];
    const context = createTestContext({
      'GET /api/v2/test-rides': () => ({ body: bookings }),
      'DELETE /api/v2/test-rides/9': () => {
        bookings = [];
        return { status: 204 };
      },
    });
    context.store.set(sessionAtom, {
      authenticated: true,
      profile: aProfile(),
      profileLoaded: true,
    });
    const { myTestRides } = createTestRideRoutes(context, geo);
    renderRoutes({ routes: [myTestRides], path: '/test-rides', context });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cycles du Marais' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('mardi 8 janvier 2030 de 11:00 à 11:30')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', {
        name: 'Annuler l’essai chez Cycles du Marais du 8 janvier 2030',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler cet essai\u202f?' });
    // Keeping it sends nothing.
    await user.click(screen.getByRole('button', { name: 'Non, garder' }));
    expect(dialog).not.toBeInTheDocument();
    expect(context.calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(
      screen.getByRole('button', {
        name: 'Annuler l’essai chez Cycles du Marais du 8 janvier 2030',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Oui, annuler' }));
    expect(
      await screen.findByText('Vous n’avez aucun essai prévu.', {}, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Essai annulé.')).toBeInTheDocument();
    expect(context.calls).toContain('DELETE /api/v2/test-rides/9');
  });
});
