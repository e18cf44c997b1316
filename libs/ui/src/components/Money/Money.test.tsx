import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

/** Intl's French spaces (narrow no-break for thousands, no-break before €) shown as plain spaces. */
const plain = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ');

describe('Money', () => {
  it('formats cents as euros, as spec section 9 says', () => {
    render(<Money cents={123450} />);
    expect(plain(screen.getByText(/€/).textContent)).toBe('1 234,50 €');
  });

  it('shows every cent (575,55 €, which a float of euros would round)', () => {
    render(<Money cents={57555} />);
    expect(plain(screen.getByText(/€/).textContent)).toBe('575,55 €');
  });

  it('keeps the French display in English and honours the fraction digits', () => {
    render(
      <Money
        cents={6000}
        locale="en"
        maximumFractionDigits={0}
        minimumFractionDigits={0}
        emphasis="strong"
      />,
    );
    const amount = screen.getByText(/€/);
    expect(plain(amount.textContent)).toBe('60 €');
    expect(amount).toHaveAttribute('data-emphasis', 'strong');
  });
});
