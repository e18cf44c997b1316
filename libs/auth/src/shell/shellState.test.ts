import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { maintenanceAtom, notificationAtom } from './shellState';

describe('shell state (spec section 2.1)', () => {
  it('starts without maintenance and without a notification, separately for each store', () => {
    const first = createStore();
    const second = createStore();
    expect(first.get(maintenanceAtom)).toBe(false);
    expect(first.get(notificationAtom)).toBeNull();
    first.set(maintenanceAtom, true);
    expect(second.get(maintenanceAtom)).toBe(false);
  });

  it("a notification defaults to 'Une erreur est survenue', 5000 ms, the error variant; null closes it", () => {
    const store = createStore();
    store.set(notificationAtom, {});
    expect(store.get(notificationAtom)).toMatchObject({
      messageId: 'errors.default',
      message: 'Une erreur est survenue',
      delay: 5000,
      variant: 'error',
    });
    store.set(notificationAtom, { messageId: 'app.loading', variant: 'success', delay: 3000 });
    expect(store.get(notificationAtom)).toMatchObject({ variant: 'success', delay: 3000 });
    store.set(notificationAtom, null);
    expect(store.get(notificationAtom)).toBeNull();
  });
});
