import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('is a div by default and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Inline ref={ref} id="row">
        <span>Un</span>
      </Inline>,
    );
    expect(ref.current?.tagName).toBe('DIV');
    expect(ref.current).toHaveAttribute('data-layout', 'inline');
    expect(ref.current).toHaveAttribute('id', 'row');
  });

  it('renders a list of tags that keeps its list role', () => {
    render(
      <Inline as="ul" aria-label="Options">
        <li>Antivol</li>
        <li>Panier</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Options' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Antivol', 'Panier']);
  });

  it('does not add a list role to other elements', () => {
    render(
      <Inline as="footer" aria-label="Bas">
        Texte
      </Inline>,
    );
    expect(screen.getByText('Texte')).not.toHaveAttribute('role');
  });
});
