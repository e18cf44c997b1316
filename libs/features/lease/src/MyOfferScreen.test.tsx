import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLeaseRequest, type FakeRoutes, plain } from '@velo/data/testing';
import { formatMoney, type Locale } from '@velo/i18n';
import { financedPrices, monthlyRent } from '@velo/leasing';
import { describe, expect, it } from 'vitest';
import { renderLease, requestAnswers } from '../tests/fixtures';
import type { LeaseRequest } from './data';

const loaded = { timeout: 20_000 };

/** The request once its equipment is confirmed, `on` that day, for home delivery (50 € to pay). */
const confirmedForHome = (on: string) =>
  aLeaseRequest({
    status: 'equipment-confirmed',
    delivery: 'home',
    equipmentConfirmedAt: `${on}T10:00:00Z`,
    extraContribution: {
      priceExcessCents: 0,
      homeDeliveryCents: 5000,
      totalCents: 5000,
      paidAt: null,
      dueBy: null,
    },
    nextStep: { actor: 'company', event: 'signContract', dueBy: '2026-11-24T10:00:00Z' },
  });

function renderMyOffer(lease: () => LeaseRequest | null, writes: FakeRoutes = {}, locale?: Locale) {
  return renderLease('/my-offer', { ...requestAnswers(lease), ...writes }, locale);
}

describe('/my-offer', () => {
  it('shows the tracker, the bike, size, store, equipment, the monthly breakdown and the extra contribution', async () => {
    renderMyOffer(() => aLeaseRequest());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon offre' }, loaded),
    ).toBeInTheDocument();
    const steps = within(
      screen.getByRole('list', { name: 'Étapes de votre location' }),
    ).getAllByRole('listitem');
    expect(plain(steps[2]?.textContent)).toBe('3Confirmation de votre équipementEn cours');
    expect(screen.getByText('Moustache Lundi 27.3')).toBeInTheDocument();
    expect(plain(screen.getByText(/^Taille M/).textContent)).toBe('Taille M, pour 165 à 178 cm');
    expect(screen.getByText('Abus Hyban 2.0')).toBeInTheDocument();
    expect(screen.getByText('12 rue de Bretagne, 75003 Paris')).toBeInTheDocument();
    // The request's figures as the API returns them (3 000 € bike and a 79,90 € helmet, Acme pays
    // half, 3 months free), laid out as on the bike page: the rent and its parts, the two shares,
    // the free months, the rider's total over 36 months, the buyout price.
    const breakdown = screen.getByLabelText('Détail du loyer mensuel');
    const figures = within(breakdown).getAllByRole('definition');
    expect(figures.map((figure) => plain(figure.textContent))).toEqual([
      '111,02 €',
      '87,20 €',
      '2,82 €',
      '12,60 €',
      '6,00 €',
      '2,40 €',
      '55,51 €',
      '55,51 €',
      '3 mois',
      '1 831,83 €',
      '600,00 €',
    ]);
    expect(
      screen.getByRole('group', { name: 'Votre participation complémentaire' }),
    ).toHaveTextContent(/calculée à la confirmation de votre choix/);
  });

  it('confirming asks in an alert dialog that says it is final; keyboard only; then the choice is read-only', async () => {
    let lease = aLeaseRequest();
    let sent: unknown;
    const { context } = renderMyOffer(() => lease, {
      'POST /api/v2/lease-requests/12/confirm-equipment': async (request) => {
        sent = await request.json();
        lease = confirmedForHome('2026-11-23');
        return { body: lease };
      },
    });
    const user = userEvent.setup();
    const delivery = await screen.findByRole(
      'radiogroup',
      { name: /Comment souhaitez-vous recevoir votre vélo/ },
      loaded,
    );
    expect(
      within(delivery).getByRole('radio', { name: 'Retrait en magasin chez Cycles du Marais' }),
    ).toBeChecked();
    // Keyboard: to the checked radio, then the arrow chooses home delivery.
    within(delivery)
      .getByRole('radio', { name: /Retrait en magasin/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    const home = within(delivery).getByRole('radio', { name: /^Livraison à domicile/ });
    expect(home).toBeChecked();
    expect(plain(home.closest('label')?.textContent)).toContain(
      'Livraison à domicile (+50,00 € TTC)',
    );

    const button = screen.getByRole('button', { name: 'Confirmer mon choix d’équipement' });
    button.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', {
      name: /^Confirmer définitivement votre choix/,
    });
    expect(dialog).toHaveTextContent(
      'Une fois votre choix d’équipement confirmé, vous ne pourrez plus le modifier.',
    );
    expect(plain(dialog.textContent)).toContain('Vélo : Moustache Lundi 27.3');
    expect(plain(dialog.textContent)).toContain('Livraison à domicile (+50,00 € TTC)');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Escape closes without sending; focus goes back to the button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(context.calls).not.toContain('POST /api/v2/lease-requests/12/confirm-equipment');

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer' });
    confirm.focus();
    await user.keyboard('{Enter}');

    const done = await screen.findByText('Choix confirmé le 23 novembre 2026.', {}, loaded);
    expect(sent).toEqual({ delivery: 'home' });
    const status = done.closest('[role="status"]');
    expect(status).toHaveTextContent('Livraison à domicile (50,00 € TTC)');
    expect(status).toHaveTextContent(
      'Votre vélo et vos équipements ne peuvent plus être modifiés.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Confirmer mon choix d’équipement' }),
    ).not.toBeInTheDocument();
    expect(
      plain(screen.getByRole('group', { name: 'Votre participation complémentaire' }).textContent),
    ).toContain('Livraison à domicile50,00 €');
  });

  it('a 409 ILLEGAL_TRANSITION says why in the page, where focus moves, beside the fresh state', async () => {
    // Confirmed meanwhile in another tab: the server refuses, the page reads the request again.
    let lease = aLeaseRequest();
    renderMyOffer(() => lease, {
      'POST /api/v2/lease-requests/12/confirm-equipment': () => {
        lease = aLeaseRequest({
          status: 'equipment-confirmed',
          delivery: 'store',
          equipmentConfirmedAt: '2026-11-22T10:00:00Z',
        });
        return {
          status: 409,
          body: {
            code: 'ILLEGAL_TRANSITION',
            message: 'The equipment choice is already confirmed.',
          },
        };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Confirmer mon choix d’équipement' }, loaded),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }),
    );
    const text = await screen.findByText(/^Ce choix ne peut plus être confirmé/, {}, loaded);
    expect(plain(text.textContent)).toBe(
      'Ce choix ne peut plus être confirmé : votre demande a changé entre-temps. Son état à jour est affiché ci-dessus.',
    );
    const alert = text.closest('[role="alert"]');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByText('Choix confirmé le 22 novembre 2026.')).toBeInTheDocument();
  });

  it('the employer paused the equipment choice: the page says so, with nothing to confirm (spec 4)', async () => {
    renderMyOffer(() => aLeaseRequest({ equipmentChoiceOnHold: true }));
    expect(
      await screen.findByText('Votre employeur a suspendu le choix des équipements.', {}, loaded),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Vous pourrez confirmer votre choix dès que votre employeur l’aura repris ; votre demande reste approuvée.',
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Confirmer mon choix d’équipement' }),
    ).not.toBeInTheDocument();
  });

  it('paused while the rider confirms: the server’s 409 EQUIPMENT_CHOICE_ON_HOLD is said in the page', async () => {
    let lease = aLeaseRequest();
    renderMyOffer(() => lease, {
      'POST /api/v2/lease-requests/12/confirm-equipment': () => {
        lease = aLeaseRequest({ equipmentChoiceOnHold: true });
        return {
          status: 409,
          body: {
            code: 'EQUIPMENT_CHOICE_ON_HOLD',
            message: 'Your employer has paused the choice of equipment.',
          },
        };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Confirmer mon choix d’équipement' }, loaded),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }),
    );
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent('Votre employeur a suspendu le choix des équipements.');
    await waitFor(() => expect(alert).toHaveFocus());
    // The fresh state replaces the confirmation with the pause.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Confirmer mon choix d’équipement' }),
      ).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['pending-validation', true],
    ['approved', true],
    ['equipment-confirmed', true],
    ['contract-signed', false],
    ['refused', false],
    ['cancelled', false],
  ] as const)('with a request %s, withdrawing is offered: %s', async (status, offered) => {
    renderMyOffer(() => aLeaseRequest({ status }));
    await screen.findByRole('heading', { level: 1, name: 'Mon offre' }, loaded);
    if (offered) {
      expect(
        screen.getByRole('heading', { level: 2, name: 'Changer d’avis\u202f?' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Annuler ma demande' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('button', { name: 'Annuler ma demande' })).not.toBeInTheDocument();
    }
  });

  it('withdrawing asks in an alert dialog, keyboard only; Escape keeps the request; confirming shows it cancelled', async () => {
    let lease = confirmedForHome('2026-11-22');
    const { context } = renderMyOffer(() => lease, {
      'POST /api/v2/lease-requests/12/cancel': () => {
        lease = aLeaseRequest({
          ...lease,
          status: 'cancelled',
          nextStep: null,
          history: [
            ...lease.history,
            {
              status: 'equipment-confirmed',
              event: 'confirmEquipment',
              actor: 'rider',
              at: '2026-11-22T10:00:00Z',
              motive: null,
            },
            {
              status: 'cancelled',
              event: 'cancel',
              actor: 'rider',
              at: '2026-11-23T10:00:00Z',
              motive: null,
            },
          ],
        });
        return { body: lease };
      },
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Annuler ma demande' }, loaded);
    button.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Annuler votre demande de location\u202f?',
    });
    expect(plain(dialog.textContent)).toContain(
      'Votre demande pour le vélo Moustache Lundi 27.3 prendra fin : votre entreprise ne l’aura plus à valider ni à signer.',
    );
    expect(dialog).toHaveTextContent(
      'Vous pourrez ensuite choisir un vélo à nouveau et faire une nouvelle demande.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Escape keeps the request: nothing sent, focus back on the button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // Tab moves between the dialog's actions and stays inside it (the page behind is inert).
    const tabTo = async (name: string) => {
      const target = within(dialog).getByRole('button', { name });
      for (let presses = 0; presses < 4 && document.activeElement !== target; presses += 1) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
      expect(target).toHaveFocus();
    };
    // "Garder ma demande" keeps it too.
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await tabTo('Garder ma demande');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(context.calls).not.toContain('POST /api/v2/lease-requests/12/cancel');

    // Confirming, keyboard only.
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await tabTo('Annuler ma demande');
    await user.keyboard('{Enter}');

    const done = await screen.findByText(
      'Votre demande est annulée : votre entreprise ne l’a plus à valider ni à signer.',
      {},
      loaded,
    );
    expect(context.calls).toContain('POST /api/v2/lease-requests/12/cancel');
    const status = done.closest('[role="status"]');
    await waitFor(() => expect(status).toHaveFocus());
    expect(
      within(status as HTMLElement).getByRole('link', { name: 'Choisir un autre vélo' }),
    ).toHaveAttribute('href', '/bikes');
    // The tracker shows the cancelled state at the step the request waited on.
    expect(screen.getByText('Cette demande a été annulée.')).toBeInTheDocument();
    const steps = within(
      screen.getByRole('list', { name: 'Étapes de votre location' }),
    ).getAllByRole('listitem');
    expect(plain(steps[3]?.textContent)).toContain('Annulée');
    // Nothing left to withdraw, confirm or pay.
    expect(screen.queryByRole('button', { name: 'Annuler ma demande' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Votre vélo et vos équipements ne peuvent plus être modifiés.'),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Votre participation complémentaire' }),
    ).not.toBeInTheDocument();
  });

  it('a 409 on withdrawing says why in the page, where focus moves, beside the fresh state', async () => {
    // The company signed meanwhile: the server refuses, the page reads the request again.
    let lease = aLeaseRequest({ status: 'pending-validation', approvedAt: null });
    renderMyOffer(() => lease, {
      'POST /api/v2/lease-requests/12/cancel': () => {
        lease = aLeaseRequest({
          status: 'contract-signed',
          companySignedAt: '2026-11-23T09:00:00Z',
        });
        return {
          status: 409,
          body: {
            code: 'ILLEGAL_TRANSITION',
            message: 'The company has already signed the contract.',
          },
        };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annuler ma demande' }, loaded));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Annuler ma demande',
      }),
    );
    const text = await screen.findByText(/^Cette demande ne peut plus être annulée/, {}, loaded);
    expect(plain(text.textContent)).toBe(
      'Cette demande ne peut plus être annulée : elle a changé entre-temps. Son état à jour est affiché ci-dessus.',
    );
    const alert = text.closest('[role="alert"]');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Annuler ma demande' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cette demande a été annulée.')).not.toBeInTheDocument();
  });

  it('a refused request shows the company’s motive and a link to choose again', async () => {
    renderMyOffer(() =>
      aLeaseRequest({
        status: 'refused',
        approvedAt: null,
        refusalMotive:
          'Le budget vélo 2026 de l’entreprise est atteint : nouvelle campagne en janvier.',
        nextStep: null,
      }),
    );
    expect(
      plain(
        (await screen.findByText(/^Votre entreprise a refusé votre demande/, {}, loaded))
          .textContent,
      ),
    ).toBe(
      'Votre entreprise a refusé votre demande. Motif : Le budget vélo 2026 de l’entreprise est atteint : nouvelle campagne en janvier.',
    );
    expect(screen.getByRole('link', { name: 'Choisir un autre vélo' })).toHaveAttribute(
      'href',
      '/bikes',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('without a request, points to the catalogue and the stores’ proposals', async () => {
    const { context } = renderMyOffer(() => null);
    const title = 'Aucune demande de location pour le moment';
    expect(await screen.findByRole('heading', { level: 2, name: title }, loaded)).toBeVisible();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Voir le catalogue')).toBe('/bikes');
    expect(href('Mes essais et propositions')).toBe('/test-rides');
    expect(context.calls.filter((call) => call.startsWith('GET /api/v2/lease-requests/'))).toEqual(
      [],
    );
  });

  it('reads in English', async () => {
    renderMyOffer(() => aLeaseRequest(), {}, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My offer' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Confirm my choice of equipment' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: /How would you like to receive your bike/ }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw my request' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw your lease request?',
    });
    expect(within(dialog).getByRole('button', { name: 'Withdraw my request' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep my request' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Your request for the Moustache Lundi 27.3 bike will end: your company will no longer have it to approve or sign.',
    );
  });

  it('the breakdown shows the API’s figures: the rent of what the lease finances, the part above the envelope paid apart', async () => {
    // The API's figures once 500 € above the envelope are paid apart: the rent of 2 500 € of bike and
    // the helmet, half of it paid by Acme.
    const financed = financedPrices(
      { bikePriceCents: 300_000, equipmentPriceCents: [7990] },
      50_000,
    );
    const rent = monthlyRent(financed);
    const lease = aLeaseRequest({
      status: 'equipment-confirmed',
      delivery: 'store',
      equipmentConfirmedAt: '2026-11-22T10:00:00Z',
      monthlyRentCents: rent.rentCents,
      employerContributionCents: 4720,
      riderContributionCents: 4719,
      extraContribution: {
        priceExcessCents: 50_000,
        homeDeliveryCents: 0,
        totalCents: 50_000,
        paidAt: null,
        dueBy: null,
      },
    });
    const { context } = renderMyOffer(() => lease);
    const breakdown = await screen.findByLabelText('Détail du loyer mensuel', {}, loaded);
    const valueOf = (term: string) =>
      plain(within(breakdown).getByText(term).closest('dt')?.nextElementSibling?.textContent);
    expect(valueOf('dont vélo')).toBe(plain(formatMoney(rent.bikeCents, 'fr')));
    expect(valueOf('Loyer mensuel TTC')).toBe('94,39 €');
    expect(valueOf('Participation de votre employeur')).toBe('47,20 €');
    expect(valueOf('Votre part mensuelle')).toBe('47,19 €');
    const extra = screen.getByLabelText('Détail de votre participation complémentaire');
    expect(plain(extra.textContent)).toContain(
      'Part du prix au-delà du budget de votre entreprise500,00 €',
    );
    // The request carries its figures: the employer's terms are not read apart.
    expect(context.calls.filter((call) => call.includes('employer-contribution'))).toEqual([]);
  });
});
