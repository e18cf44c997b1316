import { screen, within } from '@testing-library/react';
import { aCommuteQuestionnaire, type FakeRoutes, plain } from '@velo/data/testing';
import { formatMoney, formatPercent, type Locale } from '@velo/i18n';
import { netCost, type CommuteAnswers } from '@velo/leasing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acmePolicy, month14, renderRent, summaryOf, today } from '../tests/fixtures';
import type { Rental } from './rental';

const loaded = { timeout: 20_000 };
const money = (cents: number, locale: Locale = 'fr') => plain(formatMoney(cents, locale));

function routesFor(rental: Rental | null, commute: CommuteAnswers | null): FakeRoutes {
  return {
    'GET /api/v2/rentals': () => ({ body: rental ? [summaryOf(rental)] : [] }),
    'GET /api/v2/rentals/12': () => ({ body: rental }),
    'GET /api/v2/commute-questionnaire': () => ({
      body: aCommuteQuestionnaire(
        commute
          ? {
              currentTransport: commute.transport,
              distanceBand: commute.distanceBand,
              completedAt: '2026-01-10T09:00:00Z',
              updatedAt: '2026-01-10T09:00:00Z',
            }
          : {},
      ),
    }),
  };
}

function renderNetCost(routes: FakeRoutes, locale: Locale = 'fr') {
  return renderRent('/my-rent/net-cost', routes, locale);
}

/** The value next to a term of the definition list named `list`. */
function valueIn(list: string, term: string) {
  const facts = screen.getByLabelText(list);
  const dt = within(facts)
    .getAllByText((_, element) => element?.tagName === 'DT' && plain(element.textContent) === term)
    .at(0);
  return plain(dt?.nextElementSibling?.textContent);
}

/** The expectation, from the lib, with the company's real policy (not the screen's mapping). */
function expected(rental: Rental, commute: CommuteAnswers | null) {
  return netCost({
    startedOn: rental.startedOn,
    rentCents: rental.monthlyRentCents,
    policy: acmePolicy,
    freeMonths: rental.monthsOfFreeRent,
    bikePriceCents: rental.bikePriceCents,
    commute,
    today,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T11:00:00Z`));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/my-rent/net-cost', () => {
  it('month 14, by car 5 to 10 km: the 36 months, the buyout, the commute, the employer’s share and the tax reduction as @velo/leasing computes them', async () => {
    const rental = month14();
    const commute: CommuteAnswers = { transport: 'personal-car', distanceBand: '5-10-km' };
    const view = expected(rental, commute);
    renderNetCost(routesFor(rental, commute));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coût net de ma location' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Information, pas un conseil fiscal')).toBeInTheDocument();

    const lease = 'Coût de vos 36 mois de location';
    expect(valueIn(lease, 'Loyers des 36 mois')).toBe(money(view.lease.rentCents));
    expect(valueIn(lease, 'Payé par votre employeur')).toBe(money(view.lease.employerCents));
    expect(valueIn(lease, 'Ce que vous payez en tout')).toBe(money(view.lease.riderCents));
    expect(valueIn(lease, 'Mois de loyer offerts')).toBe('3 mois');

    const buyout = 'Rachat du vélo et prix neuf';
    expect(valueIn(buyout, 'Prix de rachat en fin de location')).toBe(
      money(view.buyout.priceCents),
    );
    expect(valueIn(buyout, 'Vos 36 mois et le rachat')).toBe(
      money(view.buyout.riderWithBuyoutCents),
    );
    expect(valueIn(buyout, 'Prix du vélo neuf')).toBe(money(300_000));

    const trip = 'Votre trajet actuel face à la location';
    expect(view.commute?.yearlyKm).toBe(3420);
    expect(valueIn(trip, 'Votre trajet actuel')).toBe('Voiture personnelle');
    expect(valueIn(trip, 'Kilomètres par an')).toBe('3 420 km');
    expect(valueIn(trip, 'Coût de ce trajet par an')).toBe(money(view.commute?.yearlyCents ?? -1));
    expect(valueIn(trip, 'Ce trajet sur 36 mois')).toBe(
      money(view.commute?.leaseMonthsCents ?? -1),
    );
    const difference = view.commute?.differenceCents ?? 0;
    expect(
      valueIn(trip, difference >= 0 ? 'Économie avec la location' : 'Surcoût de la location'),
    ).toBe(money(Math.abs(difference)));

    const allowance = 'Part de votre employeur et plafonds du forfait mobilités durables';
    expect(valueIn(allowance, 'Part de votre employeur sur 12 mois')).toBe(
      money(view.allowance.employerYearlyCents),
    );
    expect(valueIn(allowance, 'Plafond du forfait mobilités durables, par an')).toBe(money(60_000));
    expect(
      valueIn(allowance, 'Plafond avec le remboursement d’un abonnement de transport, par an'),
    ).toBe(money(90_000));

    const tax = 'Réduction d’impôt de votre employeur';
    const percent = plain(formatPercent(0.25, 'fr'));
    expect(valueIn(tax, `Réduction d’impôt (${percent})`)).toBe(
      money(view.employerTaxReduction.reductionCents),
    );
    expect(valueIn(tax, 'Part de l’employeur due jusqu’au 31 décembre 2027')).toBe(
      money(view.employerTaxReduction.eligibleEmployerCents),
    );
    expect(valueIn(tax, 'Dont pour les loyers de 2026')).toBe(
      money(view.employerTaxReduction.taxYearReductionCents),
    );
    expect(valueIn(tax, 'Coût net pour votre employeur après réduction')).toBe(
      money(view.employerTaxReduction.employerNetCents),
    );

    // Every figure used says where it comes from, its date and whether it is to confirm.
    const sources = screen.getByRole('list', {
      name: 'Chaque chiffre utilisé, sa source, sa date et s’il reste à confirmer',
    });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(view.figures.length + 1);
    const item = (name: string) =>
      within(sources).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    const taxItem = item('Réduction d’impôt pour une flotte de vélos');
    expect(plain(taxItem.textContent)).toContain('CGI art. 220 undecies A');
    expect(plain(taxItem.textContent)).toContain('Du 8 janvier 2025 au 31 décembre 2027');
    expect(within(taxItem).getByText('À confirmer')).toBeInTheDocument();
    const daysItem = item('Jours de trajet par an');
    expect(within(daysItem).getByText('Notre hypothèse')).toBeInTheDocument();
    expect(plain(daysItem.textContent)).toContain('228 jours par an');
    expect(plain(daysItem.textContent)).toContain(
      'Notre hypothèse : 365 jours − 104 jours de week-end',
    );
    expect(
      within(taxItem).getByRole('link', { name: /Vérifier sur bofip\.impots\.gouv\.fr/ }),
    ).toHaveAttribute('href', 'https://bofip.impots.gouv.fr/node/361242');
  });

  it('questionnaire never answered: says so and links to it; English complete', async () => {
    const rental = month14();
    const view = expected(rental, null);
    renderNetCost(routesFor(rental, null), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Net cost of my lease' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('Information, not tax advice')).toBeInTheDocument();
    expect(screen.getByText(/You have not told us yet how you get to work/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer the commute questionnaire' })).toHaveAttribute(
      'href',
      '/user-profile/needs',
    );
    expect(screen.queryByLabelText('Your current commute against the lease')).toBeNull();
    expect(valueIn('Cost of your 36 months of lease', 'What you pay in all')).toBe(
      money(view.lease.riderCents, 'en'),
    );
    expect(valueIn('Buyout and price new', 'Your 36 months and the buyout')).toBe(
      money(view.buyout.riderWithBuyoutCents, 'en'),
    );
    // No commute: only the ceiling and the tax reduction are listed (plus the combined ceiling).
    const sources = screen.getByRole('list', { name: /Each figure used/ });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(3);
    expect(within(sources).getAllByText('To confirm')).toHaveLength(3);
  });

  it('public transport: the monthly pass less the employer’s half; "other": no estimate, said why', async () => {
    const rental = month14();
    const commute: CommuteAnswers = { transport: 'public-transport', distanceBand: null };
    const view = expected(rental, commute);
    const { unmount } = renderNetCost(routesFor(rental, commute));
    await screen.findByRole('heading', { level: 1 }, loaded);
    const trip = 'Votre trajet actuel face à la location';
    expect(valueIn(trip, 'Votre trajet actuel')).toBe('Transports en commun');
    expect(valueIn(trip, 'Coût de ce trajet par an')).toBe(money(view.commute?.yearlyCents ?? -1));
    expect(screen.getByText(/passe Navigo mensuel toutes zones/)).toBeInTheDocument();
    unmount();

    renderNetCost(routesFor(rental, { transport: 'other', distanceBand: null }));
    await screen.findByRole('heading', { level: 1 }, loaded);
    expect(
      screen.getByText(
        'Pour un autre moyen de transport, nous ne pouvons pas estimer le coût de votre trajet.',
      ),
    ).toBeInTheDocument();
    expect(valueIn(trip, 'Votre trajet actuel')).toBe('Autre');
    expect(
      screen.getByRole('link', { name: 'Modifier mes réponses au questionnaire' }),
    ).toBeVisible();
  });

  it('no rental: says there is nothing to work out and leads back to /my-rent', async () => {
    renderNetCost(routesFor(null, null));
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          plain(element.textContent) ===
            'Vous n’avez pas de location en cours : il n’y a pas de coût à calculer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à ma location' })).toHaveAttribute(
      'href',
      '/my-rent',
    );
  });
});
