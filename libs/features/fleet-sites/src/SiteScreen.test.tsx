import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@velo/api-sdk';
import { renderScreen } from '@velo/auth/testing';
import { aProfile, createTestContext, type FakeRoutes, fieldRefusal } from '@velo/data/testing';
import type { Locale } from '@velo/i18n';
import { describe, expect, it } from 'vitest';
import { createFleetSiteRoutes } from './routes';

const loaded = { timeout: 20_000 };

const acme: Schemas['Client'] = {
  id: 7,
  name: 'Acme France',
  qName: 'acme',
  groupClientId: null,
  isGroupClient: true,
  isService: false,
  isPartner: false,
  isECommerceRetailer: false,
  email: 'rh@acme.test',
  mobilePhone: '+33612345678',
  postalCode: '75011',
  siret: '73282932000074',
  siren: '732829320',
  vatIdentifier: 'FR44732829320',
  approbation: true,
  registrationsOnHold: false,
  workEmailLoginAllowed: true,
  allowedDomains: [{ id: 1, domain: 'acme.test', clientId: 7 }],
};

function renderSites(routes: FakeRoutes, path: string, locale: Locale = 'fr') {
  const context = createTestContext(routes);
  const { sites, newSite, site, newRight } = createFleetSiteRoutes(context);
  return renderScreen({
    routes: [sites, newSite, site, newRight],
    path,
    context,
    profile: aProfile({ id: 5, rights: [{ name: 'sites', clientId: 7 }] }),
    locale,
  });
}

const lyonValidity = {
  clientId: 8,
  isValid: false,
  missingFields: ['vatIdentifier', 'allowedDomains'],
};
const listRoutes: FakeRoutes = {
  'GET /api/clients/7': { body: acme },
  'GET /api/clients/7/checkValidity': { body: { clientId: 7, isValid: true, missingFields: [] } },
  'GET /api/clients/8/checkValidity': { body: lyonValidity },
  'GET /api/v2/clients/7/groupClient/subsidiaries': {
    body: [{ id: 8, qName: 'acme-lyon', name: 'Acme Lyon' }],
  },
};

/** Fills the company form (French labels). */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('/sites', () => {
  it('lists the group and its subsidiaries, each record’s state, with its links', async () => {
    renderSites(listRoutes, '/sites');
    const table = await screen.findByRole('grid', { name: 'Sites de Acme France' }, loaded);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Acme France');
    expect(rows[1]).toHaveTextContent('Groupe');
    expect(rows[1]).toHaveTextContent('Complète');
    expect(rows[2]).toHaveTextContent('Filiale');
    expect(rows[2]).toHaveTextContent(/À compléter.: numéro de TVA, domaines e-mail autorisés/);
    // Each company's links: its record, a right on it, a site under the group.
    for (const [name, href] of [
      ['Modifier la fiche de Acme Lyon', '/sites/8'],
      ['Donner un droit sur Acme Lyon', '/sites/8/right/new'],
      ['Ajouter un site à Acme France', '/sites/new?group=7'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

describe('/sites/new', () => {
  it('a wrong SIRET is said next to it and focused, nothing typed is lost; corrected, the site is created', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderSites(
      {
        ...listRoutes,
        'POST /api/clients': async (request) => {
          sent.push(await request.json());
          return { status: 201, body: { ...acme, id: 9, name: 'Acme Lille', qName: 'acme-lille' } };
        },
      },
      '/sites/new?group=7',
    );
    await screen.findByRole('heading', { level: 1, name: 'Nouveau site' }, loaded);
    expect(screen.getByText('Le site sera une filiale de Acme France.')).toBeVisible();
    await fill(user, {
      'Raison sociale': 'Acme Lille',
      'Numéro SIREN': '732829320',
      'Numéro SIRET': '7328293200009',
      'Numéro de TVA': 'FR44732829320',
      'Adresse e-mail de contact': 'rh-lille@acme.test',
      'Code postal': '59000',
    });
    await user.type(screen.getByRole('textbox', { name: /^Téléphone mobile/ }), '612345678');
    // The short identifier followed the name.
    expect(screen.getByRole('textbox', { name: /^Identifiant court/ })).toHaveValue('acme-lille');
    await user.click(screen.getByRole('button', { name: 'Créer le site' }));

    const siret = screen.getByRole('textbox', { name: /^Numéro SIRET/ });
    await waitFor(() => expect(siret).toHaveFocus());
    expect(siret).toHaveAttribute('aria-invalid', 'true');
    expect(siret).toHaveAccessibleDescription(
      expect.stringContaining('Le SIRET doit contenir 14 chiffres'),
    );
    expect(siret).toHaveValue('7328293200009');
    expect(screen.getByRole('textbox', { name: /^Raison sociale/ })).toHaveValue('Acme Lille');
    expect(sent).toEqual([]);

    await user.type(siret, '4');
    await user.click(screen.getByRole('button', { name: 'Créer le site' }));
    expect(await screen.findByText('Site Acme Lille créé.', {}, loaded)).toBeVisible();
    expect(sent).toEqual([
      {
        name: 'Acme Lille',
        qName: 'acme-lille',
        groupClientId: 7,
        isService: false,
        isPartner: false,
        isECommerceRetailer: false,
        email: 'rh-lille@acme.test',
        mobilePhone: '+33612345678',
        postalCode: '59000',
        siret: '73282932000094',
        siren: '732829320',
        vatIdentifier: 'FR44732829320',
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Vos sites' })).toBeVisible();
  });

  it('the VAT identifier is required, unless the company is a partner; the server’s verdict is said too', async () => {
    const user = userEvent.setup();
    const sent: { vatIdentifier: unknown }[] = [];
    renderSites(
      {
        ...listRoutes,
        'POST /api/clients': async (request) => {
          sent.push((await request.json()) as { vatIdentifier: unknown });
          return fieldRefusal('body.qName', 'is already used by another client');
        },
      },
      '/sites/new',
    );
    await screen.findByRole('heading', { level: 1, name: 'Nouveau site' }, loaded);
    await fill(user, {
      'Raison sociale': 'Vélos Services',
      'Numéro SIREN': '552081317',
      'Numéro SIRET': '55208131700012',
      'Adresse e-mail de contact': 'contact@velos-services.test',
      'Code postal': '44000',
    });
    await user.type(screen.getByRole('textbox', { name: /^Téléphone mobile/ }), '698765432');
    await user.click(screen.getByRole('button', { name: 'Créer le site' }));
    const vat = screen.getByRole('textbox', { name: /^Numéro de TVA/ });
    await waitFor(() => expect(vat).toHaveFocus());
    expect(vat).toHaveAccessibleDescription(expect.stringContaining('Le numéro de TVA est requis'));

    await user.click(screen.getByRole('checkbox', { name: 'Partenaire' }));
    await user.click(screen.getByRole('button', { name: 'Créer le site' }));
    const qName = screen.getByRole('textbox', { name: /^Identifiant court/ });
    await waitFor(() => expect(qName).toHaveFocus());
    expect(qName).toHaveAccessibleDescription(
      expect.stringContaining('Cet identifiant court est déjà pris par une autre entreprise'),
    );
    expect(sent).toEqual([expect.objectContaining({ vatIdentifier: null, isPartner: true })]);
  });

  it('in English too', async () => {
    renderSites(listRoutes, '/sites/new', 'en');
    await screen.findByRole('heading', { level: 1, name: 'New site' }, loaded);
    expect(screen.getByRole('checkbox', { name: 'E-commerce retailer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the site' })).toBeInTheDocument();
  });
});

describe('/sites/:id', () => {
  it('shows the company’s record and saves it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderSites(
      {
        'GET /api/clients/7': { body: acme },
        'PUT /api/clients/7': async (request) => {
          sent.push(await request.json());
          return { body: { ...acme, postalCode: '75012' } };
        },
      },
      '/sites/7',
    );
    await screen.findByRole('heading', { level: 1, name: 'Fiche du site' }, loaded);
    expect(screen.getByRole('textbox', { name: /^Téléphone mobile/ })).toHaveValue(
      '+33 6 12 34 56 78',
    );
    await fill(user, { 'Code postal': '75012' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Fiche de Acme France enregistrée.')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({ qName: 'acme', postalCode: '75012', groupClientId: null }),
    ]);
  });

  it('an unknown or foreign company is said plainly', async () => {
    renderSites({ 'GET /api/clients/99': { status: 403 } }, '/sites/99');
    expect(await screen.findByText('Site introuvable', {}, loaded)).toBeVisible();
  });
});

describe('/sites/:clientId/right/new', () => {
  const holders = [
    {
      userId: 5,
      email: 'manager@acme.test',
      firstName: 'Sophie',
      lastName: 'Durand',
      rights: ['fleetManagement', 'sites'],
    },
  ];

  it('grants a right by e-mail, says so, and revokes one', async () => {
    const user = userEvent.setup();
    let current = holders;
    const granted: unknown[] = [];
    const revoked: string[] = [];
    renderSites(
      {
        'GET /api/clients/7': { body: acme },
        'GET /api/v2/clients/7/rights': () => ({ body: current }),
        'POST /api/v2/clients/7/rights': async (request) => {
          granted.push(await request.json());
          const margaux = {
            userId: 9,
            email: 'compta@acme.test',
            firstName: 'Margaux',
            lastName: 'Brunet',
            rights: ['invoices'],
          };
          current = [margaux, ...holders];
          return { body: margaux };
        },
        'DELETE /api/v2/clients/7/rights/9/invoices': () => {
          revoked.push('invoices');
          current = holders;
          return { status: 204 };
        },
      },
      '/sites/7/right/new',
    );
    await screen.findByRole('heading', { level: 1, name: 'Donner un droit' }, loaded);
    // The manager's own `sites` right cannot be removed here; the others can.
    expect(
      screen.getByRole('button', { name: 'Retirer le droit Gestion de la flotte à Sophie Durand' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Retirer le droit Sites et droits à Sophie Durand' }),
    ).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'compta@acme.test');
    await user.click(
      screen.getByRole('radio', { name: 'Factures — Lire et télécharger les factures.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Donner ce droit' }));
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          /^Margaux Brunet a désormais le droit «.Factures.» sur Acme France\.$/,
        ),
      loaded,
    );
    expect(granted).toEqual([{ email: 'compta@acme.test', name: 'invoices' }]);

    await user.click(
      await screen.findByRole('button', { name: 'Retirer le droit Factures à Margaux Brunet' }),
    );
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          /^Droit «.Factures.» retiré à Margaux Brunet\.$/,
        ),
      loaded,
    );
    expect(revoked).toEqual(['invoices']);
  });

  it('an address that is no user of the company is said next to the field, focused', async () => {
    const user = userEvent.setup();
    renderSites(
      {
        'GET /api/clients/7': { body: acme },
        'GET /api/v2/clients/7/rights': { body: holders },
        'POST /api/v2/clients/7/rights': fieldRefusal('body.email', 'is not a user of this client'),
      },
      '/sites/7/right/new',
    );
    const email = await screen.findByRole('textbox', { name: /^Adresse e-mail/ }, loaded);
    await user.click(screen.getByRole('button', { name: 'Donner ce droit' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(expect.stringContaining('requis'));
    await user.type(email, 'personne@ailleurs.test');
    await user.click(screen.getByRole('button', { name: 'Donner ce droit' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Aucun utilisateur de Acme France n’a cette adresse e-mail'),
      ),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue('personne@ailleurs.test');
  });
});
