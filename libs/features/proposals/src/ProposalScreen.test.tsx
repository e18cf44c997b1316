import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import {
  aBikeSize,
  aBikeSummary,
  aCommercialOffer,
  aLeaseRequest,
  anEmployerContribution,
  aProfile,
  aProposalStore,
  createTestContext,
  type FakeRoutes,
  plain,
} from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { createProposalRoutes } from './routes';

const loaded = { timeout: 20_000 };

/**
 * Cycles du Marais' proposal of the Lundi 27.3 in size M with a helmet: the one Inès Benali's
 * request comes from, at the same prices.
 */
function aProposal(overrides: Partial<Schemas['RetailerProposition']> = {}) {
  const { equipment, bikePriceCents, totalPriceCents } = aLeaseRequest();
  return {
    id: 5,
    status: 'pending',
    validUntil: '2030-12-07',
    createdAt: '2030-11-20T10:15:00Z',
    message: 'Voici le vélo essayé samedi.',
    store: aProposalStore(),
    bike: aBikeSummary(),
    size: aBikeSize(),
    bikePriceCents,
    equipment,
    totalPriceCents,
    answeredAt: null,
    declineReason: null,
    declineComment: null,
    leaseRequest: null,
    ...overrides,
  } satisfies Schemas['RetailerProposition'];
}

const terms: FakeRoutes = {
  'GET /api/v2/clients/7/employer-contribution-and-fmd-value': { body: anEmployerContribution() },
  'GET /api/v2/clients/7/commercial-offer/active': {
    body: aCommercialOffer({ startDate: '2030-09-01', endDate: null }),
  },
};

function renderProposal(
  routes: FakeRoutes,
  path = '/try-bike/5',
  locale: Locale = 'fr',
  profile = aProfile(),
) {
  const context = createTestContext({ ...terms, ...routes });
  return renderScreen({
    routes: createProposalRoutes(context).tryBike,
    path,
    context,
    locale,
    profile,
  });
}

describe('/try-bike/:retailerPropositionId', () => {
  it('shows the store’s proposal: bike and figures, size, equipment, store, price, breakdown', async () => {
    renderProposal({ 'GET /api/v2/retailer-propositions/5': { body: aProposal() } });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Proposition de Cycles du Marais' },
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Proposition valable jusqu’au 7 décembre 2030')).toBeInTheDocument();
    expect(screen.getByText('Moustache Lundi 27.3')).toBeInTheDocument();
    expect(plain(screen.getByText(/^Taille M/).textContent)).toBe('Taille M, pour 165 à 178 cm');
    expect(plain(screen.getByText(/^Assistance/).textContent)).toBe(
      'Assistance électrique : batterie 500 Wh, moteur 250 W, autonomie jusqu’à 110 km',
    );
    expect(screen.getByText('Abus Hyban 2.0')).toBeInTheDocument();
    expect(screen.getByText('12 rue de Bretagne, 75003 Paris')).toBeInTheDocument();
    const price = screen.getByRole('group', { name: 'Le prix' });
    expect(plain(within(price).getByText(/prix catalogue/).textContent)).toBe(
      'prix catalogue : 3 157,90 €',
    );
    expect(plain(price.textContent)).toContain('Total TTC3 079,90 €');
    // The breakdown of @velo/leasing: 3 000 € bike and a 79,90 € helmet; Acme pays half, capped.
    const breakdown = screen.getByLabelText('Détail du loyer mensuel');
    const valueOf = (term: string) =>
      plain(within(breakdown).getByText(term).closest('dt')?.nextElementSibling?.textContent);
    expect(valueOf('Loyer mensuel TTC')).toBe('111,02 €');
    expect(valueOf('Votre part mensuelle')).toBe('55,51 €');
    expect(valueOf('Mois de loyer offerts')).toBe('3 mois');
    expect(screen.getByRole('button', { name: 'Accepter la proposition' })).toBeInTheDocument();
  });

  it('accepting asks for confirmation, then says the request now waits for the company', async () => {
    let answered = false;
    const { context } = renderProposal({
      'GET /api/v2/retailer-propositions/5': () => ({
        body: answered
          ? aProposal({
              status: 'accepted',
              answeredAt: new Date().toISOString(),
              leaseRequest: { id: 30, status: 'pending-validation', monthlyRentCents: 11_102 },
            })
          : aProposal(),
      }),
      'POST /api/v2/retailer-propositions/5/accept': () => {
        answered = true;
        return { body: aProposal({ status: 'accepted' }) };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accepter la proposition' }, loaded),
    );
    const dialog = await screen.findByRole('alertdialog', { name: /^Accepter cette proposition/ });
    expect(context.calls).not.toContain('POST /api/v2/retailer-propositions/5/accept');
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirmer et envoyer ma demande' }),
    );
    const success = await screen.findByText(
      'Proposition acceptée. Votre demande de location attend maintenant la validation de votre entreprise.',
      {},
      loaded,
    );
    expect(success.closest('[role="status"]')).toBeInTheDocument();
    // Next to the message, the way to the lease journey tracker (spec §4).
    expect(screen.getByRole('link', { name: 'Suivre ma demande' })).toHaveAttribute(
      'href',
      '/my-offer',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      screen.queryByRole('button', { name: 'Accepter la proposition' }),
    ).not.toBeInTheDocument();
    expect(context.calls).toContain('POST /api/v2/retailer-propositions/5/accept');
  });

  it('a fleet manager who approves their company’s requests is told theirs is approved at once (spec 6)', async () => {
    let answered = false;
    renderProposal(
      {
        'GET /api/v2/retailer-propositions/5': () => ({
          body: answered
            ? aProposal({
                status: 'accepted',
                answeredAt: new Date().toISOString(),
                leaseRequest: { id: 31, status: 'approved', monthlyRentCents: 11_102 },
              })
            : aProposal(),
        }),
        'POST /api/v2/retailer-propositions/5/accept': () => {
          answered = true;
          return { body: aProposal({ status: 'accepted' }) };
        },
      },
      '/try-bike/5',
      'fr',
      aProfile({ rights: [{ name: 'approvals', clientId: 7 }] }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accepter la proposition' }, loaded),
    );
    const dialog = await screen.findByRole('alertdialog', { name: /^Accepter cette proposition/ });
    expect(
      within(dialog).getByText(/votre demande de location sera approuvée aussitôt/),
    ).toBeVisible();
    expect(within(dialog).queryByText(/qui doit la valider/)).toBeNull();
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirmer et envoyer ma demande' }),
    );
    expect(
      await screen.findByText(
        'Proposition acceptée. Votre demande de location est approuvée : il ne vous reste qu’à confirmer votre équipement puis à signer vos documents.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/attend maintenant la validation/)).toBeNull();
  });

  it('the approvals right on another company changes nothing: the dialog says the company validates', async () => {
    renderProposal(
      { 'GET /api/v2/retailer-propositions/5': { body: aProposal() } },
      '/try-bike/5',
      'fr',
      aProfile({ rights: [{ name: 'approvals', clientId: 99 }] }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accepter la proposition' }, loaded),
    );
    const dialog = await screen.findByRole('alertdialog', { name: /^Accepter cette proposition/ });
    expect(within(dialog).getByText(/qui doit la valider/)).toBeVisible();
    expect(within(dialog).queryByText(/approuvée aussitôt/)).toBeNull();
  });

  it('declining needs a reason: the message shows next to the field, which gets focus', async () => {
    let sent: unknown;
    renderProposal({
      'GET /api/v2/retailer-propositions/5': () => ({
        body: sent ? aProposal({ status: 'declined', declineReason: 'other' }) : aProposal(),
      }),
      'POST /api/v2/retailer-propositions/5/decline': async (request) => {
        sent = await request.json();
        return { body: aProposal({ status: 'declined' }) };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Décliner' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Décliner la proposition' });
    await user.click(within(dialog).getByRole('button', { name: 'Décliner la proposition' }));
    const reasons = within(dialog).getByRole('radiogroup', {
      name: /Pourquoi déclinez-vous cette proposition/,
    });
    await waitFor(() => expect(reasons).toHaveTextContent('Choisissez une raison'));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(reasons).getAllByRole('radio')).toContain(document.activeElement);

    // "Autre raison" needs a comment.
    await user.click(within(dialog).getByRole('radio', { name: 'Autre raison' }));
    await user.click(within(dialog).getByRole('button', { name: 'Décliner la proposition' }));
    const comment = within(dialog).getByRole('textbox', { name: /Précisez votre réponse/ });
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveAccessibleDescription(/Précisez la raison de votre refus/);
    expect(sent).toBeUndefined();

    await user.type(comment, 'Je garde mon vélo actuel.');
    await user.click(within(dialog).getByRole('button', { name: 'Décliner la proposition' }));
    expect(
      await screen.findByText(
        'Vous avez décliné cette proposition. Le magasin en est informé.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ reason: 'other', comment: 'Je garde mon vélo actuel.' });
    expect(screen.queryByRole('link', { name: 'Suivre ma demande' })).not.toBeInTheDocument();
  });

  it('an expired proposal says so, with no answer to give', async () => {
    renderProposal({
      'GET /api/v2/retailer-propositions/5': {
        body: aProposal({ status: 'expired', validUntil: '2030-11-01' }),
      },
    });
    expect(
      await screen.findByText(
        'Cette proposition a expiré le 1 novembre 2030. Demandez-en une nouvelle au magasin.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Accepter la proposition' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Décliner' })).not.toBeInTheDocument();
  });

  it('another rider’s proposal, or none, is a clear "not found" state, not an error page', async () => {
    renderProposal({
      'GET /api/v2/retailer-propositions/5': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'no' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proposition introuvable' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Cette proposition n’existe pas ou ne vous est pas adressée.'),
    ).toBeInTheDocument();
  });

  it('a malformed id asks the server nothing', async () => {
    const { context } = renderProposal({}, '/try-bike/pas-un-id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proposition introuvable' }, loaded),
    ).toBeInTheDocument();
    expect(context.calls.filter((call) => call.includes('retailer-propositions'))).toEqual([]);
  });

  it('reads in English', async () => {
    renderProposal(
      { 'GET /api/v2/retailer-propositions/5': { body: aProposal() } },
      '/try-bike/5',
      'en',
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Proposal from Cycles du Marais' },
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Proposal valid until 7 December 2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the proposal' })).toBeInTheDocument();
  });

  it('an accepted proposal leads to the request’s tracker, in English too', async () => {
    renderProposal(
      {
        'GET /api/v2/retailer-propositions/5': {
          body: aProposal({
            status: 'accepted',
            answeredAt: '2030-11-21T09:00:00Z',
            leaseRequest: { id: 30, status: 'pending-validation', monthlyRentCents: 11_102 },
          }),
        },
      },
      '/try-bike/5',
      'en',
    );
    expect(
      await screen.findByText(
        'You accepted this proposal on 21 November 2030. Your lease request waits for your company’s approval.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track my request' })).toHaveAttribute(
      'href',
      '/my-offer',
    );
    expect(screen.queryByRole('button', { name: 'Accept the proposal' })).not.toBeInTheDocument();
  });
});
