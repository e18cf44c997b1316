import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createNotification,
  isNotificationVariant,
  NotificationCountdown,
  notificationShownMs,
  notificationVariants,
} from './index';

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

  it('stays up for its delay, or for its reading time when that is longer (spec section 9)', () => {
    expect(notificationShownMs('Une erreur est survenue')).toBe(5000);
    expect(notificationShownMs('Copié', 1000)).toBe(2500);
    const thirty = Array.from({ length: 30 }, (_, index) => `mot${index}`).join(' ');
    // 30 words at 200 a minute: 9 s, longer than the default 5 s.
    expect(notificationShownMs(thirty)).toBe(9000);
    expect(notificationShownMs(thirty, Infinity)).toBe(Infinity);
  });

  it('counts down in ticks of 500 ms, to the tick after its time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), (shownMs) => {
        const countdown = new NotificationCountdown(shownMs);
        let ticks = 1;
        while (!countdown.tick()) ticks += 1;
        expect(ticks).toBe(Math.ceil(shownMs / 500));
      }),
    );
  });

  it('once let go, stays at least 3000 ms more and never longer than its own time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2500, max: 60_000 }),
        fc.integer({ min: 0, max: 200 }),
        (shownMs, ticksBefore) => {
          const countdown = new NotificationCountdown(shownMs);
          for (let tick = 0; tick < ticksBefore && !countdown.done; tick += 1) countdown.tick();
          const wasDone = countdown.done;
          countdown.release();
          let left = 0;
          while (!countdown.done) {
            countdown.tick();
            left += 500;
          }
          expect(left).toBeLessThanOrEqual(Math.ceil(shownMs / 500) * 500);
          if (!wasDone) expect(left).toBeGreaterThanOrEqual(Math.min(3000, shownMs));
        },
      ),
    );
  });
});
