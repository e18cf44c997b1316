import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkGroup } from './LinkGroup';

describe('LinkGroup', () => {
  it('lists standalone links side by side, in their order', () => {
    const { container } = render(
      <LinkGroup
        links={[
          { href: '/my-offer', label: 'Voir ma demande' },
          { href: '/bikes', label: 'Voir le catalogue' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/my-offer', '/bikes']);
    expect(links.every((link) => link.dataset['variant'] === 'standalone')).toBe(true);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'inline');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is a named navigation, one link under the other, when it has a label', () => {
    render(
      <LinkGroup
        direction="column"
        aria-label="Autres actions"
        links={[
          { href: '/register/noClient', label: 'Mon entreprise n’est pas cliente' },
          { href: '/login', label: 'J’ai déjà un compte' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Autres actions' });
    expect(nav).toHaveAttribute('data-layout', 'stack');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });
});
