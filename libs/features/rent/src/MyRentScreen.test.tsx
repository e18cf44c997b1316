import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCommercialOffer, type FakeRoutes } from '@velo/data/testing';
import { formatMoney, type Locale } from '@velo/i18n';
import { earlyReturn, recordedRentalInput } from '@velo/leasing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRental, month14, month3, month34, renderRent, summaryOf, today } from '../tests/fixtures';
import type { Rental } from './rental';
import { plain } from '@velo/data/testing';

const loaded = { timeout: 20_000 };
const euros = (cents: number) => plain(formatMoney(cents, 'fr'));
/** The paragraph whose text, spaces made plain, starts with `start`. */
const paragraph = (start: string) =>
  screen.getByText(
    (_, element) => element?.tagName === 'P' && plain(element.textContent).startsWith(start),
  );

function rentRoutes(rental: () => Rental | null, extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/v2/rentals': () => {
      const current = rental();
      return { body: current ? [summaryOf(current)] : [] };
    },
    'GET /api/v2/rentals/12': () => ({ body: rental() }),
    ...extra,
  };
}

function renderMyRent(routes: FakeRoutes, locale: Locale = 'fr', path = '/my-rent') {
  return renderRent(path, routes, locale);
}

beforeEach(() => {
  // "Today" is read once by the loader: the tests' day, at noon in Paris.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T11:00:00Z`));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/my-rent', () => {
  it('month 3: the contract at a glance, the next debit after the free months, the 36-month schedule and its chart', async () => {
    const rental = month3();
    renderMyRent(rentRoutes(() => rental));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ma location' }, loaded),
    ).toBeInTheDocument();
    expect(screen.getByText('En cours')).toBeInTheDocument();

    const facts = screen.getByLabelText('Dates et montants de votre contrat');
    const valueOf = (term: string) =>
      plain(within(facts).getByText(term).closest('dt')?.nextElementSibling?.textContent);
    expect(screen.getByText('Moustache Lundi 27.3')).toBeInTheDocument();
    expect(screen.getByText('Taille M')).toBeInTheDocument();
    expect(plain(screen.getByText(/^Magasin/).textContent)).toBe(
      'Magasin : Cycles du Marais, 12 rue de Bretagne, 75003 Paris',
    );
    expect(screen.getByText('Abus Hyban 2.0')).toBeInTheDocument();
    expect(valueOf('Début de la location')).toBe('13 septembre 2026');
    expect(valueOf('Fin de la location (36 mois)')).toBe('12 septembre 2029');
    expect(valueOf('Mois en cours')).toBe('3e mois sur 36');
    expect(valueOf('Loyer mensuel TTC')).toBe(euros(rental.monthlyRentCents));
    expect(valueOf('Part de votre employeur')).toBe(euros(rental.employerContributionCents));
    expect(valueOf('Votre part mensuelle')).toBe(euros(rental.riderContributionCents));
    expect(valueOf('Mois de loyer offerts')).toBe('3 mois');
    expect(valueOf('Franchise d’assurance')).toBe('300,00 €');
    expect(valueOf('Assurance vol et casse, par mois')).toBe(euros(rental.insuranceMonthlyCents));

    // The next debit is month 4's, after the three free months (computed by @velo/leasing).
    const next = rental.nextDirectDebit;
    expect(next?.month).toBe(4);
    const debit = screen.getByRole('heading', { level: 2, name: 'Prochain prélèvement' })
      .parentElement?.parentElement as HTMLElement;
    expect(plain(debit.textContent)).toContain(euros(next?.amountCents ?? 0));
    expect(plain(debit.textContent)).toContain(
      'Prélevé le 13 décembre 2026, pour le 4e mois de votre location.',
    );
    expect(plain(debit.textContent)).toContain(
      'Vos 3 premiers mois sont offerts : rien n’est prélevé avant.',
    );

    // The schedule: a captioned table of 36 months, each month its row header.
    const table = screen.getByRole('table', { name: /^Vos 36 mensualités/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 36 + 1);
    expect(within(table).getAllByText('Offerte')).toHaveLength(3);
    expect(within(table).getAllByText('Prochaine')).toHaveLength(1);
    expect(within(table).getAllByText('À venir')).toHaveLength(32);
    const month4 = within(table).getByRole('rowheader', { name: '4' }).closest('tr') as HTMLElement;
    expect(plain(month4.textContent)).toContain('13 déc. 2026');
    expect(plain(month4.textContent)).toContain(euros(rental.riderContributionCents));
    // The chart is an image named by its summary (its text alternative).
    const chart = screen.getByRole('img', { name: /^Votre part/ });
    const summary = document.getElementById(chart.getAttribute('aria-labelledby') ?? '');
    expect(plain(summary?.textContent)).toBe(
      `Votre part : 0,00 € payés sur ${euros(rental.schedule.totals.riderCents)} (0 mensualité), ${euros(rental.schedule.toCome.riderCents)} à venir (33 mensualités).`,
    );

    // The end-of-lease choice is not open yet; it says when it will be.
    expect(plain(screen.getByText(/^Vous pourrez choisir d’acheter/).textContent)).toBe(
      'Vous pourrez choisir d’acheter, de restituer ou de prolonger votre vélo à partir du 13 juin 2029. Votre location se termine le 12 septembre 2029.',
    );
    expect(screen.queryByRole('button', { name: 'Choisir l’achat' })).not.toBeInTheDocument();
  });

  it('month 3: an early return is refused for every situation, saying from when it is possible', async () => {
    const rental = month3();
    renderMyRent(rentRoutes(() => rental));
    const user = userEvent.setup();
    const situations = await screen.findByRole('radiogroup', { name: 'Votre situation' }, loaded);
    await user.click(within(situations).getByRole('radio', { name: 'Licenciement' }));
    const expected = earlyReturn({ ...recordedRentalInput(rental), today, situation: 'dismissal' });
    expect(expected.allowed).toBe(false);
    expect(
      plain(
        paragraph('Pas encore possible : vous êtes au 3e mois de votre location. À').textContent,
      ),
    ).toBe(
      'Pas encore possible : vous êtes au 3e mois de votre location. À partir du 13e mois, le 13 septembre 2027, la restitution sera possible et gratuite dans votre situation.',
    );
    await user.click(within(situations).getByRole('radio', { name: 'Autre situation' }));
    expect(
      plain(
        paragraph('Pas encore possible : vous êtes au 3e mois de votre location. La').textContent,
      ),
    ).toBe(
      'Pas encore possible : vous êtes au 3e mois de votre location. La restitution anticipée sera possible à partir du 13e mois, le 13 septembre 2027.',
    );
    expect(
      screen.queryByRole('button', { name: 'Demander la restitution anticipée' }),
    ).not.toBeInTheDocument();
    expect(
      plain(
        paragraph('Pas encore possible : vous êtes au 3e mois de votre location. L’achat')
          .textContent,
      ),
    ).toBe(
      'Pas encore possible : vous êtes au 3e mois de votre location. L’achat anticipé sera possible à partir du 13e mois, le 13 septembre 2027.',
    );
    expect(
      screen.queryByRole('button', { name: 'Demander l’achat anticipé' }),
    ).not.toBeInTheDocument();
  });

  it('month 14: free for a listed situation, priced otherwise; asking goes through an alert dialog, keyboard only', async () => {
    let rental = month14();
    let sent: unknown;
    const { context } = renderMyRent(
      rentRoutes(() => rental, {
        'POST /api/v2/rentals/12/early-end': async (request) => {
          sent = await request.json();
          rental = {
            ...rental,
            earlyRequest: {
              kind: 'return',
              situation: 'maternity-leave',
              requestedAt: '2026-11-23T11:00:00Z',
              costCents: 0,
            },
          };
          return { body: rental };
        },
      }),
    );
    const user = userEvent.setup();
    const situations = await screen.findByRole('radiogroup', { name: 'Votre situation' }, loaded);
    await user.click(within(situations).getByRole('radio', { name: 'Autre situation' }));
    const other = earlyReturn({ ...recordedRentalInput(rental), today, situation: 'other' });
    expect(other.costCents).toBeGreaterThan(0);
    expect(plain(screen.getByText(/^Possible pour/).textContent)).toBe(
      `Possible pour ${euros(other.costCents)} : vous êtes au 14e mois, et hors des situations listées la restitution n’est pas gratuite. Vous réglez votre part du loyer des 22 mois restants.`,
    );
    // Keyboard: the arrows move to the next situation.
    within(situations).getByRole('radio', { name: 'Autre situation' }).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(situations).getByRole('radio', { name: 'Congé maternité' })).toBeChecked();
    expect(plain(screen.getByText(/^Possible et gratuite/).textContent)).toBe(
      'Possible et gratuite : vous êtes au 14e mois de votre location, et la restitution est gratuite dans votre situation à partir du 13e mois.',
    );

    const ask = screen.getByRole('button', { name: 'Demander la restitution anticipée' });
    ask.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Demander la restitution anticipée\u202f?',
    });
    expect(plain(dialog.textContent)).toContain('Votre situation : Congé maternité');
    expect(dialog).toHaveTextContent('Dans votre situation, la restitution est gratuite.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(ask).toHaveFocus());
    expect(context.calls).not.toContain('POST /api/v2/rentals/12/early-end');

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    const send = within(again).getByRole('button', { name: 'Envoyer ma demande' });
    send.focus();
    await user.keyboard('{Enter}');
    const done = await screen.findByText('Votre demande est envoyée.', {}, loaded);
    expect(sent).toEqual({ kind: 'return', situation: 'maternity-leave' });
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(
      screen.getByText('Demande de restitution anticipée envoyée le 23 novembre 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sans frais')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Demander la restitution anticipée' }),
    ).not.toBeInTheDocument();
  });

  it('month 14: a 409 on the early return says why, where focus moves', async () => {
    const rental = month14();
    renderMyRent(
      rentRoutes(() => rental, {
        'POST /api/v2/rentals/12/early-end': {
          status: 409,
          body: { code: 'EARLY_END_PENDING', message: 'A request is already pending.' },
        },
      }),
    );
    const user = userEvent.setup();
    const situations = await screen.findByRole('radiogroup', { name: 'Votre situation' }, loaded);
    await user.click(within(situations).getByRole('radio', { name: 'Licenciement' }));
    await user.click(screen.getByRole('button', { name: 'Demander la restitution anticipée' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Envoyer ma demande',
      }),
    );
    const text = await screen.findByText(/^Une demande est déjà en cours/, {}, loaded);
    await waitFor(() => expect(text.closest('[role="alert"]')).toHaveFocus());
  });

  it('month 14: the early buyout says its price from @velo/leasing', async () => {
    const rental = month14();
    renderMyRent(rentRoutes(() => rental));
    const text = await screen.findByText(/^Possible aujourd’hui pour/, {}, loaded);
    expect(plain(text.textContent)).toContain(
      `Possible aujourd’hui pour ${euros(rental.earlyBuyout.priceCents)}`,
    );
    expect(plain(text.textContent)).toContain('des 22 mois restants');
    expect(screen.getByRole('button', { name: 'Demander l’achat anticipé' })).toBeInTheDocument();
  });

  it('month 34: the three options side by side with their price and deadline; choosing asks first, keyboard only', async () => {
    let rental = month34();
    let sent: unknown;
    const { context } = renderMyRent(
      rentRoutes(() => rental, {
        'POST /api/v2/rentals/12/end-of-lease-choice': async (request) => {
          sent = await request.json();
          rental = {
            ...rental,
            endOfLease: {
              ...rental.endOfLease,
              choice: 'buyout',
              chosenAt: '2026-11-23T11:00:00Z',
              outcome: { outcome: 'buyout', reason: 'buyout-awaiting-payment', final: false },
            },
          };
          return { body: rental };
        },
      }),
    );
    const user = userEvent.setup();
    const options = await screen.findByRole('list', { name: 'Les trois choix possibles' }, loaded);
    const items = within(options).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Acheter', 'Restituer', 'Prolonger de 2 ans']);
    const end = rental.endOfLease;
    expect(plain(items[0]?.textContent)).toContain(euros(end.options.buyoutPriceCents));
    expect(plain(items[0]?.textContent)).toContain(
      '20 % du prix d’achat de votre vélo, à payer au plus tard le 12 février 2027.',
    );
    expect(plain(items[1]?.textContent)).toContain('0,00 €');
    expect(plain(items[2]?.textContent)).toContain(
      `${euros(end.options.extensionRiderMonthlyCents)} par mois`,
    );
    expect(plain(items[2]?.textContent)).toContain(
      `Votre part d’un loyer réduit de ${euros(end.options.extensionMonthlyRentCents)} par mois, pendant 24 mois.`,
    );
    expect(plain(screen.getByText(/^Faites votre choix au plus tard/).textContent)).toBe(
      'Faites votre choix au plus tard le 12 janvier 2027. Votre location se termine le 12 février 2027.',
    );
    expect(plain(screen.getByText(/^Sans choix de votre part/).textContent)).toBe(
      'Sans choix de votre part d’ici le 12 janvier 2027, votre location sera prolongée automatiquement de 2 ans.',
    );
    expect(screen.getByText(/^Sans action de votre part/)).toBeInTheDocument();

    const choose = screen.getByRole('button', { name: 'Choisir l’achat' });
    choose.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Acheter votre vélo\u202f?' });
    expect(plain(dialog.textContent)).toContain(
      `Votre vélo sera à vous pour ${euros(end.options.buyoutPriceCents)}, à payer au plus tard le 12 février 2027.`,
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(choose).toHaveFocus());
    expect(context.calls).not.toContain('POST /api/v2/rentals/12/end-of-lease-choice');

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer ce choix' });
    confirm.focus();
    await user.keyboard('{Enter}');
    const saved = await screen.findByText('Votre choix est enregistré : Acheter.', {}, loaded);
    expect(sent).toEqual({ choice: 'buyout' });
    await waitFor(() => expect(saved.closest('[role="status"]')).toHaveFocus());
    expect(plain(paragraph('Votre choix : Acheter').textContent)).toBe(
      'Votre choix : Acheter, enregistré le 23 novembre 2026. Vous pouvez changer d’avis jusqu’au 12 janvier 2027.',
    );
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Votre choix')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir la restitution' })).toBeInTheDocument();
  });

  it('month 34: a 409 END_OF_LEASE_CLOSED says the time to choose is over, where focus moves', async () => {
    const rental = month34();
    renderMyRent(
      rentRoutes(() => rental, {
        'POST /api/v2/rentals/12/end-of-lease-choice': {
          status: 409,
          body: { code: 'END_OF_LEASE_CLOSED', message: 'Closed.' },
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Choisir la prolongation' }, loaded),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Prolonger votre location de 2 ans\u202f?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer ce choix' }));
    const text = await screen.findByText(/^Le choix n’est plus possible/, {}, loaded);
    await waitFor(() => expect(text.closest('[role="alert"]')).toHaveFocus());
  });

  it('revisions: done and to book; a day shows its slots, a slot is booked; a slot taken meanwhile says so', async () => {
    // Month 14 with three revisions done: the fourth (months 13 to 16) is to book.
    let rental = aRental({ startedOn: month14().startedOn, revisionsDone: 3 });
    let taken = true;
    const { context } = renderMyRent(
      rentRoutes(() => rental, {
        'GET /api/v2/rentals/12/revision-slots': (request) => ({
          body: {
            storeId: 1,
            day: new URL(request.url).searchParams.get('day'),
            slotMinutes: 60,
            slots: [
              { startsAt: '10:00', endsAt: '11:00', free: false },
              { startsAt: '11:00', endsAt: '12:00', free: true },
            ],
          },
        }),
        'POST /api/v2/rentals/12/revisions': () => {
          if (taken) {
            taken = false;
            return { status: 409, body: { code: 'SLOT_TAKEN', message: 'Taken.' } };
          }
          rental = {
            ...rental,
            revisions: rental.revisions.map((revision) =>
              revision.number === 4
                ? {
                    ...revision,
                    state: 'booked',
                    booking: {
                      storeName: 'Cycles du Marais',
                      on: '2026-11-25',
                      startsAt: '11:00',
                      endsAt: '12:00',
                    },
                  }
                : revision,
            ),
          };
          return { status: 201, body: rental };
        },
      }),
    );
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Vos révisions' }, loaded);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(within(items[0] as HTMLElement).getByText('Effectuée')).toBeInTheDocument();
    expect(within(items[3] as HTMLElement).getByText('À réserver')).toBeInTheDocument();
    expect(screen.getByText('3 révisions effectuées sur 9')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Réserver la révision 4' }),
    ).toBeInTheDocument();

    const days = screen.getByRole('radiogroup', { name: 'Jour' });
    await user.click(within(days).getByRole('radio', { name: 'mercredi 25 novembre' }));
    const slots = await screen.findByRole(
      'radiogroup',
      { name: 'Créneaux du mercredi 25 novembre' },
      loaded,
    );
    expect(context.calls).toContain('GET /api/v2/rentals/12/revision-slots?day=2026-11-25');
    expect(within(slots).getByRole('radio', { name: '10:00 – 11:00 (déjà pris)' })).toBeDisabled();
    // No slot chosen: said next to the field.
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByText('Choisissez un créneau.')).toBeInTheDocument();
    await user.click(within(slots).getByRole('radio', { name: '11:00 – 12:00' }));
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    const refused = await screen.findByText(/^Ce créneau vient d’être pris/, {}, loaded);
    await waitFor(() => expect(refused.closest('[role="alert"]')).toHaveFocus());

    await user.click(
      within(screen.getByRole('radiogroup', { name: /^Créneaux du/ })).getByRole('radio', {
        name: '11:00 – 12:00',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    const done = await screen.findByText(
      'Révision 4 réservée le 25 novembre 2026 à 11:00 chez Cycles du Marais.',
      {},
      loaded,
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(
      within(screen.getByRole('list', { name: 'Vos révisions' })).getByText(
        'Rendez-vous le 25 novembre 2026 de 11:00 à 12:00 chez Cycles du Marais',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Jour' })).not.toBeInTheDocument();
  });

  it('the service voucher downloads through the session as a PDF', async () => {
    const rental = month14();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:voucher';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { context } = renderMyRent(
      rentRoutes(() => rental, {
        'GET /api/v2/rentals/12/service-voucher': { body: '%PDF-1.7' },
      }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Télécharger le bon d’entretien (PDF)' }, loaded),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(context.calls).toContain('GET /api/v2/rentals/12/service-voucher');
    expect(created).toHaveLength(1);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it.each([
    [
      'five months ago: bank details kept',
      '2026-06-23',
      'Vos coordonnées bancaires sont conservées jusqu’au 23 décembre 2026, puis supprimées automatiquement, 6 mois après la fin de votre location.',
    ],
    [
      'seven months ago: bank details deleted',
      '2026-04-23',
      'Vos coordonnées bancaires ont été supprimées le 23 octobre 2026, 6 mois après la fin de votre location.',
    ],
  ])('an ended rental, %s', async (_, endedOn, bankText) => {
    const rental = aRental({ startedOn: '2023-04-24', status: 'ended', endedOn });
    renderMyRent(rentRoutes(() => rental));
    expect(await screen.findByText('Terminée', {}, loaded)).toBeInTheDocument();
    expect(screen.getByText(/^Votre location a pris fin le/)).toBeInTheDocument();
    expect(screen.getByText(bankText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir un nouveau vélo' })).toHaveAttribute(
      'href',
      '/bikes',
    );
    expect(screen.queryByRole('heading', { name: 'Prochain prélèvement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Révisions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Votre situation' })).not.toBeInTheDocument();
  });

  it('an extended rental shows its extension and its next debit', async () => {
    const base = aRental({ startedOn: addYears(-3, -4) });
    const rental: Rental = {
      ...base,
      status: 'extended',
      extension: {
        startedOn: '2026-07-23',
        endsOn: '2028-07-22',
        monthlyRentCents: 6661,
        riderMonthlyCents: 3330,
      },
      nextDirectDebit: { on: '2026-12-05', amountCents: 3330, month: 41 },
    };
    renderMyRent(rentRoutes(() => rental));
    expect(await screen.findByText('Prolongée', {}, loaded)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Votre location est prolongée du 23 juillet 2026 au 22 juillet 2028, à loyer réduit.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Prélevé le 5 décembre 2026, pour le 41e mois de votre location.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Fin de votre location' }),
    ).not.toBeInTheDocument();
  });

  it('a running rental links sponsorship while the company runs its offer, and the bike check', async () => {
    const rental = month3();
    renderMyRent(
      rentRoutes(() => rental, {
        'GET /api/v2/clients/commercial-offer/sponsorship': {
          body: aCommercialOffer({ kind: 'sponsorship', monthsOfFreeRent: 2 }),
        },
      }),
    );
    // The card is SponsorshipLinks' (its own tests): here, that /my-rent draws it for a rental.
    expect(
      await screen.findByRole('link', { name: 'Réserver un contrôle du vélo' }, loaded),
    ).toHaveAttribute('href', '/bikeCheck');
    expect(screen.getByText(/chacun 2 mois de loyer offert/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Parrainer un collègue' })).toBeVisible();
  });

  it('without a sponsorship offer, a running rental links the bike check alone', async () => {
    const rental = month3();
    renderMyRent(rentRoutes(() => rental));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contrôle du vélo' }, loaded),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Parrainer un collègue' })).toBeNull();
  });

  it('without a rental, points to my offer and the catalogue', async () => {
    const { context } = renderMyRent(rentRoutes(() => null));
    const title = 'Pas encore de location en cours';
    expect(await screen.findByRole('heading', { level: 2, name: title }, loaded)).toBeVisible();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Voir mon offre')).toBe('/my-offer');
    expect(href('Voir le catalogue')).toBe('/bikes');
    expect([...context.calls].sort()).toEqual([
      'GET /api/v2/clients/commercial-offer/sponsorship',
      'GET /api/v2/rentals',
    ]);
    // No bike yet: nothing to sponsor with nor to check.
    expect(screen.queryByRole('link', { name: 'Réserver un contrôle du vélo' })).toBeNull();
  });

  it('in English: texts in English, money in the French format, dates in English', async () => {
    const rental = month3();
    renderMyRent(
      rentRoutes(() => rental),
      'en',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My rental' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Debited on 13 December 2026, for month 4 of your rental.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Your 36 instalments/ })).toBeInTheDocument();
    expect(plain(screen.getByText(/^Your share:/).textContent)).toContain(
      `${euros(rental.schedule.toCome.riderCents)} to come (33 instalments)`,
    );
  });
});

/** A start date `years` years and `months` months before the tests' month (13th of the month). */
function addYears(years: number, months: number) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = (year + years) * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-13`;
}
