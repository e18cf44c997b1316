/**
 * The notification model of spec sections 3, 4 and 9: the one list of variants, and a notification's
 * content with the specification's defaults. Framework-free: the design system draws the variants,
 * the app keeps the current notification in its store, and the data policy raises the default one.
 */
import { readingTimeMs, type PlainMessageId } from '@velo/i18n';

/** Spec section 4 (UI): the notification-bar variants. The only list: styles, docs and types derive from it. */
export const notificationVariants = [
  'primary',
  'secondary',
  'success',
  'error',
  'warning',
  'canceled',
  'black',
  'neutral',
  'information',
] as const;
export type NotificationVariant = (typeof notificationVariants)[number];

export function isNotificationVariant(value: unknown): value is NotificationVariant {
  return (notificationVariants as readonly unknown[]).includes(value);
}

/** Spec sections 3 and 8: the default message, as a catalogue id with its French source text. */
export const defaultNotificationMessageId = 'errors.default' satisfies PlainMessageId;
export const defaultNotificationMessage = 'Une erreur est survenue';
/** Spec section 9: snackbar default delay. */
export const defaultNotificationDelayMs = 5000;
/** Spec section 9: how long a notification takes to fade out. */
export const notificationFadeMs = 3000;
/**
 * Spec section 9's "second delay constant": once the reader stops holding the bar (the pointer
 * leaves it, focus moves on), it stays at least this long, however little of its time was left.
 */
export const notificationResumeDelayMs = 3000;
/** Spec section 9: the countdown advances in ticks of 500 ms, and only while the bar is not held. */
export const notificationTickMs = 500;

/**
 * How long a notification stays up before it fades (spec section 9): its delay, but never less than
 * the reading time of its text (the larger of 2500 ms and its words at 200 a minute), so a long
 * message given a short delay can still be read. `Infinity` stays until dismissed.
 */
export function notificationShownMs(message: string, delay = defaultNotificationDelayMs): number {
  return Math.max(delay, readingTimeMs(message));
}

/**
 * The countdown of one notification, framework-free (the design system's snackbar drives it):
 * `tick()` every `notificationTickMs` while it is shown and not held, `release()` when the reader
 * lets go of it; `done` once its time is up.
 */
export class NotificationCountdown {
  private elapsed = 0;
  constructor(readonly shownMs: number) {}

  /** One tick of the countdown; true once the notification's time is up. */
  tick(): boolean {
    this.elapsed += notificationTickMs;
    return this.done;
  }

  /** The reader let go: at least `notificationResumeDelayMs` more, never more than its own time. */
  release(): void {
    const left = this.shownMs - this.elapsed;
    if (left < notificationResumeDelayMs) {
      this.elapsed = Math.max(0, this.shownMs - notificationResumeDelayMs);
    }
  }

  get done(): boolean {
    return this.elapsed >= this.shownMs;
  }
}

/** What is shown: spec section 3, "Snackbar content". */
export interface Notification {
  /** The catalogue id to show (a text without values). */
  messageId: PlainMessageId;
  /** Its French source text, shown if the catalogue cannot be used. */
  message: string;
  delay: number;
  variant: NotificationVariant;
  /** When it was raised, so the same message raised twice shows twice. */
  timestamp: number;
}

/** What a caller gives; every field has the specification's default. */
export interface NotificationInput {
  messageId?: PlainMessageId;
  message?: string;
  delay?: number;
  variant?: NotificationVariant;
  timestamp?: number;
}

/**
 * Spec sections 3 and 8: message 'Une erreur est survenue' and 5000 ms by default. The default
 * message is the default user-facing error, hence the error variant by default.
 */
export function createNotification(input: NotificationInput = {}, now = Date.now()): Notification {
  return {
    messageId: input.messageId ?? defaultNotificationMessageId,
    message: input.message ?? defaultNotificationMessage,
    delay: input.delay ?? defaultNotificationDelayMs,
    variant: input.variant ?? 'error',
    timestamp: input.timestamp ?? now,
  };
}
