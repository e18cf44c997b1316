import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkField } from './CopyLinkField';

const link = 'https://app.velo.fr/join/acme/acme-invite-2026';

function renderField() {
  return render(
    <CopyLinkField
      link={link}
      label="Lien d’invitation de l’entreprise"
      copyText="Copier le lien"
      copiedText="Lien copié."
      copyFailedText="Copie impossible : sélectionnez le lien pour le copier."
    />,
  );
}

function clipboardWith(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyLinkField', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the link in a read-only field named by its label, and an empty status line', () => {
    renderField();
    const field = screen.getByRole('textbox', { name: 'Lien d’invitation de l’entreprise' });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link with the button and says so in the status line', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderField();
    clipboardWith(writeText);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Lien copié.')).toHaveAttribute('role', 'status');
  });

  it('says when the clipboard refuses, the link staying in the field to copy by hand', async () => {
    const user = userEvent.setup();
    renderField();
    clipboardWith(vi.fn().mockRejectedValue(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(
      await screen.findByText('Copie impossible : sélectionnez le lien pour le copier.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox')).toHaveValue(link);
  });

  it('copies from the keyboard alone', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderField();
    clipboardWith(writeText);
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Lien copié.')).toBeInTheDocument();
  });
});
