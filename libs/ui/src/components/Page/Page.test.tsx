import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it('has banner, main and contentinfo landmarks', () => {
    render(
      <Page header={<span>Velo</span>} footer={<span>Mentions légales</span>}>
        <h1>Connexion</h1>
      </Page>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Velo');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Connexion' }),
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Mentions légales');
  });

  it('starts with a skip link to the main content', async () => {
    const user = userEvent.setup();
    render(
      <Page header={<a href="#home">Accueil</a>}>
        <p>Contenu</p>
      </Page>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip).toHaveFocus();
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('leaves out the landmarks it is not given', () => {
    render(<Page>Contenu</Page>);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
