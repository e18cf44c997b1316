import { render, screen, within } from '@testing-library/react';
import { I18nProvider, type Locale } from '@velo/i18n';
import { agreedLeaseQuote } from '@velo/leasing';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MonthlyBreakdown, type MonthlyBreakdownProps } from './MonthlyBreakdown';
import { RentFrom } from './RentFrom';

const loaded = { timeout: 20_000 };
/** Intl's French spaces (narrow no-break, no-break) as plain spaces, to write the figures simply. */
const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ') ?? '';

function Providers({ locale = 'fr', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} storage={null}>
      {children}
    </I18nProvider>
  );
}

const acme = { rate: 0.5, capCents: 6000 };
const threeFreeMonths = { monthsOfFreeRent: 3 };

/** The value read for a term of the breakdown list. */
function valueOf(list: HTMLElement, term: string | RegExp): string {
  const dt = within(list).getByText(term).closest('dt');
  return plain(dt?.nextElementSibling?.textContent);
}

async function renderBreakdown(props: MonthlyBreakdownProps, locale: Locale = 'fr') {
  const view = render(
    <Providers locale={locale}>
      <MonthlyBreakdown {...props} />
    </Providers>,
  );
  const list = await screen.findByLabelText(
    locale === 'fr' ? 'Détail du loyer mensuel' : 'Monthly rent breakdown',
    {},
    loaded,
  );
  return { ...view, list };
}

describe('MonthlyBreakdown', () => {
  it('shows a quote as given: a lease request’s figures as the API fixed them', async () => {
    const { list } = await renderBreakdown({
      quote: agreedLeaseQuote({
        bikePriceCents: 300_000,
        equipment: [],
        extraContribution: null,
        monthlyRentCents: 10_820,
        employerContributionCents: 4000,
        riderContributionCents: 6820,
        monthsOfFreeRent: 0,
      }),
    });
    // Rent and its parts, the employer's and the rider's shares, free months, total, buyout.
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => plain(value.textContent)),
    ).toEqual([
      '108,20 €',
      '87,20 €',
      '0,00 €',
      '12,60 €',
      '6,00 €',
      '2,40 €',
      '40,00 €',
      '68,20 €',
      'Aucun',
      '2 455,20 €',
      '600,00 €',
    ]);
  });

  it('shows what a rider reads for a 3 000 € bike at Acme (50 %, capped at 60 €, 3 free months)', async () => {
    const { list } = await renderBreakdown({
      bikePriceCents: 300_000,
      contribution: acme,
      offer: threeFreeMonths,
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Votre loyer mensuel' }),
    ).toBeInTheDocument();
    expect(valueOf(list, 'Loyer mensuel TTC')).toBe('108,20 €');
    expect(valueOf(list, 'dont vélo')).toBe('87,20 €');
    expect(valueOf(list, 'dont équipements')).toBe('0,00 €');
    expect(valueOf(list, 'dont assurance vol et casse')).toBe('12,60 €');
    expect(valueOf(list, 'dont entretien (3 révisions par an)')).toBe('6,00 €');
    expect(valueOf(list, 'dont assistance dépannage')).toBe('2,40 €');
    expect(valueOf(list, 'Participation de votre employeur')).toBe('54,10 €');
    expect(valueOf(list, 'Votre part mensuelle')).toBe('54,10 €');
    expect(valueOf(list, 'Mois de loyer offerts')).toBe('3 mois');
    // 33 paid months × 54,10 €
    expect(valueOf(list, 'Total de votre part sur 36 mois')).toBe('1 785,30 €');
    expect(valueOf(list, 'Rachat possible en fin de location')).toBe('600,00 €');
    expect(screen.getByText(/Location de 36 mois, TVA de 20 % comprise/)).toBeInTheDocument();
  });

  it('updates live when equipment is added, announcing the new share politely', async () => {
    const props = { bikePriceCents: 349_900, contribution: acme, offer: threeFreeMonths };
    const { list, rerender } = await renderBreakdown(props);
    // 124,80 € a month: the employer's 50 % would be 62,40 €, capped at 60 €.
    expect(valueOf(list, 'Votre part mensuelle')).toBe('64,80 €');
    const share = within(list).getByText('Votre part mensuelle').closest('dt')?.nextElementSibling;
    expect(share).toHaveAttribute('aria-live', 'polite');

    rerender(
      <Providers>
        <MonthlyBreakdown {...props} equipmentPriceCents={[7990, 8990]} />
      </Providers>,
    );
    expect(valueOf(list, 'dont équipements')).toBe('6,00 €');
    expect(valueOf(list, 'Loyer mensuel TTC')).toBe('130,80 €');
    // The employer's share stays at its 60 € cap: the rider pays all the equipment adds.
    expect(valueOf(list, 'Participation de votre employeur')).toBe('60,00 €');
    expect(valueOf(list, 'Votre part mensuelle')).toBe('70,80 €');
  });

  it('without a known contribution nor an offer, the rider pays the whole rent every month', async () => {
    const { list } = await renderBreakdown({ bikePriceCents: 300_000, contribution: null });
    expect(valueOf(list, 'Participation de votre employeur')).toBe('0,00 €');
    expect(valueOf(list, 'Votre part mensuelle')).toBe('108,20 €');
    expect(valueOf(list, 'Mois de loyer offerts')).toBe('Aucun');
    expect(valueOf(list, 'Total de votre part sur 36 mois')).toBe('3 895,20 €');
  });

  it('reads in English with the same figures', async () => {
    const { list } = await renderBreakdown(
      { bikePriceCents: 300_000, contribution: acme, offer: { monthsOfFreeRent: 1 } },
      'en',
    );
    expect(screen.getByRole('heading', { name: 'Your monthly rent' })).toBeInTheDocument();
    expect(valueOf(list, 'Your monthly share')).toBe('54,10 €');
    expect(valueOf(list, 'Months of free rent')).toBe('1 month');
    expect(valueOf(list, 'Your share over 36 months')).toBe('1 893,50 €');
  });
});

describe('RentFrom', () => {
  it('says "from X €/month, your share Y €" for the bike alone', async () => {
    render(
      <Providers>
        <RentFrom bikePriceCents={300_000} contribution={acme} />
      </Providers>,
    );
    const line = await screen.findByText(/^À partir de/, {}, loaded);
    expect(plain(line.textContent)).toBe('À partir de 108,20 €/mois, votre part 54,10 €');
  });

  it('gives the rent alone when the contribution is not known, and reads in English', async () => {
    const { unmount } = render(
      <Providers>
        <RentFrom bikePriceCents={199_900} contribution={null} />
      </Providers>,
    );
    expect(plain((await screen.findByText(/^À partir de/, {}, loaded)).textContent)).toBe(
      'À partir de 74,90 €/mois',
    );
    unmount();
    render(
      <Providers locale="en">
        <RentFrom bikePriceCents={300_000} contribution={{ rate: 0.4, capCents: null }} />
      </Providers>,
    );
    expect(plain((await screen.findByText(/^From/, {}, loaded)).textContent)).toBe(
      'From 108,20 €/month, your share 64,92 €',
    );
  });
});
