import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named "Chargement" by default', () => {
    render(<Spinner placement="page" />);
    const spinner = screen.getByRole('progressbar', { name: 'Chargement' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
    expect(spinner).toHaveAttribute('data-placement', 'page');
  });

  it('takes a name and a language', () => {
    render(
      <>
        <Spinner label="Chargement du profil" />
        <Spinner locale="en" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Chargement du profil' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
