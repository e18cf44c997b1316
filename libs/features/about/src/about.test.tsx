import { renderScreen } from '@velo/auth/testing';
import { createTestContext } from '@velo/data/testing';
import { accessibilityAudit, type AccessibilityAudit } from '@velo/site-config/accessibilityAudit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AccessibilityScreen from './AccessibilityScreen';
import { createAboutRoutes, vpnCheckPath } from './routes';

const loaded = { timeout: 10_000 };

function renderAt(path: string, locale: 'fr' | 'en' = 'fr') {
  const { legalNotice, vpnCheck, accessibility } = createAboutRoutes();
  const context = createTestContext({});
  renderScreen({
    routes: [legalNotice, vpnCheck, accessibility],
    path,
    context,
    profile: null,
    locale,
  });
}

/** The statement over figures of a test's own, as a run with a failing rule would write them. */
function renderStatement(audit: AccessibilityAudit) {
  renderScreen({
    routes: { path: '/accessibility', element: <AccessibilityScreen audit={audit} /> },
    path: '/accessibility',
    context: createTestContext({}),
    profile: null,
  });
}

const frenchPercent = (ratio: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 })
    .format(ratio)
    // Testing Library reads no-break spaces as spaces.
    .replace(/\s/gu, ' ');

/** Each term of the section's figures with its value, as read. */
function figuresIn(section: HTMLElement) {
  const values = within(section).getAllByRole('definition');
  return within(section)
    .getAllByRole('term')
    .map((term, index) => [term.textContent, values[index]?.textContent?.replace(/\s/gu, ' ')]);
}

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('the pages about the service', () => {
  it('the legal notice names the publisher, its ORIAS number and its Paris address (spec section 1)', async () => {
    renderAt('/legal-notice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mentions légales' }, loaded),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Velo SAS, 18 rue de la Chaussée-d’Antin, 75009 Paris/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ORIAS\) sous le numéro 22 004 987/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /registre de l’ORIAS/ })).toHaveAttribute(
      'href',
      'https://www.orias.fr/',
    );
    expect(screen.getByText('Version 1.2.27 (produit v9.18.9)')).toBeInTheDocument();
  });

  it('the VPN check says the app is reachable, with the time it was served', async () => {
    renderAt(vpnCheckPath);
    const status = await screen.findByRole('status', {}, loaded);
    expect(status).toHaveTextContent(/Velo est accessible depuis votre réseau \(vérifié le /);
  });
});

describe('the accessibility statement (RGAA 4.1)', () => {
  it('states the status, the rate and the audited pages the end-to-end run recorded', async () => {
    renderAt('/accessibility');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }, loaded),
    ).toBeInTheDocument();
    const status = sectionNamed('État de conformité');
    expect(
      within(status).getByText(
        `L’application Velo des salariés est ${
          accessibilityAudit.status === 'partial' ? 'partiellement conforme' : 'non conforme'
        } avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.`,
      ),
    ).toBeInTheDocument();
    expect(figuresIn(status)).toEqual([
      ['Taux de conformité', frenchPercent(accessibilityAudit.rate / 100)],
      [
        'Règles applicables respectées sur toutes les pages',
        `${accessibilityAudit.rules.met} sur ${accessibilityAudit.rules.applicable}`,
      ],
      [
        'Contrôles automatiques',
        `${accessibilityAudit.scans} contrôles par ${accessibilityAudit.tests} tests`,
      ],
    ]);
    const audit = sectionNamed('Établissement de cette déclaration');
    const [year, month, day] = accessibilityAudit.date.split('-').map(Number);
    const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year ?? 0, (month ?? 1) - 1, day),
    );
    expect(
      within(audit).getByText(
        `Cette déclaration a été établie le ${date}, d’après le dernier contrôle de l’application.`,
      ),
    ).toBeInTheDocument();
    const pages = within(audit).getAllByRole('listitem');
    expect(pages.map((page) => page.textContent?.split(' ')[0])).toEqual(
      accessibilityAudit.pages.map((page) => page.path),
    );
    expect(accessibilityAudit.pages.map((page) => page.path)).toContain('/accessibility');
  });

  it('names the contact and the Défenseur des droits, every link reached with the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }, loaded);
    const contact = sectionNamed('Retour d’information et contact');
    const mail = within(contact).getByRole('link', { name: 'Écrire à accessibilite@velo.fr' });
    expect(mail).toHaveAttribute('href', 'mailto:accessibilite@velo.fr');
    const recourse = sectionNamed('Voies de recours');
    expect(
      within(recourse).getByText(/Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07/),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Écrire à accessibilite@velo.fr',
      'Formulaire de contact (nouvelle fenêtre)',
      'écrire un message au Défenseur des droits (nouvelle fenêtre)',
      'contacter le délégué du Défenseur des droits dans votre région (nouvelle fenêtre)',
    ]);
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
  });

  it('lists each failing rule with its pages, and no failure when the run had none', async () => {
    renderStatement({
      ...accessibilityAudit,
      status: 'partial',
      rate: 97.5,
      rules: { applicable: 40, met: 39 },
      scans: 1,
      tests: 1,
      nonConformities: [
        {
          rule: 'color-contrast',
          impact: 'serious',
          help: 'Elements must meet minimum color contrast ratio thresholds',
          pages: ['/bikes', '/login'],
        },
      ],
    });
    const failing = within(
      await screen.findByRole('region', { name: 'Contenus non accessibles' }, loaded),
    );
    expect(failing.getByText('Règle color-contrast (gravité grave)')).toBeInTheDocument();
    expect(
      failing.getByText('Elements must meet minimum color contrast ratio thresholds'),
    ).toHaveAttribute('lang', 'en');
    expect(failing.getByText('Pages concernées : /bikes, /login')).toBeInTheDocument();
    expect(failing.queryByText(/Aucune règle n’était en échec/)).not.toBeInTheDocument();
    expect(figuresIn(sectionNamed('État de conformité'))).toEqual([
      ['Taux de conformité', frenchPercent(0.975)],
      ['Règles applicables respectées sur toutes les pages', '39 sur 40'],
      ['Contrôles automatiques', '1 contrôle par 1 test'],
    ]);
  });

  it('reads in English', async () => {
    renderAt('/accessibility', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }, loaded),
    ).toBeInTheDocument();
    expect(sectionNamed('Enforcement procedure')).toHaveTextContent(
      /write to the Défenseur des droits/,
    );
    expect(sectionNamed('Compliance status')).toHaveTextContent(
      accessibilityAudit.status === 'partial' ? /partially compliant/ : /not compliant/,
    );
  });
});
