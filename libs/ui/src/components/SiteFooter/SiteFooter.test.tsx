import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('is a named navigation of links, with its other content after it', () => {
    render(
      <SiteFooter
        label="Liens de pied de page"
        links={[
          { href: '/rider/legal', label: 'Mentions légales' },
          { href: 'https://aide.example.fr', label: 'Centre d’aide', isExternal: true },
        ]}
      >
        Version 1.2.27
      </SiteFooter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Liens de pied de page' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/rider/legal',
    );
    const external = within(nav).getByRole('link', {
      name: 'Centre d’aide (nouvelle fenêtre)',
    });
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Version 1.2.27')).toBeInTheDocument();
    expect(nav).not.toContainElement(screen.getByText('Version 1.2.27'));
  });
});
