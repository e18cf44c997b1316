import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

function Example({ isDismissable = true }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Supprimer mon compte</Button>
      <Dialog
        title="Supprimer votre compte ?"
        role="alertdialog"
        isDismissable={isDismissable}
        footer={({ close }) => <Button onPress={close}>Annuler</Button>}
      >
        Cette action est définitive.
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and takes focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Supprimer mon compte' });
    await user.click(trigger);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its named close button and with footer actions', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('is not dismissable by Escape when asked', async () => {
    const user = userEvent.setup();
    render(<Example isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  });
});
