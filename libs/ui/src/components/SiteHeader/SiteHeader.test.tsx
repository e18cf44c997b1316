import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader, type SiteHeaderItem } from './SiteHeader';

const items: SiteHeaderItem[] = [
  { href: '#home', label: 'Accueil', isCurrent: true, icon: 'home' },
  { href: '#contracts', label: 'Mes contrats', isCurrent: false, icon: 'document' },
  { href: '#profile', label: 'Mon profil', isCurrent: false },
];

function renderHeader() {
  return render(
    <SiteHeader
      brand={<a href="#home">Velo</a>}
      navigationLabel="Navigation principale"
      items={items}
      actions={<button type="button">Se déconnecter</button>}
      menuButtonLabel="Menu"
      menuTitle="Menu principal"
    />,
  );
}

describe('SiteHeader', () => {
  it('is a named navigation of links in order, the current page marked', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Accueil',
      'Mes contrats',
      'Mon profil',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('list')).toBeInTheDocument();
  });

  it('tabs through the brand, the links in order, then the actions', async () => {
    const user = userEvent.setup();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Velo' })).toHaveFocus();
    for (const name of ['Accueil', 'Mes contrats', 'Mon profil']) {
      await user.tab();
      expect(within(nav).getByRole('link', { name })).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
    // Then the menu button, which CSS hides from 600 px on (last, so below 600 px it follows the
    // brand).
    await user.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('opens the menu dialog with the links and actions; Escape closes it and focus goes back', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu principal' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(dialog).getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(menuButton).toHaveFocus());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu dialog when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu principal' });
    await user.click(within(dialog).getByRole('link', { name: 'Mes contrats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the menu from the keyboard', async () => {
    const user = userEvent.setup();
    renderHeader();
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu principal' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('without links (a signed-out visitor) has no navigation landmark and no menu, only its actions', () => {
    render(
      <SiteHeader
        brand={<a href="#home">Velo</a>}
        navigationLabel="Navigation principale"
        items={[]}
        actions={<button type="button">English</button>}
        menuButtonLabel="Menu"
        menuTitle="Menu principal"
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
