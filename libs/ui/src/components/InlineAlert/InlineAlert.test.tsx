import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { InlineAlert, inlineAlertTones } from './InlineAlert';

describe('InlineAlert', () => {
  it('an error after an action is an alert, read at once, and can take focus from code', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <InlineAlert tone="error" role="alert" ref={ref}>
        Adresse e-mail ou mot de passe invalide
      </InlineAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Adresse e-mail ou mot de passe invalide');
    expect(alert).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(alert).toHaveFocus();
  });

  it('a message present from the start has no live role', () => {
    render(<InlineAlert>Les inscriptions sont suspendues.</InlineAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Les inscriptions sont suspendues.')).toBeInTheDocument();
  });

  it.each(inlineAlertTones)('tone %s is told by a decorative icon, not by colour alone', (tone) => {
    const { container } = render(<InlineAlert tone={tone}>Message</InlineAlert>);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', tone);
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
