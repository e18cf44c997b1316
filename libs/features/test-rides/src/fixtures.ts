import type { Schemas } from '@velo/api-sdk';

/** Every day open 10:00–19:00 except Sunday and Monday (closed). */
export const openingHours: Schemas['OpeningDay'][] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  periods: weekday === 1 || weekday === 7 ? [] : [{ opens: '10:00', closes: '19:00' }],
}));

export function aStore(overrides: Partial<Schemas['Store']> = {}): Schemas['Store'] {
  return {
    id: 1,
    name: 'Cycles du Marais',
    street: '12 rue de Bretagne',
    postalCode: '75003',
    city: 'Paris',
    latitude: 48.8631,
    longitude: 2.3622,
    phone: '+33142720101',
    slotMinutes: 30,
    openingHours,
    closedOn: null,
    ...overrides,
  };
}
