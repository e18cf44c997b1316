import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('says its status in text for every tone', () => {
    for (const tone of badgeTones) {
      const { unmount } = render(<Badge tone={tone}>Approuvée</Badge>);
      expect(screen.getByText('Approuvée')).toHaveAttribute('data-tone', tone);
      unmount();
    }
  });

  it('is neutral by default and not focusable', () => {
    render(<Badge>En attente</Badge>);
    const badge = screen.getByText('En attente');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).not.toHaveAttribute('tabindex');
  });
});
