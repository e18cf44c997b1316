import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technologies', () => {
    const { container } = render(<Icon name="bike" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when given one', () => {
    render(<Icon name="warning" label="Attention" />);
    const image = screen.getByRole('img', { name: 'Attention' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image).toHaveAttribute('data-icon', 'warning');
  });

  it('draws every icon of the set on the 24 × 24 grid in the text colour', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg, name).toHaveAttribute('viewBox', '0 0 24 24');
      expect(svg, name).toHaveAttribute('stroke', 'currentColor');
      expect(svg?.childElementCount, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
