import type { RefObject } from 'react';

/**
 * Moves focus to `ref` once a closing dialog has handed focus back (react-aria restores it on the
 * next animation frame), so the message the user must hear is where focus lands (WCAG 3.3.1, 4.1.3).
 * Returns the cancel, for an effect's clean-up.
 */
export function afterDialogFocus(ref: RefObject<HTMLElement | null>): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => ref.current?.focus());
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * Focuses the first element matching `selector` inside `ref` on the next frame, once the render
 * that shows it (an error message, a form just opened) is on screen: a checkbox the user must tick
 * before going on, the first field of a form (RGAA 11.10, WCAG 3.3.1).
 */
export function focusWithinNextFrame(ref: RefObject<HTMLElement | null>, selector: string): void {
  requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>(selector)?.focus());
}
