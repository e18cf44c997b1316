import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'details', label: 'Détails', content: 'Vélo cargo, 36 mois' },
  { id: 'schedule', label: 'Échéancier', content: 'Prochain prélèvement le 5' },
  { id: 'documents', label: 'Documents', content: 'Bon de livraison', isDisabled: true },
];

describe('Tabs', () => {
  it('is a named tablist with tabs and the selected panel', () => {
    render(<Tabs aria-label="Mon contrat" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Mon contrat' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Détails' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Détails' })).toHaveTextContent(
      'Vélo cargo, 36 mois',
    );
  });

  it('moves with the arrow keys, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Mon contrat" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Détails' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Échéancier' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Prochain prélèvement le 5');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Détails' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-disabled', 'true');
  });
});
