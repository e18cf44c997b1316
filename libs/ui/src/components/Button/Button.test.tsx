import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider } from '../../i18n/UiLocale';
import { Button, buttonVariants } from './Button';

describe('Button', () => {
  it('is a button named by its label, for every variant', () => {
    for (const variant of buttonVariants) {
      const { unmount } = render(<Button variant={variant}>Valider</Button>);
      const button = screen.getByRole('button', { name: 'Valider' });
      expect(button).toHaveAttribute('data-variant', variant);
      unmount();
    }
  });

  it('is pressed with the keyboard (Enter and Space) and the mouse', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Actualiser</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Actualiser' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('ignores presses while loading, shows a spinner and keeps its name (spec section 4)', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isLoading onPress={onPress}>
        Se connecter
      </Button>,
    );
    const button = screen.getByRole('button', { name: /^Se connecter/ });
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isLoading>
          Envoyer
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /^Envoyer/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled: no press, data-disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Valider
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Valider' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('names its spinner in the chosen language', () => {
    render(
      <UiLocaleProvider locale="en">
        <Button isLoading>Sign in</Button>
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
