import { createTestContext, renderRoutes } from '@velo/data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountSwitchDialog } from './AccountSwitchDialog';

const current = { firstName: 'Camille', lastName: 'Martin', email: 'camille.martin@acme.fr' };
const other = { firstName: 'Eve', lastName: 'Durand', email: 'eve.durand@example.com' };

function renderDialog() {
  const onAccept = vi.fn();
  const onDecline = vi.fn();
  renderRoutes({
    routes: [
      {
        path: '/',
        element: (
          <>
            <button type="button">Avant</button>
            <AccountSwitchDialog
              current={current}
              other={other}
              onAccept={onAccept}
              onDecline={onDecline}
            />
          </>
        ),
      },
    ],
    path: '/',
    context: createTestContext({}),
  });
  return { onAccept, onDecline };
}

describe('the account-switch question of a start link', () => {
  it('names both accounts, takes the focus and answers from the keyboard', async () => {
    const { onAccept, onDecline } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: /^Changer de compte/ });
    expect(dialog).toHaveTextContent(
      'Vous êtes connecté en tant que Camille Martin (camille.martin@acme.fr) : continuer avec l’autre compte, Eve Durand (eve.durand@example.com) ?',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Continuer avec l’autre compte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('Escape keeps the signed-in account', async () => {
    const { onAccept, onDecline } = renderDialog();
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('"stay on my account" keeps it too', async () => {
    const { onDecline } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Rester sur mon compte' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });
});
