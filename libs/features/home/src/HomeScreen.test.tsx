import { lastLoginAtom, type Profile } from '@velo/auth';
import { renderScreen } from '@velo/auth/testing';
import {
  aCommercialOffer,
  aLeaseRequest,
  anEmployerContribution,
  aProfile,
  createTestContext,
  leaseSummaryOf,
  type FakeRoutes,
  tooManyAttemptsAnswer,
} from '@velo/data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHomeRoutes } from './routes';

const loaded = { timeout: 10_000 };
const user = userEvent.setup({ delay: null });

const camille = aProfile();

const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'none' } };

/**
 * A rider without a lease request yet (the tests below that are not about the tracker), whose
 * company runs no sponsorship offer (the tests below that are not about its link).
 */
const noLease: FakeRoutes = {
  'GET /api/v2/lease-requests': { body: [] },
  'GET /api/v2/clients/commercial-offer/sponsorship': { body: null },
};

/** The app's addresses the journey tracker links to, as the route table passes them. */
const journeyLinks = {
  chooseAgain: '/bikes',
  confirmEquipment: '/my-offer',
  signVoucher: '/onboarding',
  pay: '/payment',
};

function renderHome(routes: FakeRoutes, profile: Profile = camille) {
  const context = createTestContext({ ...noLease, ...routes });
  renderScreen({
    routes: createHomeRoutes(context, { journeyLinks }).home,
    path: '/',
    context,
    profile,
  });
  return context;
}

describe('home (the company offer)', () => {
  it("greets the rider and shows the company's offer, the employer's share and the banner", async () => {
    const context = renderHome({
      'GET /api/v2/clients/7/commercial-offer/active': {
        body: aCommercialOffer({ name: 'Offre de rentrée' }),
      },
      'GET /api/v2/clients/7/employer-contribution-and-fmd-value': {
        body: anEmployerContribution({ monthlyEmployerContributionCapCents: 4500 }),
      },
      'GET /api/v2/clients/7/banner-link': {
        body: { url: 'https://intranet.acme.fr/velo', label: 'Le vélo chez Acme' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Offre de rentrée')).toBeInTheDocument();
    expect(screen.getByText('Du 1 septembre 2026 au 31 décembre 2026')).toBeInTheDocument();
    expect(screen.getByText('3 mois de loyer offerts')).toBeInTheDocument();
    expect(screen.getByText(/prend en charge 50/)).toBeInTheDocument();
    expect(screen.getByText('Dans la limite de 45,00 € par mois.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Le vélo chez Acme/ })).toHaveAttribute(
      'href',
      'https://intranet.acme.fr/velo',
    );
    // The five calls (offer, contribution, banner, lease requests, sponsorship offer) leave
    // together, in the loader.
    expect(context.calls).toHaveLength(5);
  });

  it('a company without an active offer or banner shows the empty state (404s are not faults)', async () => {
    const context = renderHome({
      'GET /api/v2/clients/7/commercial-offer/active': notFound,
      'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
      'GET /api/v2/clients/7/banner-link': notFound,
    });
    expect(
      await screen.findByText(
        'Aucune offre commerciale n’est en cours pour votre entreprise.',
        {},
        loaded,
      ),
    ).toBeInTheDocument();
    expect(context.notifications).toEqual([]);
  });

  it("a server fault reaches the route's error boundary as 'unavailable'", async () => {
    renderHome({
      'GET /api/v2/clients/7/commercial-offer/active': { status: 500 },
      'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
      'GET /api/v2/clients/7/banner-link': notFound,
    });
    expect(await screen.findByText('échec : unavailable', {}, loaded)).toBeInTheDocument();
  });

  it('a fleet manager is offered the fleet dashboard; a pending account is told it waits', async () => {
    const context = renderHome(
      {
        'GET /api/v2/clients/7/commercial-offer/active': notFound,
        'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
        'GET /api/v2/clients/7/banner-link': notFound,
      },
      { ...camille, isApproved: false },
    );
    context.store.set(lastLoginAtom, {
      approvalRequestedAt: null,
      hasFleetManagementRights: true,
    });
    expect(
      await screen.findByRole('link', { name: 'Tableau de bord de la flotte' }, loaded),
    ).toHaveAttribute('href', '/dashboard');
    expect(
      screen.getByText('Votre demande d’accès est en attente de validation par votre entreprise.'),
    ).toBeInTheDocument();
  });

  it('an account the company refused says so, with the motive and whom to ask', async () => {
    renderHome(
      {
        'GET /api/v2/clients/7/commercial-offer/active': notFound,
        'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
        'GET /api/v2/clients/7/banner-link': notFound,
      },
      {
        ...camille,
        isApproved: false,
        approvalRefusal: {
          refusedAt: '2026-11-24T10:15:00Z',
          motive: 'Le programme vélo est ouvert aux salariés après leur période d’essai.',
        },
      },
    );
    const card = await screen.findByRole(
      'group',
      { name: 'Inscription refusée par votre entreprise' },
      loaded,
    );
    expect(
      within(card).getByText('Votre entreprise a refusé votre inscription le 24 novembre 2026.'),
    ).toBeVisible();
    expect(
      within(card).getByText(
        'Motif indiqué\u00a0: Le programme vélo est ouvert aux salariés après leur période d’essai.',
        { normalizer: (text) => text },
      ),
    ).toBeVisible();
    expect(
      within(card).getByText(/contactez le service des ressources humaines de votre entreprise/),
    ).toBeVisible();
    // Not "waiting" any more.
    expect(screen.queryByText(/en attente de validation/)).toBeNull();
  });

  it('a refusal without a motive says so without one', async () => {
    renderHome(
      {
        'GET /api/v2/clients/7/commercial-offer/active': notFound,
        'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
        'GET /api/v2/clients/7/banner-link': notFound,
      },
      {
        ...camille,
        isApproved: false,
        approvalRefusal: { refusedAt: '2026-11-24T10:15:00Z', motive: null },
      },
    );
    const card = await screen.findByRole(
      'group',
      { name: 'Inscription refusée par votre entreprise' },
      loaded,
    );
    expect(within(card).queryByText(/Motif/)).toBeNull();
    expect(within(card).getByText(/ressources humaines/)).toBeVisible();
  });

  it('shows the tracker of the rider’s current request: the company acts next, by a date', async () => {
    const request = aLeaseRequest({
      id: 21,
      status: 'pending-validation',
      createdAt: '2026-11-23T20:15:00Z',
      size: null,
      store: null,
      equipment: [],
      totalPriceCents: 300_000,
      approvedAt: null,
      history: [],
      // Asked on a Monday after 19:00: the company has until Tuesday 19:00, Paris time (spec 9).
      nextStep: { actor: 'company', event: 'approve', dueBy: '2026-11-24T18:00:00Z' },
    });
    const waiting = leaseSummaryOf(request);
    renderHome({
      'GET /api/v2/clients/7/commercial-offer/active': notFound,
      'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
      'GET /api/v2/clients/7/banner-link': notFound,
      // An older refused request and the current one, newest first.
      'GET /api/v2/lease-requests': {
        body: [waiting, { ...waiting, id: 20, status: 'refused', nextStep: null }],
      },
      'GET /api/v2/lease-requests/21': { body: request },
    });
    const steps = await screen.findByRole('list', { name: 'Étapes de votre location' }, loaded);
    expect(
      within(steps).getByText('Validation par votre entreprise').closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    const value = (term: string) =>
      screen.getAllByRole('term').find((element) => element.textContent === term)
        ?.nextElementSibling?.textContent;
    expect(value('Qui agit')).toBe('Votre entreprise');
    expect(value('Au plus tard le')?.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      '24 novembre 2026 à 19:00',
    );
    expect(screen.getByRole('link', { name: 'Voir le détail de mon offre' })).toHaveAttribute(
      'href',
      '/my-offer',
    );
    // No bike yet, nothing to report an incident on.
    expect(screen.queryByRole('link', { name: 'Déclarer un sinistre' })).toBeNull();
  });

  it('once the bike is delivered, the way to report an incident on it', async () => {
    const request = aLeaseRequest({
      id: 22,
      status: 'active',
      createdAt: '2026-09-01T08:00:00Z',
      size: null,
      store: null,
      equipment: [],
      totalPriceCents: 300_000,
      delivery: 'store',
      approvedAt: '2026-09-02T08:00:00Z',
      equipmentConfirmedAt: '2026-09-03T08:00:00Z',
      companySignedAt: '2026-09-04T08:00:00Z',
      voucherSignedAt: '2026-09-05T08:00:00Z',
      pickupVoucherIssuedAt: '2026-09-05T09:00:00Z',
      deliveredAt: '2026-09-12T10:00:00Z',
      nextStep: null,
      history: [],
    });
    renderHome({
      'GET /api/v2/clients/7/commercial-offer/active': notFound,
      'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
      'GET /api/v2/clients/7/banner-link': notFound,
      'GET /api/v2/lease-requests': { body: [leaseSummaryOf(request)] },
      'GET /api/v2/lease-requests/22': { body: request },
    });
    expect(
      await screen.findByRole('link', { name: 'Déclarer un sinistre' }, loaded),
    ).toHaveAttribute('href', '/incidents/new');
  });
});

describe('home: an e-mail address still to confirm (issue 26)', () => {
  /** A company without offer or banner: the page is the notice. */
  const bare: FakeRoutes = {
    'GET /api/v2/clients/7/commercial-offer/active': notFound,
    'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
    'GET /api/v2/clients/7/banner-link': notFound,
  };
  const unconfirmed = { ...camille, isApproved: false, emailConfirmed: false };
  const notice =
    /^Confirmez votre adresse e-mail : suivez le lien que nous avons envoyé à camille\.martin@acme\.fr/;
  const resendButton = () =>
    screen.findByRole('button', { name: 'Recevoir un nouveau lien' }, loaded);

  it('says so instead of the approval, and sends a new link, saying where it went', async () => {
    const context = renderHome(
      { ...bare, 'POST /api/v2/account/email-confirmation': { status: 204 } },
      unconfirmed,
    );
    expect(await screen.findByText(notice, {}, loaded)).toBeInTheDocument();
    // The company is asked nothing until the address is confirmed: no "waiting for approval".
    expect(screen.queryByText(/en attente de validation par votre entreprise/)).toBeNull();

    await user.click(await resendButton());
    const sent = 'Un nouveau lien vient d’être envoyé à camille.martin@acme.fr.';
    expect(await screen.findByText(sent, {}, loaded)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(sent));
    expect(document.activeElement).toHaveAttribute('role', 'status');
    // The link changes nothing the page read: the five reads are not made again.
    expect(context.calls.filter((call) => call.startsWith('GET'))).toHaveLength(5);
    expect(context.calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/v2/account/email-confirmation',
    ]);
  });

  it('too many links asked: says how long to wait, in minutes', async () => {
    renderHome(
      {
        ...bare,
        'POST /api/v2/account/email-confirmation': tooManyAttemptsAnswer(110),
      },
      unconfirmed,
    );
    await user.click(await resendButton());
    const wait =
      'Trop de liens ont été demandés. Vous pourrez en demander un nouveau dans 2 minutes.';
    expect(await screen.findByText(wait, {}, loaded)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(wait));
  });

  it('an address confirmed meanwhile is said; a fault gets the default snackbar', async () => {
    renderHome(
      {
        ...bare,
        'POST /api/v2/account/email-confirmation': {
          status: 409,
          body: { code: 'EMAIL_ALREADY_CONFIRMED', message: 'confirmed' },
        },
      },
      unconfirmed,
    );
    await user.click(await resendButton());
    expect(
      await screen.findByText('Votre adresse e-mail est déjà confirmée.', {}, loaded),
    ).toBeInTheDocument();

    document.body.innerHTML = '';
    const failing = renderHome(
      { ...bare, 'POST /api/v2/account/email-confirmation': { status: 500 } },
      unconfirmed,
    );
    await user.click(await resendButton());
    await waitFor(() => expect(failing.notifications).toHaveLength(1));
    expect(screen.queryByText(/Un nouveau lien/)).toBeNull();
    expect(screen.queryByText(/déjà confirmée/)).toBeNull();
  });

  it('a confirmed address shows no notice', async () => {
    renderHome(bare);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille' }, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Confirmez votre adresse e-mail/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recevoir un nouveau lien' })).toBeNull();
  });
});

describe('home: where sponsorship and the bike check are found', () => {
  const companyAnswers: FakeRoutes = {
    'GET /api/v2/clients/7/commercial-offer/active': notFound,
    'GET /api/v2/clients/7/employer-contribution-and-fmd-value': notFound,
    'GET /api/v2/clients/7/banner-link': notFound,
  };

  it('while the company runs a sponsorship offer: what it gives and the link, with the bike check', async () => {
    renderHome({
      ...companyAnswers,
      'GET /api/v2/clients/commercial-offer/sponsorship': {
        body: aCommercialOffer({
          kind: 'sponsorship',
          name: 'Parrainage 2026',
          monthsOfFreeRent: 1,
        }),
      },
    });
    // The card itself is SponsorshipLinks' (its own tests): here, that home draws it with the offer.
    const sponsorship = await screen.findByRole('link', { name: 'Parrainer un collègue' }, loaded);
    expect(sponsorship).toHaveAttribute('href', '/sponsorship');
    expect(screen.getByText(/chacun 1 mois de loyer offert/)).toBeVisible();
    // The sports-retailer bike check's flag is on in the configuration (spec section 1).
    expect(screen.getByRole('link', { name: 'Réserver un contrôle du vélo' })).toBeVisible();
  });

  it('without a sponsorship offer: the bike check alone', async () => {
    renderHome(companyAnswers);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contrôle du vélo' }, loaded),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Parrainer un collègue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Réserver un contrôle du vélo' })).toBeVisible();
  });

  it('an account the company has not approved yet is offered neither (restricted routes)', async () => {
    renderHome(
      {
        ...companyAnswers,
        'GET /api/v2/clients/commercial-offer/sponsorship': {
          body: aCommercialOffer({ kind: 'sponsorship' }),
        },
      },
      aProfile({ isApproved: false }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille' }, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Parrainer un collègue' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Réserver un contrôle du vélo' })).toBeNull();
  });
});
