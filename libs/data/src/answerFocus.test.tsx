import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAnswerFocus } from './answerFocus';

/** A form whose answer comes when the test says; its message then asks for the focus. */
function setup() {
  let answer: () => void = () => undefined;
  function Screen() {
    const answerFocus = useAnswerFocus();
    const messageRef = useRef<HTMLDivElement>(null);
    const [answered, setAnswered] = useState(false);
    const [sending, setSending] = useState(false);
    return (
      <>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            answerFocus.sent();
            void new Promise<void>((resolve) => (answer = resolve)).then(() => {
              setSending(false);
              setAnswered(true);
              answerFocus.focus(messageRef);
            });
            setSending(true);
          }}
        >
          <input aria-label="Ville" />
          <input aria-label="Téléphone" />
          <button type="submit" disabled={sending}>
            Enregistrer
          </button>
        </form>
        <div role="status" tabIndex={-1} ref={messageRef}>
          {answered ? 'Enregistré' : null}
        </div>
      </>
    );
  }
  render(<Screen />);
  return { answer: () => answer() };
}

describe('useAnswerFocus: the answer takes the focus unless the user moved on', () => {
  it('from the field where Enter was pressed', async () => {
    const user = userEvent.setup();
    const { answer } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Lyon{Enter}');
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('from nothing, when the busy button let the focus go', async () => {
    const user = userEvent.setup();
    const { answer } = setup();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // A disabled button loses the focus: nothing holds it while the answer is on its way.
    screen.getByRole('button', { name: 'Enregistrer' }).blur();
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('not from another field the user went on to type in: every key lands there', async () => {
    const user = userEvent.setup();
    const { answer } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Lyon{Enter}');
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await user.type(phone, '06 11');
    answer();
    await screen.findByText('Enregistré');
    // Two frames: the one the answer asks for the focus in, and one more.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await user.keyboard(' 22 33 44');
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('06 11 22 33 44');
  });
});
