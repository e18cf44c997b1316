import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultTextElement, Text, textVariants } from './Text';

describe('Text', () => {
  it('is a paragraph in the body style by default', () => {
    render(<Text>Votre demande est envoyée.</Text>);
    const text = screen.getByText('Votre demande est envoyée.');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-variant', 'body');
  });

  it('renders headings at the level asked, whatever their look', () => {
    render(
      <>
        <Text variant="sectionTitle">Mon contrat</Text>
        <Text variant="sectionTitle" as="h3">
          Échéancier
        </Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Mon contrat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Échéancier' })).toHaveAttribute(
      'data-variant',
      'sectionTitle',
    );
  });

  it('renders inline emphasis', () => {
    render(
      <p>
        Total : <Text as="strong">42 €</Text>
      </p>,
    );
    expect(screen.getByText('42 €').tagName).toBe('STRONG');
  });

  it('has a default element for every variant', () => {
    for (const variant of textVariants) expect(defaultTextElement[variant]).toBeTruthy();
  });
});
