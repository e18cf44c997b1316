import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNotification, isNotificationVariant, notificationVariants } from './index';

describe('notifications (spec sections 3, 4, 9)', () => {
  it('defaults to the error variant, "Une erreur est survenue" and 5000 ms', () => {
    expect(createNotification({}, 1234)).toEqual({
      messageId: 'errors.default',
      message: 'Une erreur est survenue',
      delay: 5000,
      variant: 'error',
      timestamp: 1234,
    });
  });

  it('keeps what the caller gives', () => {
    expect(
      createNotification({ messageId: 'app.loading', variant: 'success', delay: 3000 }, 1),
    ).toMatchObject({ messageId: 'app.loading', variant: 'success', delay: 3000 });
  });

  it('lists the nine variants of the specification, and recognises only them', () => {
    expect(notificationVariants).toEqual([
      'primary',
      'secondary',
      'success',
      'error',
      'warning',
      'canceled',
      'black',
      'neutral',
      'information',
    ]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...notificationVariants)), (value) => {
        expect(isNotificationVariant(value)).toBe(
          (notificationVariants as readonly string[]).includes(value),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
