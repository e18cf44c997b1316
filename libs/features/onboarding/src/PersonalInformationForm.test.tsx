import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonalInformationPatch } from './model';
import { PersonalInformationForm, type SaveOutcome } from './PersonalInformationForm';
import { aPersonalInformation, loaded, renderPart } from './testing';

function recorder(
  answer: (patch: PersonalInformationPatch) => SaveOutcome = () => ({ status: 'saved' }),
) {
  const patches: PersonalInformationPatch[] = [];
  const onSave = async (patch: PersonalInformationPatch) => {
    patches.push(patch);
    return answer(patch);
  };
  return { patches, onSave };
}

const geo = 'https://geo.test';

afterEach(() => vi.unstubAllGlobals());

describe('personal information', () => {
  it('shows every user field of spec section 3 with the stored values', async () => {
    const { onSave } = recorder();
    await renderPart(
      <PersonalInformationForm
        initial={aPersonalInformation()}
        lockedAt={null}
        onSave={onSave}
        geocodingUrl={geo}
      />,
    );
    expect(await screen.findByRole('textbox', { name: /^Prénom/ }, loaded)).toHaveValue('Thomas');
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Lefèvre');
    expect(screen.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(
      'signature@acme.test',
    );
    expect(screen.getByRole('textbox', { name: /^Téléphone mobile/ })).toHaveValue(
      '+33 6 12 34 56 78',
    );
    expect(screen.getByRole('textbox', { name: /^Date de naissance/ })).toHaveValue('14/03/1988');
    expect(screen.getByRole('textbox', { name: /^Lieu de naissance/ })).toHaveValue('Lyon');
    expect(screen.getByRole('textbox', { name: /^Nationalité/ })).toHaveValue('France');
    expect(screen.getByRole('textbox', { name: /^Adresse$/ })).toHaveValue('12 Rue de Bretagne');
    expect(screen.getByRole('textbox', { name: /^Complément d’adresse/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Code postal/ })).toHaveValue('75003');
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toHaveValue('Paris');
    expect(screen.getByRole('radio', { name: 'Homme' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Matricule/ })).toHaveValue('A-1042');
    expect(screen.getByRole('textbox', { name: /^Taille \(cm\)/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
  });

  it('saves a field when the rider leaves it, only that field, and says "Enregistré" politely', async () => {
    const { patches, onSave } = recorder();
    await renderPart(
      <PersonalInformationForm
        initial={aPersonalInformation()}
        lockedAt={null}
        onSave={onSave}
        geocodingUrl={geo}
      />,
    );
    const user = userEvent.setup();
    const place = await screen.findByRole('textbox', { name: /^Lieu de naissance/ }, loaded);
    await user.clear(place);
    await user.type(place, 'Villeurbanne');
    expect(patches).toEqual([]);
    await user.tab();
    await waitFor(() => expect(patches).toEqual([{ birthPlace: 'Villeurbanne' }]));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Enregistré'));
    // Leaving an unchanged field asks nothing.
    await user.click(place);
    await user.tab();
    expect(patches).toHaveLength(1);
    // A choice is saved as soon as it is made.
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(patches).toContainEqual({ language: 'en' }));
  });

  it('a birth date under 18 says so; a nationality is typed and chosen, then saved', async () => {
    const { patches, onSave } = recorder();
    await renderPart(
      <PersonalInformationForm
        initial={aPersonalInformation({ nationality: null })}
        lockedAt={null}
        onSave={onSave}
        geocodingUrl={geo}
      />,
    );
    const user = userEvent.setup();
    const birth = await screen.findByRole('textbox', { name: /^Date de naissance/ }, loaded);
    const young = new Date().getFullYear() - 10;
    await user.clear(birth);
    await user.type(birth, `01/01/${young}`);
    await user.tab();
    await waitFor(() =>
      expect(birth).toHaveAccessibleDescription(/Vous devez avoir au moins 18 ans$/),
    );
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    await user.clear(birth);
    await user.type(birth, '2/9/1990');
    await user.tab();
    await waitFor(() => expect(patches).toContainEqual({ birthDate: '1990-09-02' }));

    // The suggestion list's code loads on the first focus; the loaded field takes the focus.
    await user.click(screen.getByRole('textbox', { name: /^Nationalité/ }));
    const nationality = await screen.findByRole('combobox', { name: /^Nationalité/ }, loaded);
    await waitFor(() => expect(nationality).toHaveFocus());
    await user.keyboard('belg');
    await user.click(await screen.findByRole('option', { name: 'Belgique' }));
    await waitFor(() => expect(patches).toContainEqual({ nationality: 'BE' }));
    expect(nationality).toHaveValue('Belgique');
  });

  it('a wrong mobile number shows the spec text next to the field, is not saved, and stays as typed', async () => {
    const { patches, onSave } = recorder();
    await renderPart(
      <PersonalInformationForm
        initial={aPersonalInformation()}
        lockedAt={null}
        onSave={onSave}
        geocodingUrl={geo}
      />,
    );
    const user = userEvent.setup();
    const mobile = await screen.findByRole('textbox', { name: /^Téléphone mobile/ }, loaded);
    await user.clear(mobile);
    await user.type(mobile, '0123');
    await user.tab();
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/Numéro de téléphone invalide/));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveValue('+33 1 23');
    expect(patches).toEqual([]);
  });

  it('a refusal of the server goes next to its field; "Vérifier" moves focus to the first invalid field', async () => {
    const { patches, onSave } = recorder((patch) =>
      'employeeNumber' in patch
        ? { status: 'refused', fields: { employeeNumber: 'onboarding.errors.refused' } }
        : { status: 'saved' },
    );
    await renderPart(
      <PersonalInformationForm
        initial={aPersonalInformation({ birthPlace: null })}
        lockedAt={null}
        onSave={onSave}
        geocodingUrl={geo}
      />,
    );
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: /^Matricule/ }, loaded);
    await user.clear(number);
    await user.type(number, 'B-77');
    await user.tab();
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(/Cette valeur n’est pas acceptée/),
    );
    expect(number).toHaveValue('B-77');
    expect(screen.getByRole('status')).toHaveTextContent('Non enregistré');

    await user.click(screen.getByRole('button', { name: 'Vérifier mes informations' }));
    const place = screen.getByRole('textbox', { name: /^Lieu de naissance/ });
    await waitFor(() => expect(place).toHaveFocus());
    expect(place).toHaveAccessibleDescription(/Le lieu de naissance est requis/);
    expect(patches).toHaveLength(1);
  });

  it('after the signature every field is read-only, and the page says why', async () => {
    const { onSave } = recorder();
    await renderPart(
      <PersonalInformationForm
        initial={aPersonalInformation()}
        lockedAt="2030-11-20T10:00:00Z"
        onSave={onSave}
        geocodingUrl={geo}
      />,
    );
    expect(
      await screen.findByText(
        /Vos coordonnées sont verrouillées depuis votre signature du 20 novembre 2030/,
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    for (const name of [
      /^Prénom/,
      /^Nom/,
      /^Adresse e-mail/,
      /^Téléphone mobile/,
      /^Adresse$/,
      /^Code postal/,
      /^Ville/,
      /^Nationalité/,
    ]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('textbox', { name: /^Nationalité/ })).toHaveValue('France');
    expect(screen.getByRole('radiogroup', { name: /^Genre/ })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
    expect(
      screen.queryByRole('button', { name: 'Vérifier mes informations' }),
    ).not.toBeInTheDocument();
  });

  it('the address: a suggestion fills address, postal code and city; no match says "enter manually" (spec 8)', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      requests.push(url.searchParams.get('q') ?? '');
      const q = url.searchParams.get('q') ?? '';
      const features = q.toLowerCase().includes('bretagne')
        ? [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [2.36, 48.86] },
              properties: {
                label: '12 Rue de Bretagne 75003 Paris',
                name: '12 Rue de Bretagne',
                type: 'housenumber',
                postcode: '75003',
                city: 'Paris',
                context: '75, Paris, Île-de-France',
              },
            },
          ]
        : [];
      return Response.json({ type: 'FeatureCollection', features });
    });
    const { patches, onSave } = recorder();
    await renderPart(
      <PersonalInformationForm
        initial={aPersonalInformation({ address: null, postalCode: null, city: null })}
        lockedAt={null}
        onSave={onSave}
        geocodingUrl={geo}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /^Adresse$/ }, loaded));
    const address = await screen.findByRole('combobox', { name: /^Adresse/ }, loaded);
    await waitFor(() => expect(address).toHaveFocus());
    await user.keyboard('zzz introuvable');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        /Les informations n’ont pas pu être lues automatiquement, veuillez les saisir manuellement/,
      ),
    );
    await user.clear(address);
    await user.type(address, '12 rue de bretagne');
    const option = await screen.findByRole('option', { name: /12 Rue de Bretagne/ }, loaded);
    expect(option).toHaveTextContent('75003 Paris');
    await user.click(option);
    await waitFor(() =>
      expect(patches).toContainEqual({
        address: '12 Rue de Bretagne',
        postalCode: '75003',
        city: 'Paris',
      }),
    );
    expect(address).toHaveValue('12 Rue de Bretagne');
    expect(address).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: /^Code postal/ })).toHaveValue('75003');
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toHaveValue('Paris');
    expect(requests.every((q) => q.length >= 3)).toBe(true);
    expect(within(document.body).queryByText('Une erreur est survenue')).toBeNull();
  });
});
