import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a group named by its heading, at the level asked', () => {
    render(
      <Card title="Mon vélo" headingLevel={3} footer={<button type="button">Voir</button>}>
        <p>Vélo cargo</p>
      </Card>,
    );
    const group = screen.getByRole('group', { name: 'Mon vélo' });
    expect(screen.getByRole('heading', { level: 3, name: 'Mon vélo' })).toBeInTheDocument();
    expect(group).toContainElement(screen.getByRole('button', { name: 'Voir' }));
    expect(group).toHaveAttribute('data-elevation', 'raised');
  });

  it('is a plain container without a title', () => {
    render(<Card elevation="flat">Texte</Card>);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText('Texte')).toHaveAttribute('data-elevation', 'flat');
  });
});
