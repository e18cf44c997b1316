import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes } from '@velo/data/testing';
import { describe, expect, it } from 'vitest';
import { createFleetAgreementRoutes } from './routes';

const loaded = { timeout: 20_000 };

const contract = (signable = true): Schemas['CompanyAgreement'] => ({
  id: 11,
  clientId: 7,
  clientName: 'Acme France',
  riderName: 'Inès Lambert',
  bike: 'Peugeot eC01 D7',
  status: signable ? 'equipment-confirmed' : 'contract-signed',
  signable,
  monthlyRentCents: 7_400,
  employerContributionCents: 3_700,
  riderShareCents: 3_700,
  document: {
    title: 'Contrat de location longue durée',
    sections: [
      {
        heading: 'Le loyer',
        paragraphs: ['La location dure 36 mois à compter de la remise du vélo.'],
        fields: [{ label: 'Loyer mensuel TTC', value: '74,00 €' }],
      },
    ],
    sha256: 'a'.repeat(64),
    signedAt: signable ? null : '2026-11-25T10:00:00Z',
  },
});

const sent = {
  maskedPhone: '+33 1 •• •• •• 67',
  expiresAt: '2099-01-01T00:10:00Z',
  resendAvailableAt: '2000-01-01T00:00:30Z',
};

function renderSign(routes: FakeRoutes, path = '/signSpecificAgreements/11?client=7') {
  const context = createTestContext(routes);
  const { signSpecificAgreement } = createFleetAgreementRoutes(context);
  return renderScreen({
    routes: [
      signSpecificAgreement,
      { path: '/pendingAgreements', element: <p>liste des contrats</p> },
    ],
    path,
    context,
    profile: aProfile({ rights: [{ name: 'agreements', clientId: 7 }] }),
  });
}

describe('/signSpecificAgreements/:bikeId', () => {
  it('shows the contract, asks for the consent, sends the code, then a wrong and a right code', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let tries = 0;
    const { context } = renderSign({
      'GET /api/v2/clients/7/agreements/11': { body: contract() },
      'POST /api/v2/clients/7/agreements/11/signature-code': async (request) => {
        bodies.push(await request.json());
        return { body: sent };
      },
      'POST /api/v2/clients/7/agreements/11/signature': async (request) => {
        bodies.push(await request.json());
        tries += 1;
        return tries === 1
          ? {
              status: 400,
              body: { code: 'SIGNATURE_CODE_INVALID', message: 'no', remainingAttempts: 4 },
            }
          : {
              body: {
                id: 11,
                status: 'contract-signed',
                signedAt: '2026-11-25T10:00:00Z',
                sha256: 'b'.repeat(64),
              },
            };
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Contrat de location de Inès Lambert' },
        loaded,
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('article', { name: 'Contrat de location longue durée' }),
    ).toHaveAttribute('lang', 'fr');
    expect(
      screen.getByText('La location dure 36 mois à compter de la remise du vélo.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    expect(bodies).toEqual([]);
    // The form moves the focus once the error is drawn.
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: /J’accepte de signer ce contrat/ }),
      ).toHaveFocus(),
    );
    await user.click(screen.getByRole('checkbox', { name: /J’accepte de signer ce contrat/ }));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    const field = await screen.findByRole('textbox', { name: /Code/ }, loaded);
    await waitFor(() => expect(field).toHaveFocus(), loaded);
    expect(screen.getByText(/envoyé au \+33 1 •• •• •• 67/)).toBeVisible();

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Signer le contrat' }));
    expect(await screen.findByText(/4 essais/, {}, loaded)).toBeVisible();
    await user.clear(field);
    await user.type(field, '482913');
    await user.click(screen.getByRole('button', { name: 'Signer le contrat' }));
    expect(await screen.findByText('liste des contrats', {}, loaded)).toBeVisible();
    expect(bodies).toEqual([{ consent: true }, { code: '000000' }, { code: '482913' }]);
    expect(context.calls.some((call) => call.includes('482913'))).toBe(false);
    // The code sent and the wrong code change nothing the page shows: the contract is read once.
    expect(
      context.calls.filter((call) => call === 'GET /api/v2/clients/7/agreements/11'),
    ).toHaveLength(1);
  });

  it('a contract already signed says when, with no signature form', async () => {
    renderSign({ 'GET /api/v2/clients/7/agreements/11': { body: contract(false) } });
    expect(
      await screen.findByText(/Contrat signé par l’entreprise le 25 novembre 2026/, {}, loaded),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recevoir le code par SMS' })).toBeNull();
  });

  it('an unknown contract, or another company’s, is said plainly', async () => {
    renderSign(
      {
        'GET /api/v2/clients/7/agreements/99': {
          status: 404,
          body: { code: 'NOT_FOUND', message: 'No such lease agreement.' },
        },
      },
      '/signSpecificAgreements/99?client=7',
    );
    expect(
      await screen.findByRole('heading', { name: 'Contrat introuvable' }, loaded),
    ).toBeVisible();
  });
});
