import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

/** Intl's French spaces (narrow no-break for thousands, no-break before €) shown as plain spaces. */
const plain = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ');

describe('Money', () => {
  it('formats euros as spec section 9 says', () => {
    render(<Money amount={1234.5} />);
    expect(plain(screen.getByText(/€/).textContent)).toBe('1 234,50 €');
  });

  it('keeps the French display in English and honours the fraction digits', () => {
    render(
      <Money
        amount={60}
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
