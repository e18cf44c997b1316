import type { Page } from '@playwright/test';
import { expect, settle as settleScreen, signInThroughApi, test } from './fixtures';

/**
 * Baselines of the stores list, the booking screen and my test rides at a phone (390 px) and a
 * desktop (1280 px) width. The stores, slots and bookings are fixed answers and the clock is fixed,
 * so the pictures do not move with the day or with what other tests booked. Update on purpose with
 * `--update-snapshots` on this file only.
 */
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  periods:
    weekday === 7
      ? []
      : [
          { opens: '10:00', closes: '12:30' },
          { opens: '14:00', closes: '19:00' },
        ],
}));
const store = (id: number, name: string, street: string, postalCode: string) => ({
  id,
  name,
  street,
  postalCode,
  city: 'Paris',
  latitude: 48.86,
  longitude: 2.36,
  phone: '+33142720101',
  slotMinutes: 30,
  openingHours: hours,
  closedOn: null,
});
const stores = [
  store(1, 'Cycles du Marais', '12 rue de Bretagne', '75003'),
  store(2, 'Vélo Bastille', '38 rue de la Roquette', '75011'),
  store(3, 'Bicyclette Nation', '8 cours de Vincennes', '75012'),
];
const day = '2030-01-08';
const booking = {
  id: 7,
  store: {
    id: 1,
    name: 'Cycles du Marais',
    street: '12 rue de Bretagne',
    postalCode: '75003',
    city: 'Paris',
    phone: '+33142720101',
  },
  day,
  startsAt: '14:30',
  endsAt: '15:00',
  bookedAt: '2030-01-07T09:00:00.000Z',
};

async function fixedAnswers(page: Page) {
  await page.clock.setFixedTime(new Date('2030-01-07T10:00:00+01:00'));
  const json = (body: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await page.route('**/api/v2/stores?*', (route) =>
    route.fulfill(
      json({
        origin: { latitude: 48.863, longitude: 2.3601 },
        radiusKm: 10,
        stores: stores.map((item, index) => ({ store: item, distanceKm: [0.2, 1.4, 2.9][index] })),
      }),
    ),
  );
  await page.route('**/api/v2/stores/1', (route) => route.fulfill(json(stores[0])));
  await page.route('**/api/v2/stores/1/test-ride-slots?*', (route) =>
    route.fulfill(
      json({
        storeId: 1,
        day,
        slotMinutes: 30,
        slots: ['10:00', '10:30', '11:00', '11:30', '14:00', '14:30'].map((start, index) => ({
          startsAt: start,
          endsAt: ['10:30', '11:00', '11:30', '12:00', '14:30', '15:00'][index],
          free: index !== 1 && index !== 4,
        })),
      }),
    ),
  );
  await page.route('**/api/v2/test-rides', (route) => route.fulfill(json([booking])));
}

async function settle(page: Page) {
  await settleScreen(page);
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`visual test rides, ${name}`, () => {
    test.use({ viewport });

    test(`stores, booking and my test rides (${name})`, async ({ page }) => {
      await fixedAnswers(page);
      await signInThroughApi(page, 'rider@acme.test');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');

      await page.goto('/rider/stores?postalCode=75003&radiusKm=10');
      await expect(page.getByRole('heading', { level: 2, name: 'Cycles du Marais' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`stores-${name}.png`, { fullPage: true });

      await page.goto(`/rider/test-rides/new?storeId=1&day=${day}`);
      await expect(page.getByRole('radiogroup', { name: 'Créneaux disponibles' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`booking-${name}.png`, { fullPage: true });

      await page.goto('/rider/test-rides');
      await expect(page.getByRole('heading', { level: 2, name: 'Cycles du Marais' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`my-test-rides-${name}.png`, { fullPage: true });
    });
  });
}
