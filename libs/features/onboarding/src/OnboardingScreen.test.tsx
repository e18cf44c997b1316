import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@velo/auth/testing';
import { createTestContext, type FakeRoutes, fieldRefusal } from '@velo/data/testing';
import { describe, expect, it } from 'vitest';
import type { LeaseDocumentSummary, Onboarding } from './model';
import { createOnboardingRoutes } from './routes';
import { aPersonalInformation, loaded } from './testing';

function anOnboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    personalInformation: aPersonalInformation(),
    lockedAt: null,
    charter: { commutingAttested: true, rulesAccepted: true, attestedAt: '2030-11-20T09:00:00Z' },
    bankDetails: {
      ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189',
      bic: 'AGRIFRPP',
      holderName: 'Thomas Lefèvre',
      mandateReference: 'VELO-RUM-000042-2026',
      updatedAt: '2030-11-20T09:05:00Z',
    },
    complete: { personal: true, charter: true, bankDetails: true },
    ...overrides,
  };
}

const summary = (status: string) => [
  {
    id: 31,
    status,
    createdAt: '2030-11-01T10:00:00Z',
    bike: {},
    monthlyRentCents: 11_102,
    nextStep: null,
  },
];

const documents = (signedAt: string | null): LeaseDocumentSummary[] =>
  (['confirmation-voucher', 'direct-debit-mandate', 'user-charter'] as const).map((kind) => ({
    kind,
    title: {
      'confirmation-voucher': 'Bon de confirmation',
      'direct-debit-mandate': 'Mandat de prélèvement SEPA',
      'user-charter': 'Charte d’utilisation',
    }[kind],
    status: signedAt ? 'signed' : 'ready',
    sha256: signedAt ? 'a'.repeat(64) : null,
    signedAt,
  }));

const mandate = {
  kind: 'direct-debit-mandate',
  title: 'Mandat de prélèvement SEPA',
  status: 'ready',
  sha256: null,
  signedAt: null,
  sections: [
    {
      heading: 'Créancier',
      paragraphs: [],
      fields: [{ label: 'Identifiant créancier SEPA (ICS)', value: 'FR12ZZZ123456' }],
    },
  ],
};

function renderOnboarding(routes: FakeRoutes) {
  const context = createTestContext(routes);
  const { onboarding } = createOnboardingRoutes(context, { geocodingUrl: 'https://geo.test' });
  return renderScreen({ routes: onboarding, path: '/onboarding', context });
}

describe('/onboarding', () => {
  it('before the company has signed, says it signs first; the details can already be given', async () => {
    const { context } = renderOnboarding({
      'GET /api/v2/onboarding': { body: anOnboarding() },
      'GET /api/v2/lease-requests': { body: summary('equipment-confirmed') },
      'GET /api/v2/lease-requests/31/documents': { body: [] },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon dossier de location' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Votre entreprise signe d’abord le contrat de location. Vous pourrez signer ensuite, avec un code reçu par SMS.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Étapes de la signature' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).not.toHaveAttribute('readonly');
    expect(context.calls).toContain('GET /api/v2/lease-requests/31/documents');
  });

  it('saves a field through the API; a refusal naming the field goes next to it', async () => {
    const patches: unknown[] = [];
    const { context } = renderOnboarding({
      'GET /api/v2/onboarding': { body: anOnboarding() },
      'GET /api/v2/lease-requests': { body: summary('contract-signed') },
      'GET /api/v2/lease-requests/31/documents': { body: documents(null) },
      'GET /api/v2/lease-requests/31/documents/direct-debit-mandate': { body: mandate },
      'PATCH /api/v2/onboarding/personal-information': async (request) => {
        const patch = (await request.json()) as Record<string, unknown>;
        patches.push(patch);
        return 'birthPlace' in patch
          ? fieldRefusal('body.birthPlace', 'bad')
          : { body: anOnboarding() };
      },
    });
    const user = userEvent.setup();
    const city = await screen.findByRole('textbox', { name: /^Ville/ }, loaded);
    await user.clear(city);
    await user.type(city, 'Lyon');
    await user.tab();
    await waitFor(() => expect(patches).toEqual([{ city: 'Lyon' }]));
    await waitFor(() => expect(screen.getByText('Enregistré')).toBeInTheDocument());
    const place = screen.getByRole('textbox', { name: /^Lieu de naissance/ });
    await user.clear(place);
    await user.type(place, 'Xyz');
    await user.tab();
    await waitFor(() =>
      expect(place).toHaveAccessibleDescription(/Cette valeur n’est pas acceptée/),
    );
    expect(place).toHaveValue('Xyz');
    // The ICS of the mandate, from its rendition.
    expect(screen.getByText('FR12ZZZ123456')).toBeInTheDocument();
    // Complete information saved field by field: the page is not read again.
    expect(context.calls.filter((call) => call === 'GET /api/v2/onboarding')).toHaveLength(1);
  });

  it('signing with the code from the SMS: a wrong code says how many tries are left, the right one signs and locks the details', async () => {
    let signed = false;
    const { context } = renderOnboarding({
      'GET /api/v2/onboarding': () => ({
        body: anOnboarding(signed ? { lockedAt: '2030-11-21T09:30:00Z' } : {}),
      }),
      'GET /api/v2/lease-requests': () => ({
        body: summary(signed ? 'awaiting-payment' : 'contract-signed'),
      }),
      'GET /api/v2/lease-requests/31/documents': () => ({
        body: documents(signed ? '2030-11-21T09:30:00Z' : null),
      }),
      'GET /api/v2/lease-requests/31/documents/direct-debit-mandate': { body: mandate },
      'POST /api/v2/lease-requests/31/signature/code': {
        body: {
          maskedPhone: '+33 6 •• •• •• 78',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
        },
      },
      'POST /api/v2/lease-requests/31/signature/verify': async (request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '482913') {
          return {
            status: 400,
            body: { code: 'SIGNATURE_CODE_INVALID', message: 'wrong', remainingAttempts: 4 },
          };
        }
        signed = true;
        return { body: { id: 31, status: 'awaiting-payment' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuer' }, loaded));
    await user.click(screen.getByRole('checkbox', { name: /J’ai lu le bon de confirmation/ }));
    await user.click(screen.getByRole('checkbox', { name: /signer électroniquement/ }));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    const code = await screen.findByRole('textbox', { name: /^Code reçu par SMS/ });
    await user.type(code, '000000{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Code incorrect. Il vous reste 4 essais./),
    );
    await user.clear(code);
    await user.type(code, '482913{Enter}');
    expect(
      await screen.findByText('Vos documents sont signés depuis le 21 novembre 2030.', {}, loaded),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveAttribute('readonly'),
    );
    expect(
      screen.getByText(
        /Vos coordonnées sont verrouillées depuis votre signature du 21 novembre 2030/,
      ),
    ).toBeInTheDocument();
    // Read once on opening and once after the signature; the code sent and the wrong code change
    // nothing the page shows.
    expect(context.calls.filter((call) => call === 'GET /api/v2/onboarding')).toHaveLength(2);
  });
});
