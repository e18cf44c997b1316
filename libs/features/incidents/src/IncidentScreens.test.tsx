import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { createTestContext, type FakeRoutes, plain } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { monthlyRent } from '@velo/leasing';
import { describe, expect, it } from 'vitest';
import { createIncidentRoutes } from './routes';

const loaded = { timeout: 20_000 };

const rental = {
  id: 31,
  bikeModel: 'Moustache Lundi 27.3',
  bikePriceCents: 315_790,
  startedOn: '2020-01-06',
};
const cover = (withRental = true): Schemas['IncidentCover'] => ({
  rental: withRental ? rental : null,
  assistancePhone: '+33199001234',
});

function anIncident(overrides: Partial<Schemas['Incident']> = {}): Schemas['Incident'] {
  return {
    id: 7,
    kind: 'damage',
    status: 'in-review',
    occurredOn: '2026-11-11',
    place: 'Rue de la Roquette, 75011 Paris',
    description: 'Garde-boue arrière fendu après une glissade sur des pavés mouillés.',
    reportedAt: '2026-11-11T17:40:00Z',
    updatedAt: '2026-11-13T09:00:00Z',
    bikeModel: 'Moustache Lundi 27.3',
    documents: [
      { kind: 'photo', fileName: 'garde-boue.png', mediaType: 'image/png', sizeBytes: 80_000 },
    ],
    franchiseCents: null,
    note: null,
    missingDocuments: [],
    ...overrides,
  };
}

function render(path: string, routes: FakeRoutes, locale: Locale = 'fr') {
  const context = createTestContext(routes);
  const { incidents, newIncident } = createIncidentRoutes(context);
  return renderScreen({ routes: [incidents, newIncident], path, context, locale });
}

/** FileField: a button named by the label opens the system picker through a hidden file input. */
const policeReportButton = () =>
  screen.getByRole('button', { name: /^Récépissé de dépôt de plainte/ });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const pdfFile = () => new File(['%PDF-1.7\n%%EOF\n'], 'plainte.pdf', { type: 'application/pdf' });

/** Chooses a theft and says where and what happened, as the rider types it. */
async function describeTheft(
  user: ReturnType<typeof userEvent.setup>,
  place = 'Gare de Lyon, Paris',
) {
  await user.click(await screen.findByRole('radio', { name: /^Vol/ }, loaded));
  await user.click(screen.getByRole('textbox', { name: /^Lieu/ }));
  await user.paste(place);
  await user.click(screen.getByRole('textbox', { name: /^Ce qui s’est passé/ }));
  await user.paste('Antivol coupé au parking de la gare.');
}

describe('/incidents/new', () => {
  it('shows the franchise of @velo/leasing up front, then the form; a theft asks for the police report', async () => {
    render('/incidents/new', { 'GET /api/v2/incident-cover': { body: cover() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Déclarer un sinistre' }, loaded),
    ).toBeInTheDocument();
    const franchise = monthlyRent({ bikePriceCents: 315_790, equipmentPriceCents: [] });
    expect(franchise.insuranceFranchiseCents).toBe(31_579);
    const card = screen.getByRole('group', { name: 'Votre couverture' });
    expect(plain(within(card).getByText(/^Franchise/).textContent)).toBe(
      'Franchise d’assurance : 315,79 €',
    );
    expect(plain(card.textContent)).toContain('10 % du prix du vélo (3 157,90 €)');
    expect(within(card).getByRole('link', { name: '01 99 00 12 34' })).toHaveAttribute(
      'href',
      'tel:+33199001234',
    );
    // Nothing chosen yet, the keyboard still reaches the choice (WCAG 2.1.1).
    expect(screen.getByRole('radio', { name: /^Vol/ })).toHaveAttribute('tabindex', '0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Vol/ }));
    expect(screen.getByText(/^Pour un vol : le récépissé/)).toBeInTheDocument();
    expect(policeReportButton()).toHaveAccessibleDescription(
      'Un fichier PDF, JPEG ou PNG, 10 Mo au maximum.',
    );
    expect(fileInput()).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
  });

  it('a breakdown shows the assistance number first, with towing beyond 1 km and about an hour of wait', async () => {
    render('/incidents/new', { 'GET /api/v2/incident-cover': { body: cover() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Panne à dépanner/ }, loaded));
    expect(screen.getByText('Appelez d’abord l’assistance dépannage')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '01 99 00 12 34' })).toHaveLength(2);
    expect(
      screen.getByText(
        /^Remorquage au-delà de 1 km de votre domicile, environ une heure d’attente/,
      ),
    ).toBeInTheDocument();
    // No file to provide for a breakdown.
    expect(screen.queryByRole('button', { name: /^Photos|^Récépissé/ })).toBeNull();
  });

  it('a bad file is refused next to its field, which gets focus; what was typed stays', async () => {
    const { context } = render('/incidents/new', {
      'GET /api/v2/incident-cover': { body: cover() },
    });
    const user = userEvent.setup({ applyAccept: false });
    await describeTheft(user);
    const field = policeReportButton();
    await user.upload(fileInput(), new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la déclaration' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Le récépissé doit être un fichier PDF, JPEG ou PNG/);
    expect(screen.getByRole('textbox', { name: /^Lieu/ })).toHaveValue('Gare de Lyon, Paris');
    expect(context.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('the server’s 413 shows next to the file field', async () => {
    render('/incidents/new', {
      'GET /api/v2/incident-cover': { body: cover() },
      'POST /api/v2/incidents': {
        status: 413,
        body: {
          code: 'FILE_TOO_LARGE',
          message: 'A document is over 10 MB.',
          fields: [{ field: 'body.documents[0].contentBase64', message: 'must be at most 10 MB' }],
        },
      },
    });
    const user = userEvent.setup();
    await describeTheft(user);
    const field = policeReportButton();
    await user.upload(fileInput(), pdfFile());
    // The chosen file is listed with its size and a way to take it back.
    expect(screen.getByRole('button', { name: 'Retirer plainte.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer la déclaration' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Chaque fichier doit faire 10 Mo au maximum/),
    );
  });

  it('reports a theft with its police report, then lists it as received', async () => {
    let sent: Schemas['IncidentInput'] | undefined;
    const reported = anIncident({ id: 12, kind: 'theft', status: 'received', documents: [] });
    render('/incidents/new', {
      'GET /api/v2/incident-cover': { body: cover() },
      'POST /api/v2/incidents': async (request) => {
        sent = (await request.json()) as Schemas['IncidentInput'];
        return { status: 201, body: reported };
      },
      'GET /api/v2/incidents': { body: [reported, anIncident()] },
    });
    const user = userEvent.setup();
    await describeTheft(user, '  Gare de Lyon, Paris ');
    await user.upload(fileInput(), pdfFile());
    await user.click(screen.getByRole('button', { name: 'Envoyer la déclaration' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes sinistres' }, loaded),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      kind: 'theft',
      place: 'Gare de Lyon, Paris',
      description: 'Antivol coupé au parking de la gare.',
      documents: [
        {
          kind: 'police-report',
          fileName: 'plainte.pdf',
          mediaType: 'application/pdf',
          contentBase64: btoa('%PDF-1.7\n%%EOF\n'),
        },
      ],
    });
    expect(sent?.occurredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/Votre déclaration est envoyée/),
    );
    const list = screen.getByRole('list', { name: 'Sinistres déclarés' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Statut : Reçue');
  });

  it('without a running rental: a clear explanation instead of the form', async () => {
    render('/incidents/new', { 'GET /api/v2/incident-cover': { body: cover(false) } });
    expect(
      await screen.findByText(/Vous n’avez pas de location en cours/, {}, loaded),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Suivre ma demande de location' })).toHaveAttribute(
      'href',
      '/my-offer',
    );
  });
});

describe('/incidents', () => {
  it('lists each incident with its status in words: franchise due, motive, missing documents', async () => {
    render('/incidents', {
      'GET /api/v2/incidents': {
        body: [
          anIncident({ id: 3, status: 'accepted', franchiseCents: 31_579 }),
          anIncident({ id: 2, kind: 'theft', status: 'refused', note: 'Antivol non homologué' }),
          anIncident({
            id: 1,
            status: 'documents-missing',
            note: 'le devis de réparation du magasin',
          }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Sinistres déclarés' }, loaded);
    const [accepted, refused, missing] = within(list).getAllByRole('listitem');
    expect(plain(accepted?.textContent)).toContain(
      'Sinistre accepté. Franchise à votre charge : 315,79 €.',
    );
    expect(refused).toHaveTextContent('Sinistre refusé. Motif : Antivol non homologué');
    expect(missing).toHaveTextContent(
      'Il manque des documents : le devis de réparation du magasin',
    );
    expect(
      within(list).getByRole('heading', { level: 2, name: 'Vol du 11 novembre 2026' }),
    ).toBeInTheDocument();
  });

  it('a claim waiting for the police report lists it and takes it; then back in review, confirmed', async () => {
    const waiting = anIncident({
      id: 9,
      status: 'documents-missing',
      note: 'Pour un acte de vandalisme, l’assureur demande le récépissé du dépôt de plainte.',
      missingDocuments: ['police-report'],
    });
    const inReview = { ...waiting, status: 'in-review' as const, note: null, missingDocuments: [] };
    let sent: unknown;
    let listed = [waiting];
    render('/incidents', {
      'GET /api/v2/incidents': () => ({ status: 200, body: listed }),
      'POST /api/v2/incidents/9/documents': async (request) => {
        sent = await request.json();
        listed = [inReview];
        return { status: 200, body: inReview };
      },
    });
    const section = await screen.findByRole('region', { name: 'Documents à envoyer' }, loaded);
    expect(section).toHaveTextContent(
      'Pour poursuivre l’examen de votre dossier, l’assureur attend :le récépissé de dépôt de plainte',
    );
    const user = userEvent.setup();
    // Nothing chosen: the error next to the field, the focus on its button.
    await user.click(within(section).getByRole('button', { name: 'Envoyer les documents' }));
    const field = policeReportButton();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Joignez le récépissé/);
    expect(sent).toBeUndefined();

    await user.upload(fileInput(), pdfFile());
    await user.click(within(section).getByRole('button', { name: 'Envoyer les documents' }));
    const confirmation = await screen.findByRole('status', {}, loaded);
    expect(confirmation).toHaveTextContent(
      'Documents reçus : votre dossier est de nouveau en cours d’examen.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(sent).toEqual({
      documents: [
        {
          kind: 'police-report',
          fileName: 'plainte.pdf',
          mediaType: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64'),
        },
      ],
    });
    expect(screen.getByText(/Statut\s:\sEn cours d’examen/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Documents à envoyer' })).toBeNull();
  });

  it('none yet: says so, in English too, with the way to report one', async () => {
    render('/incidents', { 'GET /api/v2/incidents': { body: [] } }, 'en');
    expect(
      await screen.findByText('You have not reported any incident.', {}, loaded),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report an incident' })).toHaveAttribute(
      'href',
      '/incidents/new',
    );
  });
});
