import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Illustration } from './Illustration';

const art = (
  <svg viewBox="0 0 10 10">
    <circle cx="5" cy="5" r="4" />
  </svg>
);

describe('Illustration', () => {
  it('is hidden from assistive tech when decorative (RGAA 1.2)', () => {
    const { container } = render(<Illustration>{art}</Illustration>);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label when it carries meaning', () => {
    render(<Illustration label="Un vélo en réparation">{art}</Illustration>);
    expect(screen.getByRole('img', { name: 'Un vélo en réparation' })).toHaveAttribute(
      'data-decorative',
      'false',
    );
  });
});
