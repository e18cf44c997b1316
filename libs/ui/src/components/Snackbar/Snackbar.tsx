import type { Locale } from '@velo/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { Icon } from '../Icon/Icon';
import {
  defaultNotificationDelayMs,
  NotificationCountdown,
  notificationFadeMs,
  notificationShownMs,
  notificationTickMs,
  notificationVariants,
  type NotificationVariant,
} from '@velo/notifications';
import * as styles from './Snackbar.css';

export { notificationVariants as snackbarVariants };
export type SnackbarVariant = NotificationVariant;

/**
 * Spec section 9: a notification stays 5000 ms unless it says otherwise (never less than its text's
 * reading time), and fades over 3000 ms.
 */
export const defaultSnackbarDelay = defaultNotificationDelayMs;
export const snackbarFadeDuration = notificationFadeMs;

/** The snackbar content kept in the app's shared store (spec section 3, "Snackbar content"). */
export interface SnackbarContent {
  message: string;
  /** @default 'error' */
  variant?: SnackbarVariant;
  /**
   * Milliseconds shown before fading out, never less than the message's reading time (the larger
   * of 2500 ms and its words at 200 a minute); `Infinity` keeps it until dismissed. @default 5000
   */
  delay?: number;
  /** Tells two identical messages apart, so showing the same message again restarts it. */
  timestamp?: number;
}

export interface SnackbarRegionProps {
  /** What to show; `null` shows nothing. The region itself stays in the page so announcements work. */
  content: SnackbarContent | null;
  /** Called once the bar has faded out, by time or by the close button: clear the store then. */
  onClose?: () => void;
  /** Draw the bar in place instead of fixed at the bottom of the viewport (docs). @default false */
  isInline?: boolean;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
}

type Phase = 'hidden' | 'entering' | 'shown' | 'exiting';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The notification bar. Messages go into live regions that are always in the page, so screen readers
 * announce them without focus moving (WCAG 4.1.3): errors assertively (role alert), the rest politely
 * (role status). The countdown pauses while the bar is hovered or holds focus (WCAG 2.2.1), and the
 * close button ends it at once.
 */
export function SnackbarRegion({
  content,
  onClose,
  isInline = false,
  locale,
}: SnackbarRegionProps) {
  const strings = useUiStrings(locale);
  const key = content ? `${content.timestamp ?? ''}\u0000${content.message}` : null;
  // A new message restarts the cycle: the phase belongs to the message it was set for, so it is
  // reset while rendering rather than from an effect.
  const [state, setState] = useState<{ key: string | null; phase: Phase }>({
    key,
    phase: key === null ? 'hidden' : 'entering',
  });
  if (state.key !== key) setState({ key, phase: key === null ? 'hidden' : 'entering' });
  const phase: Phase = state.key === key ? state.phase : key === null ? 'hidden' : 'entering';
  const setPhase = useCallback((next: Phase) => setState({ key, phase: next }), [key]);
  const [paused, setPaused] = useState(false);
  // The latest onClose, so a parent passing a new function each render does not restart the fade.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const delay = content?.delay ?? defaultSnackbarDelay;
  const variant = content?.variant ?? 'error';

  useEffect(() => {
    if (phase !== 'entering') return;
    // One frame at opacity 0 first, so the fade-in transition has a starting point.
    const frame = requestAnimationFrame(() => setPhase('shown'));
    return () => cancelAnimationFrame(frame);
  }, [phase, setPhase]);

  // The countdown (spec section 9): 500 ms ticks while the bar is shown and not held; letting go of
  // it leaves at least 3000 ms. One countdown per message.
  const shownMs = content ? notificationShownMs(content.message, delay) : 0;
  const countdown = useMemo(
    () => (key === null ? null : new NotificationCountdown(shownMs)),
    [key, shownMs],
  );
  const wasPaused = useRef(paused);
  useEffect(() => {
    if (wasPaused.current && !paused) countdown?.release();
    wasPaused.current = paused;
  }, [paused, countdown]);

  useEffect(() => {
    if (phase !== 'shown' || paused || !countdown || !Number.isFinite(shownMs)) return;
    const timer = setInterval(() => {
      if (countdown.tick()) setPhase('exiting');
    }, notificationTickMs);
    return () => clearInterval(timer);
  }, [phase, paused, shownMs, countdown, setPhase]);

  useEffect(() => {
    if (phase !== 'exiting') return;
    const timer = setTimeout(
      () => {
        setPhase('hidden');
        onCloseRef.current?.();
      },
      prefersReducedMotion() ? 0 : snackbarFadeDuration,
    );
    return () => clearTimeout(timer);
  }, [phase, setPhase]);

  const visible = content !== null && phase !== 'hidden';
  const assertive = variant === 'error';

  return (
    <div className={[styles.region, isInline ? styles.inline : ''].join(' ')}>
      <div
        className={[styles.bar, styles.variant[variant]].join(' ')}
        data-phase={visible ? phase : 'hidden'}
        data-variant={variant}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <p role="status" className={styles.message}>
          {visible && !assertive ? content.message : null}
        </p>
        <p role="alert" className={styles.message}>
          {visible && assertive ? content.message : null}
        </p>
        {visible ? (
          <AriaButton
            className={styles.close}
            aria-label={strings.dismiss}
            onPress={() => setPhase('exiting')}
          >
            <Icon name="close" size="sm" />
          </AriaButton>
        ) : null}
      </div>
    </div>
  );
}
