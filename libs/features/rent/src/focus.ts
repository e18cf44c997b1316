import type { RefObject } from 'react';

/**
 * Moves focus to `ref` once a closing dialog has handed focus back (react-aria restores it on the
 * next animation frame), so the message the rider must hear is where focus lands (WCAG 3.3.1, 4.1.3).
 */
export function afterDialogFocus(ref: RefObject<HTMLElement | null>) {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => ref.current?.focus());
  });
  return () => cancelAnimationFrame(frame);
}
