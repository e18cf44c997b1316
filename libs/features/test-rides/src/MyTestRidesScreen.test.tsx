import { renderScreen } from '@velo/auth/testing';
import { createTestContext } from '@velo/data/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aTestRide } from './fixtures';
import { createTestRideRoutes } from './routes';

const loaded = { timeout: 10_000 };
const geo = { geocodingUrl: 'https://geo.test', mapTilesUrl: 'https://tiles.test/wmts' };

const booking = aTestRide();

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
    const { myTestRides } = createTestRideRoutes(context, geo);
    renderScreen({ routes: myTestRides, path: '/test-rides', context });
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
