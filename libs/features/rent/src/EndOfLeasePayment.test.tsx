import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoutes } from '@velo/data/testing';
import { formatMoney, type Locale } from '@velo/i18n';
import { endOfLeaseOptions } from '@velo/leasing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acmePolicy, month34, renderRent, summaryOf, today } from '../tests/fixtures';
import { leaveForProvider } from './leaveForProvider';
import type { Rental } from './rental';
import { plain } from '@velo/data/testing';

vi.mock('./leaveForProvider', () => ({ leaveForProvider: vi.fn() }));

const loaded = { timeout: 20_000 };
const checkout = 'http://127.0.0.1:4300/payment-provider/checkout/abcdefghijklmnop';

/** Claire (month 34) having chosen the buyout; `paidAt`: when she paid it. */
function buyoutChosen(paidAt: string | null = null): Rental {
  const rental = month34();
  return {
    ...rental,
    endOfLease: {
      ...rental.endOfLease,
      choice: 'buyout',
      chosenAt: '2026-11-20T09:00:00Z',
      buyoutPaidAt: paidAt,
      outcome: paidAt
        ? { outcome: 'buyout', reason: 'buyout-paid', final: true }
        : { outcome: 'buyout', reason: 'buyout-awaiting-payment', final: false },
    },
  };
}

function renderMyRent(rental: Rental, extra: FakeRoutes = {}, locale: Locale = 'fr') {
  const answers: FakeRoutes = {
    'GET /api/v2/rentals': { body: [summaryOf(rental)] },
    'GET /api/v2/rentals/12': { body: rental },
    ...extra,
  };
  return renderRent('/my-rent', answers, locale).context;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T11:00:00Z`));
  vi.mocked(leaveForProvider).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/my-rent: paying the chosen buyout (spec §4, §9)', () => {
  it('shows the price and the deadline; "Payer le rachat", keyboard only, leaves for the provider’s page the API returned', async () => {
    const rental = buyoutChosen();
    // The price is @velo/leasing's: resell ratio × purchase price.
    const price = endOfLeaseOptions({
      bikePriceCents: rental.bikePriceCents,
      rentCents: rental.monthlyRentCents,
      policy: acmePolicy,
    }).buyout.priceCents;
    expect(rental.endOfLease.options.buyoutPriceCents).toBe(price);
    const context = renderMyRent(rental, {
      'POST /api/v2/rentals/12/buyout-payment': {
        status: 201,
        body: { id: 41, redirectUrl: checkout },
      },
    });
    const section = await screen.findByRole('region', { name: 'Paiement du rachat' }, loaded);
    expect(plain(within(section).getByText(/^À payer/).textContent)).toBe(
      `À payer : ${plain(formatMoney(price, 'fr'))}, au plus tard le 12 février 2027.`,
    );
    expect(
      within(section).getByText(/^Vous allez être redirigé vers la page sécurisée/),
    ).toBeInTheDocument();
    // Not paid yet: the choice may still change.
    expect(screen.getByRole('button', { name: 'Choisir la restitution' })).toBeInTheDocument();

    const pay = within(section).getByRole('button', { name: 'Payer le rachat' });
    pay.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(checkout));
    expect(context.calls).toContain('POST /api/v2/rentals/12/buyout-payment');
  });

  it('a 409 says why next to the button, where focus moves, and goes nowhere', async () => {
    renderMyRent(buyoutChosen(), {
      'POST /api/v2/rentals/12/buyout-payment': {
        status: 409,
        body: { code: 'END_OF_LEASE_CLOSED', message: 'The buyout had to be paid by 2027-02-12.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Payer le rachat' }, loaded));
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(plain(alert.textContent)).toBe(
      'Le délai de paiement du rachat est dépassé : votre location est prolongée automatiquement.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('an address that is not a web page is not followed', async () => {
    renderMyRent(buyoutChosen(), {
      'POST /api/v2/rentals/12/buyout-payment': {
        status: 201,
        body: { id: 41, redirectUrl: 'javascript:alert(1)' },
      },
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Payer le rachat' }, loaded));
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      'Une erreur est survenue, veuillez réessayer plus tard',
    );
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('paid: says when, and the choice is locked (no button to change it or to pay again)', async () => {
    renderMyRent(buyoutChosen('2026-11-22T15:30:00Z'));
    const paid = await screen.findByText(/^Rachat payé le/, {}, loaded);
    expect(plain(paid.textContent)).toBe(
      'Rachat payé le 22 novembre 2026 : votre choix est définitif.',
    );
    expect(screen.queryByRole('button', { name: 'Payer le rachat' })).not.toBeInTheDocument();
    const options = screen.getByRole('list', { name: 'Les trois choix possibles' });
    expect(within(options).queryAllByRole('button')).toEqual([]);
    expect(within(options).getByText('Votre choix')).toBeInTheDocument();
    expect(screen.queryByText(/Vous pouvez changer d’avis/)).not.toBeInTheDocument();
  });

  it('not chosen: nothing to pay is offered', async () => {
    renderMyRent(month34());
    await screen.findByRole('list', { name: 'Les trois choix possibles' }, loaded);
    expect(screen.queryByRole('button', { name: 'Payer le rachat' })).not.toBeInTheDocument();
  });

  it('in English', async () => {
    renderMyRent(buyoutChosen(), {}, 'en');
    const section = await screen.findByRole('region', { name: 'Paying the buyout' }, loaded);
    expect(plain(within(section).getByText(/^To pay/).textContent)).toBe(
      `To pay: ${plain(formatMoney(buyoutChosen().endOfLease.options.buyoutPriceCents, 'en'))}, by 12 February 2027.`,
    );
    expect(within(section).getByRole('button', { name: 'Pay the buyout' })).toBeInTheDocument();
  });
});
