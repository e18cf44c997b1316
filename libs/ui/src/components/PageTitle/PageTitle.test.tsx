import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it('is the level-1 heading and sets the document title with the site name', () => {
    render(<PageTitle>Mon contrat</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon contrat' })).toBeInTheDocument();
    expect(document.title).toBe('Mon contrat – Velo');
  });

  it('takes another site name', () => {
    render(<PageTitle siteName="Velo Entreprises">Connexion</PageTitle>);
    expect(document.title).toBe('Connexion – Velo Entreprises');
  });

  it('follows a new title, and leaves none behind when unmounted', () => {
    const { rerender, unmount } = render(<PageTitle>Connexion</PageTitle>);
    rerender(<PageTitle>Inscription</PageTitle>);
    expect(document.title).toBe('Inscription – Velo');
    unmount();
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('can take focus from code but is not in the Tab order', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageTitle ref={ref}>Mon profil</PageTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Mon profil' });
    expect(ref.current).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });
});
