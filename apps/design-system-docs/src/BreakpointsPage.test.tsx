import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakpointsPage } from './BreakpointsPage';

describe('BreakpointsPage', () => {
  it('lists every breakpoint with its width in a captioned table', () => {
    render(<BreakpointsPage />);
    const table = screen.getByRole('table', { name: /chaque point de rupture s’applique/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'xs',
      'sm',
      'md',
      'lg',
      'xl',
    ]);
    expect(within(rows[2]!).getByText('900 px')).toBeInTheDocument();
  });
});
