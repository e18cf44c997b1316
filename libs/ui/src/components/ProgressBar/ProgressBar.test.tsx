import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value, maximum and words', () => {
    render(
      <ProgressBar
        label="Export des salariés"
        value={1200}
        maxValue={20000}
        valueLabel="1 200 sur 20 000 lignes"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Export des salariés' });
    expect(bar).toHaveAttribute('aria-valuenow', '1200');
    expect(bar).toHaveAttribute('aria-valuemax', '20000');
    expect(bar).toHaveAttribute('aria-valuetext', '1 200 sur 20 000 lignes');
    // The label and the words are shown, not only said.
    expect(bar).toHaveTextContent('Export des salariés');
    expect(bar).toHaveTextContent('1 200 sur 20 000 lignes');
  });

  it('without words, the percentage', () => {
    render(<ProgressBar label="Envoi" value={25} />);
    expect(screen.getByRole('progressbar', { name: 'Envoi' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^25\s?%$/),
    );
  });

  it('indeterminate: no value, only the words', () => {
    render(<ProgressBar label="Export" isIndeterminate valueLabel="12 000 lignes écrites" />);
    const bar = screen.getByRole('progressbar', { name: 'Export' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveTextContent('12 000 lignes écrites');
  });
});
