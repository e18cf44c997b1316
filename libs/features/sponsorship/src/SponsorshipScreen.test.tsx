import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aCommercialOffer, createTestContext, type FakeRoutes } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSponsorshipRoutes } from './routes';

const loaded = { timeout: 20_000 };

function mine(overrides: Partial<Schemas['MySponsorship']> = {}): Schemas['MySponsorship'] {
  return {
    code: 'CAMILLE-7Q4K',
    shareUrl: 'https://app.velo.fr/rider/sponsorship?code=CAMILLE-7Q4K',
    sponsees: 2,
    usedCode: null,
    offerActive: true,
    ...overrides,
  };
}

const offer = aCommercialOffer({
  kind: 'sponsorship',
  name: 'Parrainage : un mois de loyer offert au parrain et au filleul',
  monthsOfFreeRent: 1,
  endDate: '2030-06-30',
});

function renderSponsorship(
  routes: FakeRoutes,
  { path = '/sponsorship', locale = 'fr' as Locale, bikeCheck = true } = {},
) {
  const context = createTestContext({
    'GET /api/v2/clients/commercial-offer/sponsorship': { body: offer },
    ...routes,
  });
  const { sponsorship } = createSponsorshipRoutes(context, { bikeCheck });
  return renderScreen({ routes: sponsorship, path, context, locale });
}

/** The API's answer to a code that no colleague has. */
const codeRefused = {
  status: 400,
  body: {
    code: 'SPONSOR_CODE_INVALID',
    message: 'sponsor code not valid',
    fields: [{ field: 'body.code', message: 'sponsor code not valid' }],
  },
};

afterEach(() => vi.restoreAllMocks());

describe('/sponsorship', () => {
  it('shows what the offer gives, my code, its share link and how many colleagues used it', async () => {
    renderSponsorship({ 'GET /api/v2/sponsorship': { body: mine() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parrainage' }, loaded),
    ).toBeInTheDocument();
    const gives = screen.getByRole('group', { name: 'Ce que vous offre le parrainage' });
    expect(
      within(gives).getByText('Votre filleul et vous recevez chacun 1 mois de loyer offert.'),
    ).toBeInTheDocument();
    expect(within(gives).getByText('Offre valable jusqu’au 30 juin 2030')).toBeInTheDocument();
    expect(screen.getByText('CAMILLE-7Q4K')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lien à partager' })).toHaveValue(
      'https://app.velo.fr/rider/sponsorship?code=CAMILLE-7Q4K',
    );
    expect(screen.getByText('2 collègues ont utilisé votre code.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réserver un contrôle' })).toHaveAttribute(
      'href',
      '/bikeCheck',
    );
  });

  it('copies the share link and says so politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSponsorship({ 'GET /api/v2/sponsorship': { body: mine() } });
    await user.click(await screen.findByRole('button', { name: 'Copier le lien' }, loaded));
    expect(writeText).toHaveBeenCalledWith(
      'https://app.velo.fr/rider/sponsorship?code=CAMILLE-7Q4K',
    );
    const status = await screen.findByText('Lien copié dans le presse-papiers.');
    expect(status).toHaveAttribute('role', 'status');
  });

  it('a refused code shows "sponsor code not valid" next to the field, focused, value kept', async () => {
    let sent: unknown;
    renderSponsorship({
      'GET /api/v2/sponsorship': { body: mine() },
      'POST /api/v2/sponsorship/code': async (request) => {
        sent = await request.json();
        return codeRefused;
      },
    });
    const user = userEvent.setup();
    const field = await screen.findByRole(
      'textbox',
      { name: /Code de parrainage d’un collègue/ },
      loaded,
    );
    // Empty: said at once, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(/Saisissez le code de parrainage/);
    expect(sent).toBeUndefined();

    await user.type(field, 'NOPE-1234');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Le code de parrainage n’est pas valide/),
    );
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('NOPE-1234');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual({ code: 'NOPE-1234' });
  });

  it('a good code is accepted, said where focus is, and the form is gone for good', async () => {
    let used: string | null = null;
    renderSponsorship({
      'GET /api/v2/sponsorship': () => ({ body: mine({ usedCode: used }) }),
      'POST /api/v2/sponsorship/code': () => {
        used = 'HUGO-7Q4K';
        return { body: mine({ usedCode: used }) };
      },
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /Code de parrainage d’un collègue/ }, loaded),
      'hugo-7q4k',
    );
    await user.keyboard('{Enter}');
    const done = await screen.findByText(
      'Code HUGO-7Q4K accepté : votre parrain et vous profiterez de l’offre de parrainage.',
      {},
      loaded,
    );
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(screen.getByText('Un code utilisé ne peut plus être changé.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Code de parrainage/ })).not.toBeInTheDocument();
  });

  it('after a refused code, a colleague’s code is accepted', async () => {
    let used: string | null = null;
    renderSponsorship({
      'GET /api/v2/sponsorship': () => ({ body: mine({ usedCode: used }) }),
      'POST /api/v2/sponsorship/code': async (request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== 'HUGO-7Q4K') return codeRefused;
        used = code;
        return { body: mine({ usedCode: used }) };
      },
    });
    const user = userEvent.setup();
    const field = await screen.findByRole(
      'textbox',
      { name: /Code de parrainage d’un collègue/ },
      loaded,
    );
    await user.type(field, 'NOPE-1234{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Le code de parrainage n’est pas valide/),
    );
    await user.clear(field);
    await user.type(field, 'HUGO-7Q4K{Enter}');
    expect(await screen.findByText(/^Code HUGO-7Q4K accepté/, {}, loaded)).toBeInTheDocument();
  });

  it('a share link fills the field with its code', async () => {
    renderSponsorship(
      { 'GET /api/v2/sponsorship': { body: mine({ code: 'MANON-3B8P', sponsees: 0 }) } },
      { path: '/sponsorship?code=HUGO-7Q4K' },
    );
    expect(
      await screen.findByRole('textbox', { name: /Code de parrainage d’un collègue/ }, loaded),
    ).toHaveValue('HUGO-7Q4K');
    expect(screen.getByText('Aucun collègue n’a encore utilisé votre code.')).toBeInTheDocument();
  });

  it('a code entered earlier is shown, with no form', async () => {
    renderSponsorship({ 'GET /api/v2/sponsorship': { body: mine({ usedCode: 'HUGO-7Q4K' }) } });
    expect(
      await screen.findByText('Vous avez utilisé le code de parrainage HUGO-7Q4K.', {}, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider le code' })).not.toBeInTheDocument();
  });

  it('a company without a sponsorship offer gets a clear state, and no code to share', async () => {
    renderSponsorship({
      'GET /api/v2/sponsorship': { body: mine({ offerActive: false }) },
      'GET /api/v2/clients/commercial-offer/sponsorship': { body: null },
    });
    expect(
      await screen.findByText(/Votre entreprise ne propose pas d’offre de parrainage/, {}, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByText('CAMILLE-7Q4K')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('without the bike check flag, no link leads to /bikeCheck', async () => {
    renderSponsorship({ 'GET /api/v2/sponsorship': { body: mine() } }, { bikeCheck: false });
    await screen.findByRole('heading', { level: 1, name: 'Parrainage' }, loaded);
    expect(screen.queryByRole('link', { name: 'Réserver un contrôle' })).not.toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderSponsorship({ 'GET /api/v2/sponsorship': { body: mine() } }, { locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sponsorship' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your sponsee and you each get 1 month of free rent.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 colleagues have used your code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
  });
});
