import { render, screen, within } from '@testing-library/react';
import { I18nProvider, type Locale } from '@velo/i18n';
import { journeyView, type JourneyLease } from '@velo/leasing';
import { describe, expect, it } from 'vitest';
import { JourneyTracker, type JourneyAction, type JourneyLinks } from './JourneyTracker';

const loaded = { timeout: 20_000 };
const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ') ?? '';

/** The app's addresses, as the route table passes them. */
const links: JourneyLinks = {
  chooseAgain: '/bikes',
  confirmEquipment: '/my-offer',
  signVoucher: '/onboarding',
  pay: '/payment',
};

/** A request as the API returns it, reduced to what the tracker reads. */
type Request = Omit<JourneyLease, 'refusalMotive' | 'history'> &
  Partial<Pick<JourneyLease, 'refusalMotive' | 'history'>> & { action?: JourneyAction };

async function renderTracker({ action, ...request }: Request, locale: Locale = 'fr') {
  const journey = journeyView({ refusalMotive: null, history: [], ...request });
  render(
    <I18nProvider locale={locale} storage={null}>
      <JourneyTracker
        journey={journey}
        links={links}
        {...(action === undefined ? {} : { action })}
      />
    </I18nProvider>,
  );
  const list = await screen.findByRole(
    'list',
    { name: locale === 'fr' ? 'Étapes de votre location' : 'Steps of your lease' },
    loaded,
  );
  const steps = within(list).getAllByRole('listitem');
  return { list, steps, texts: steps.map((step) => plain(step.textContent)) };
}

/** The value of a term of the "next step" list. */
function nextValue(term: string) {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return plain(dt?.nextElementSibling?.textContent);
}

describe('JourneyTracker', () => {
  it('a request waiting for the company: every step in order, each state in words, who acts and by when', async () => {
    const { steps, texts } = await renderTracker({
      status: 'pending-validation',
      // Not known before the equipment is confirmed: the payment step is still to come.
      extraContribution: null,
      // 19:00 in Paris on Tuesday 24 November 2026 (UTC+1 in winter).
      nextStep: { actor: 'company', event: 'approve', dueBy: '2026-11-24T18:00:00.000Z' },
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Où en est votre demande' }),
    ).toBeVisible();
    expect(texts).toEqual([
      // A done step's marker is a check mark (hidden): its state is the word beside it.
      'Demande envoyéeTerminée',
      '2Validation par votre entrepriseEn cours',
      '3Confirmation de votre équipementÀ venir',
      '4Signature du contrat par votre entrepriseÀ venir',
      '5Votre dossier et votre signatureÀ venir',
      '6Paiement de votre participationÀ venir',
      '7Remise de votre véloÀ venir',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    expect(nextValue('Prochaine étape')).toBe('Valider votre demande');
    expect(nextValue('Qui agit')).toBe('Votre entreprise');
    expect(nextValue('Au plus tard le')).toBe('24 novembre 2026 à 19:00');
    // The company acts: nothing for the rider to do.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a refused request shows the motive, the failed step and a link to choose again', async () => {
    const { steps } = await renderTracker({
      status: 'refused',
      extraContribution: null,
      nextStep: null,
      refusalMotive: 'Le budget vélo 2026 de l’entreprise est atteint.',
    });
    expect(plain(steps[1]?.textContent)).toBe('Validation par votre entrepriseRefusée');
    expect(plain(screen.getByText(/^Votre entreprise a refusé votre demande/).textContent)).toBe(
      'Votre entreprise a refusé votre demande. Motif : Le budget vélo 2026 de l’entreprise est atteint.',
    );
    expect(screen.getByRole('link', { name: 'Choisir un autre vélo' })).toHaveAttribute(
      'href',
      '/bikes',
    );
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('gives the rider’s one action now: the usual link for the status, or the caller’s', async () => {
    const { steps } = await renderTracker({
      status: 'awaiting-payment',
      extraContribution: { totalCents: 5000 },
      nextStep: { actor: 'rider', event: 'payExtraContribution', dueBy: '2026-12-08T10:00:00Z' },
    });
    expect(plain(steps[5]?.textContent)).toBe('6Paiement de votre participationEn cours');
    expect(plain(steps[4]?.textContent)).toBe('Votre dossier et votre signatureTerminée');
    expect(screen.getByRole('link', { name: 'Payer ma participation' })).toHaveAttribute(
      'href',
      '/payment',
    );
    expect(nextValue('Qui agit')).toBe('Vous');
  });

  it('links where the app says: no address of its own', async () => {
    render(
      <I18nProvider locale="fr" storage={null}>
        <JourneyTracker
          journey={journeyView({
            status: 'contract-signed',
            extraContribution: { totalCents: 0 },
            nextStep: { actor: 'rider', event: 'signVoucher', dueBy: null },
            refusalMotive: null,
            history: [],
          })}
          links={{ ...links, signVoucher: '/rider/onboarding' }}
        />
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('link', { name: 'Compléter mon dossier et signer' }, loaded),
    ).toHaveAttribute('href', '/rider/onboarding');
  });

  it('a cancelled request shows the step it stopped at as cancelled, and how to choose again', async () => {
    const { texts } = await renderTracker({
      status: 'cancelled',
      extraContribution: { totalCents: 0 },
      // The step it stopped at comes from its history.
      history: [
        { status: 'pending-validation' },
        { status: 'approved' },
        { status: 'equipment-confirmed' },
        { status: 'cancelled' },
      ],
      nextStep: null,
    });
    expect(texts[3]).toBe('Signature du contrat par votre entrepriseAnnulée');
    expect(texts[2]).toBe('Confirmation de votre équipementTerminée');
    expect(screen.getByText('Cette demande a été annulée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir un autre vélo' })).toHaveAttribute(
      'href',
      '/bikes',
    );
  });

  it('skips the payment step when nothing is due, and says so', async () => {
    const { texts } = await renderTracker({
      status: 'ready-for-pickup',
      extraContribution: { totalCents: 0 },
      nextStep: { actor: 'store', event: 'deliver', dueBy: '2026-12-02' },
      action: { href: '/onboarding', label: 'Voir mon bon d’enlèvement' },
    });
    expect(texts[5]).toBe('6Paiement de votre participationSans objet');
    expect(texts[6]).toBe('7Remise de votre véloEn cours');
    expect(nextValue('Date estimée')).toBe('2 décembre 2026');
    expect(screen.getByRole('link', { name: 'Voir mon bon d’enlèvement' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });

  it('reads in English, the date in Paris time', async () => {
    await renderTracker(
      {
        status: 'approved',
        extraContribution: null,
        nextStep: { actor: 'rider', event: 'confirmEquipment', dueBy: '2026-12-24T09:30:00Z' },
      },
      'en',
    );
    expect(screen.getByRole('heading', { name: 'Where your request stands' })).toBeVisible();
    expect(nextValue('By')).toBe('24 December 2026 at 10:30');
    expect(screen.getByRole('link', { name: 'Confirm my equipment' })).toHaveAttribute(
      'href',
      '/my-offer',
    );
    expect(screen.getByText('Confirmation of your equipment').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});
