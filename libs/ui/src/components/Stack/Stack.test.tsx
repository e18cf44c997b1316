import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack, stackElements } from './Stack';

describe('Stack', () => {
  it('is a plain div by default, with its gap, alignment and justification classes', () => {
    render(
      <Stack UNSAFE_className="extra">
        <span>Un</span>
        <span>Deux</span>
      </Stack>,
    );
    const stack = screen.getByText('Un').parentElement;
    expect(stack?.tagName).toBe('DIV');
    expect(stack).toHaveAttribute('data-layout', 'stack');
    expect(stack).toHaveClass('extra');
  });

  it('renders a list that keeps its list role and its items', () => {
    render(
      <Stack as="ul" gap="2" aria-label="Mes contrats">
        <Stack as="li" gap="1">
          Contrat 1
        </Stack>
        <Stack as="li" gap="1">
          Contrat 2
        </Stack>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Mes contrats' });
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders a named landmark', () => {
    render(
      <Stack as="nav" aria-label="Liens utiles">
        <a href="#a">A</a>
      </Stack>,
    );
    expect(screen.getByRole('navigation', { name: 'Liens utiles' })).toBeInTheDocument();
  });

  it('renders a section named by its heading', () => {
    render(
      <Stack as="section" aria-labelledby="title">
        <h2 id="title">Mon vélo</h2>
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Mon vélo' })).toBeInTheDocument();
  });

  it('offers only semantic containers', () => {
    expect(stackElements).toContain('ul');
    expect(stackElements).toContain('nav');
    expect(stackElements).toContain('section');
  });
});
