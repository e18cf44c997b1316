import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BankDetailsForm, type BankOutcome } from './BankDetailsForm';
import type { LeaseDocument } from './model';
import { loaded, renderPart } from './testing';

const mandate: LeaseDocument = {
  kind: 'direct-debit-mandate',
  title: 'Mandat de prélèvement SEPA',
  status: 'ready',
  sha256: null,
  signedAt: null,
  sections: [
    {
      heading: 'Créancier',
      paragraphs: [],
      fields: [
        { label: 'Nom', value: 'Velo Leasing SAS' },
        { label: 'Identifiant créancier SEPA (ICS)', value: 'FR12ZZZ123456' },
      ],
    },
    {
      heading: 'Débiteur',
      paragraphs: [
        'Vous bénéficiez du droit d’être remboursé par votre banque dans les 8 semaines.',
      ],
      fields: [{ label: 'Référence unique du mandat (RUM)', value: 'VELO-RUM-000042-2026' }],
    },
  ],
};

describe('the SEPA direct-debit mandate', () => {
  it('checks IBAN and BIC as typed, groups the IBAN by four, and sends them in electronic format', async () => {
    const sent: unknown[] = [];
    await renderPart(
      <BankDetailsForm
        bankDetails={null}
        defaultHolder="Thomas Lefèvre"
        locked={false}
        mandate={mandate}
        onSave={async (values) => {
          sent.push(values);
          return { status: 'saved' } satisfies BankOutcome;
        }}
      />,
    );
    const user = userEvent.setup();
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ }, loaded);
    expect(screen.getByRole('textbox', { name: /^Titulaire du compte/ })).toHaveValue(
      'Thomas Lefèvre',
    );
    // One wrong digit: said as soon as the IBAN is long enough to be one.
    await user.type(iban, 'fr7630006000011234567890188');
    expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 188');
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/Cet IBAN n’est pas valide/));
    await user.type(iban, '{Backspace}9');
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/IBAN reconnu/));
    expect(iban).not.toHaveAttribute('aria-invalid', 'true');

    const bic = screen.getByRole('textbox', { name: /^BIC/ });
    await user.type(bic, 'agrifrp');
    await user.tab();
    await waitFor(() => expect(bic).toHaveAccessibleDescription(/Le BIC doit contenir 8 ou 11/));
    await user.type(bic, 'p');
    await waitFor(() => expect(bic).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées bancaires' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', holderName: 'Thomas Lefèvre' },
      ]),
    );
  });

  const saved = {
    ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
    bic: 'AGRIFRPP',
    holderName: 'Thomas Lefèvre',
    mandateReference: 'VELO-RUM-000042-2026',
    updatedAt: '2030-11-20T10:00:00Z',
  };

  it('shows the saved mandate: holder, IBAN masked, BIC, RUM, and the creditor with its ICS', async () => {
    await renderPart(
      <BankDetailsForm
        bankDetails={saved}
        defaultHolder="Thomas Lefèvre"
        locked={false}
        mandate={mandate}
        onSave={async () => ({ status: 'saved' })}
      />,
    );
    const [reference] = await screen.findAllByText(
      'Référence unique du mandat (RUM)',
      { selector: 'dt' },
      loaded,
    );
    expect(reference?.nextElementSibling).toHaveTextContent('VELO-RUM-000042-2026');
    expect(
      screen.getByText('Titulaire du compte', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Thomas Lefèvre');
    expect(
      screen.getByText('IBAN (numéro de compte)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('FR76 •••• •••• •••• •••• •••• 189');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Mandat de prélèvement SEPA' }),
    ).toBeInTheDocument();
    const ics = screen.getByText('Identifiant créancier SEPA (ICS)');
    expect(ics.tagName).toBe('DT');
    expect(ics.nextElementSibling).toHaveTextContent('FR12ZZZ123456');
    expect(
      screen.getByRole('button', { name: 'Modifier mes coordonnées bancaires' }),
    ).toBeInTheDocument();
  });

  it('a change starts from an empty IBAN, the saved account shown masked; cancel keeps it', async () => {
    const sent: unknown[] = [];
    await renderPart(
      <BankDetailsForm
        bankDetails={saved}
        defaultHolder="Thomas Lefèvre"
        locked={false}
        mandate={null}
        onSave={async (values) => {
          sent.push(values);
          return { status: 'saved' };
        }}
      />,
    );
    const user = userEvent.setup();
    const change = await screen.findByRole(
      'button',
      { name: 'Modifier mes coordonnées bancaires' },
      loaded,
    );
    await user.click(change);
    // The full IBAN is never read back: the field is empty, the saved account named masked.
    const iban = screen.getByRole('textbox', { name: /^IBAN/ });
    expect(iban).toHaveValue('');
    expect(iban).toHaveAccessibleDescription(/jamais réaffiché en entier/);
    expect(
      screen.getByText('Compte enregistré : FR76 •••• •••• •••• •••• •••• 189'),
    ).toBeInTheDocument();
    // The holder and the BIC stay as saved.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Titulaire du compte/ })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: /^Titulaire du compte/ })).toHaveValue(
      'Thomas Lefèvre',
    );
    expect(screen.getByRole('textbox', { name: /^BIC/ })).toHaveValue('AGRIFRPP');

    // Left empty, the IBAN is asked for: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées bancaires' }));
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toEqual([]);

    // Cancel: back to the saved details, unchanged, focus on the button that opened the form.
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Modifier mes coordonnées bancaires' }),
      ).toHaveFocus(),
    );

    // Opened again: empty again; the whole IBAN typed, the change is saved.
    await user.click(screen.getByRole('button', { name: 'Modifier mes coordonnées bancaires' }));
    const again = screen.getByRole('textbox', { name: /^IBAN/ });
    expect(again).toHaveValue('');
    await user.type(again, 'FR7630004008190001234567879');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées bancaires' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { iban: 'FR7630004008190001234567879', bic: 'AGRIFRPP', holderName: 'Thomas Lefèvre' },
      ]),
    );
    expect(await screen.findByText('Vos coordonnées bancaires sont enregistrées.')).toBeVisible();
  });

  it('a refusal of the server goes to the field, which gets focus, the IBAN kept as typed', async () => {
    await renderPart(
      <BankDetailsForm
        bankDetails={null}
        defaultHolder="Thomas Lefèvre"
        locked={false}
        mandate={null}
        onSave={async () => ({ status: 'refused', fields: { iban: 'validation.iban.invalid' } })}
      />,
    );
    const user = userEvent.setup();
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ }, loaded);
    await user.type(iban, 'FR7630006000011234567890189');
    await user.type(screen.getByRole('textbox', { name: /^BIC/ }), 'AGRIFRPP');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées bancaires' }));
    await waitFor(() => expect(iban).toHaveFocus());
    expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  });
});
