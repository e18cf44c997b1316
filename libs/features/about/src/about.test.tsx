import { renderScreen } from '@velo/auth/testing';
import { createTestContext } from '@velo/data/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAboutRoutes, vpnCheckPath } from './routes';

const loaded = { timeout: 10_000 };

function renderAt(path: string) {
  const { legalNotice, vpnCheck } = createAboutRoutes();
  const context = createTestContext({});
  renderScreen({ routes: [legalNotice, vpnCheck], path, context, profile: null });
}

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
