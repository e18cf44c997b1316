import { useCallback, useMemo, useRef, type RefObject } from 'react';

/** What `useAnswerFocus` gives a form that waits for an answer. */
export interface AnswerFocus {
  /** Called as the form is sent: remembers where the focus is then. */
  sent: () => void;
  /**
   * Moves the focus to the answer's message (or any element) in the next frame, once it is
   * rendered, unless the user has moved on since the form was sent.
   */
  focus: (target: RefObject<HTMLElement | null>) => void;
}

/**
 * Where the focus goes when a form's answer arrives (the answer's message is focused, so a screen
 * reader reads it and a keyboard user starts from it): there, unless the user moved on while the
 * answer was on its way. The focus still on what sent the form (the button, the field where Enter
 * was pressed), or on nothing (the busy button let it go), moves; a field the user went on to type in
 * keeps it, so no keystroke lands elsewhere, and the message is still shown (and announced by its
 * role).
 */
export function useAnswerFocus(): AnswerFocus {
  const focusedAtSend = useRef<Element | null>(null);
  const sent = useCallback(() => {
    focusedAtSend.current = document.activeElement;
  }, []);
  const focus = useCallback((target: RefObject<HTMLElement | null>) => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const from = focusedAtSend.current;
      const movedOn =
        from !== null && active !== null && active !== document.body && active !== from;
      if (!movedOn) target.current?.focus();
    });
  }, []);
  return useMemo(() => ({ sent, focus }), [sent, focus]);
}
