import { render, screen, within } from '@testing-library/react';
import { I18nProvider, type Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { SponsorshipLinks, type SponsorshipLinksProps } from './SponsorshipLinks';

const loaded = { timeout: 20_000 };

function renderLinks(props: SponsorshipLinksProps, locale: Locale = 'fr') {
  return render(
    <I18nProvider locale={locale} storage={null}>
      <main>
        <SponsorshipLinks {...props} />
      </main>
    </I18nProvider>,
  );
}

describe('SponsorshipLinks', () => {
  it('with a sponsorship offer and the bike check: what the offer gives, and both links', async () => {
    renderLinks({ offer: { monthsOfFreeRent: 2 }, bikeCheck: true });
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Parrainage et contrôle du vélo' },
        loaded,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Parrainez un collègue : votre filleul et vous recevez chacun 2 mois de loyer offert.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Parrainer un collègue' })).toHaveAttribute(
      'href',
      '/sponsorship',
    );
    expect(screen.getByRole('link', { name: 'Réserver un contrôle du vélo' })).toHaveAttribute(
      'href',
      '/bikeCheck',
    );
    expect(within(document.body).getAllByRole('link')).toHaveLength(2);
  });

  it('without a sponsorship offer: the bike check alone, no sponsorship link', async () => {
    renderLinks({ offer: null, bikeCheck: true });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contrôle du vélo' }, loaded),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Réserver un contrôle du vélo' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Parrainer un collègue' })).toBeNull();
    expect(screen.queryByText(/Parrainez/)).toBeNull();
  });

  it('with the bike check’s flag off: sponsorship alone, in English too', async () => {
    renderLinks({ offer: { monthsOfFreeRent: 1 }, bikeCheck: false, headingLevel: 3 }, 'en');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Sponsorship' }, loaded),
    ).toBeVisible();
    expect(
      screen.getByText('Sponsor a colleague: your sponsee and you each get 1 month of free rent.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sponsor a colleague' })).toHaveAttribute(
      'href',
      '/sponsorship',
    );
    expect(screen.queryByRole('link', { name: 'Book a bike check' })).toBeNull();
  });

  it('neither an offer nor the flag: nothing at all', async () => {
    const { container } = renderLinks({ offer: null, bikeCheck: false });
    // The provider loads the texts first; the card would be drawn by then.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('main')).toBeEmptyDOMElement();
  });

  it('the flag of the configuration decides by default (spec section 1: on)', async () => {
    renderLinks({ offer: null });
    expect(
      await screen.findByRole('link', { name: 'Réserver un contrôle du vélo' }, loaded),
    ).toHaveAttribute('href', '/bikeCheck');
  });
});
