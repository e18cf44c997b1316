import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList, DescriptionRow } from './DescriptionList';

describe('DescriptionList', () => {
  it('is a named list of terms and their values, each pair in a row of its own', () => {
    const { container } = render(
      <DescriptionList aria-label="Votre contrat en bref">
        <DescriptionRow term="Début">1 mars 2026</DescriptionRow>
        <DescriptionRow term="Loyer mensuel">89,90 €</DescriptionRow>
      </DescriptionList>,
    );
    const list = container.querySelector('dl')!;
    expect(list).toHaveAttribute('aria-label', 'Votre contrat en bref');
    // HTML allows a div around each dt/dd group of a dl (and nothing else in between).
    expect([...list.children].map((row) => row.tagName)).toEqual(['DIV', 'DIV']);
    expect([...list.children[1]!.children].map((cell) => cell.tagName)).toEqual(['DT', 'DD']);
    expect(within(list).getByText('Loyer mensuel').closest('dt')).not.toBeNull();
    expect(within(list).getByText('89,90 €').tagName).toBe('DD');
  });

  it('sets each term in body text for figures, and as it is given for fields', () => {
    render(
      <>
        <DescriptionList>
          <DescriptionRow term="Loyer">89,90 €</DescriptionRow>
        </DescriptionList>
        <DescriptionList layout="fields" wideRowGap="2">
          <DescriptionRow term="Société">Acme</DescriptionRow>
        </DescriptionList>
      </>,
    );
    expect(screen.getByText('Loyer').tagName).toBe('SPAN');
    expect(screen.getByText('Société').tagName).toBe('DT');
    const [figures, fields] = [...document.querySelectorAll('dl')];
    expect(figures!.className).not.toBe(fields!.className);
  });
});
