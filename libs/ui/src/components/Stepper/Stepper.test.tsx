import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

const steps = [
  { id: 'voucher', label: 'Bon de confirmation' },
  { id: 'debit', label: 'Mandat de prélèvement' },
  { id: 'charter', label: 'Charte utilisateur' },
];

describe('Stepper', () => {
  it('is a named ordered list whose current step has aria-current="step"', () => {
    render(<Stepper aria-label="Signature électronique" steps={steps} currentStep={1} />);
    const list = screen.getByRole('list', { name: 'Signature électronique' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
  });

  it('says each step’s position and state in words', () => {
    render(<Stepper aria-label="Signature" steps={steps} currentStep={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Étape 1 sur 3 : Bon de confirmation (terminée)');
    expect(items[1]).toHaveTextContent('Étape 2 sur 3 : Mandat de prélèvement (en cours)');
    expect(items[2]).toHaveTextContent('Étape 3 sur 3 : Charte utilisateur');
  });
});
