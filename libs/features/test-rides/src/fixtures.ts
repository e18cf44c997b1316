import type { Schemas } from '@velo/api-sdk';
import { aProposalStore } from '@velo/data/testing';

/** Every day open 10:00–19:00 except Sunday and Monday (closed). */
export const openingHours: Schemas['OpeningDay'][] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  periods: weekday === 1 || weekday === 7 ? [] : [{ opens: '10:00', closes: '19:00' }],
}));

/** Cycles du Marais, in the Marais, as the store search answers it: slots of 30 minutes. */
export function aStore(overrides: Partial<Schemas['Store']> = {}): Schemas['Store'] {
  return {
    ...aProposalStore(),
    latitude: 48.8631,
    longitude: 2.3622,
    slotMinutes: 30,
    openingHours,
    closedOn: null,
    ...overrides,
  };
}

/** A test ride booked at Cycles du Marais on Tuesday 8 January 2030, 11:00 to 11:30. */
export function aTestRide(
  overrides: Partial<Schemas['TestRideBooking']> = {},
): Schemas['TestRideBooking'] {
  return {
    id: 9,
    store: aProposalStore(),
    bike: null,
    day: '2030-01-08',
    startsAt: '11:00',
    endsAt: '11:30',
    bookedAt: '2029-12-01T10:00:00.000Z',
    ...overrides,
  };
}
