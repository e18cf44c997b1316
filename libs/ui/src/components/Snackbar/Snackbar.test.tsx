import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { SnackbarRegion, snackbarVariants } from './Snackbar';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function bar(): HTMLElement {
  return screen.getByRole('status').parentElement!;
}

describe('SnackbarRegion', () => {
  it('keeps its live regions in the page while empty', () => {
    render(<SnackbarRegion content={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(bar()).toHaveAttribute('data-phase', 'hidden');
  });

  it('announces errors assertively and other variants politely, without taking focus', () => {
    const { rerender } = render(
      <>
        <Button>Ailleurs</Button>
        <SnackbarRegion content={null} />
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Ailleurs' });
    elsewhere.focus();
    rerender(
      <>
        <Button>Ailleurs</Button>
        <SnackbarRegion content={{ message: 'Une erreur est survenue', variant: 'error' }} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(elsewhere).toHaveFocus();
    rerender(
      <>
        <Button>Ailleurs</Button>
        <SnackbarRegion content={{ message: 'Profil enregistré', variant: 'success' }} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Profil enregistré');
    expect(bar()).toHaveAttribute('data-variant', 'success');
  });

  it('shows for the default 5000 ms, fades for 3000 ms, then calls onClose (spec section 9)', () => {
    const onClose = vi.fn();
    render(<SnackbarRegion content={{ message: 'Une erreur est survenue' }} onClose={onClose} />);
    expect(bar()).toHaveAttribute('data-phase', 'entering');
    act(() => vi.advanceTimersByTime(20));
    expect(bar()).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(4990));
    expect(bar()).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(20));
    expect(bar()).toHaveAttribute('data-phase', 'exiting');
    act(() => vi.advanceTimersByTime(2990));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(bar()).toHaveAttribute('data-phase', 'hidden');
  });

  it('pauses while hovered, and stays 3000 ms more once the pointer leaves (WCAG 2.2.1)', () => {
    render(<SnackbarRegion content={{ message: 'Hors ligne', variant: 'information' }} />);
    act(() => vi.advanceTimersByTime(20));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.pointerEnter(bar());
    act(() => vi.advanceTimersByTime(20_000));
    expect(bar()).toHaveAttribute('data-phase', 'shown');
    fireEvent.pointerLeave(bar());
    // 1000 ms were left: the reader gets 3000.
    act(() => vi.advanceTimersByTime(2900));
    expect(bar()).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(600));
    expect(bar()).toHaveAttribute('data-phase', 'exiting');
  });

  it('stays up for the reading time of a long message, even given a shorter delay', () => {
    const message = Array.from({ length: 30 }, () => 'mot').join(' ');
    render(<SnackbarRegion content={{ message, variant: 'information', delay: 1000 }} />);
    act(() => vi.advanceTimersByTime(20));
    // 30 words at 200 a minute: 9000 ms.
    act(() => vi.advanceTimersByTime(8900));
    expect(bar()).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(600));
    expect(bar()).toHaveAttribute('data-phase', 'exiting');
  });

  it('is dismissed with its named close button', () => {
    const onClose = vi.fn();
    render(
      <SnackbarRegion
        content={{ message: 'Hors ligne', variant: 'warning', delay: Infinity }}
        onClose={onClose}
      />,
    );
    act(() => vi.advanceTimersByTime(20));
    const close = screen.getByRole('button', { name: 'Fermer la notification' });
    fireEvent.keyDown(close, { key: 'Enter' });
    fireEvent.keyUp(close, { key: 'Enter' });
    expect(bar()).toHaveAttribute('data-phase', 'exiting');
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps fading when the parent re-renders with a new onClose', () => {
    const first = vi.fn();
    const second = vi.fn();
    const content = { message: 'Enregistré', variant: 'success' as const, delay: 100 };
    const { rerender } = render(<SnackbarRegion content={content} onClose={first} />);
    act(() => vi.advanceTimersByTime(20));
    // One word: its reading time, 2500 ms, is longer than the 100 ms asked.
    act(() => vi.advanceTimersByTime(2500));
    act(() => vi.advanceTimersByTime(1500));
    rerender(<SnackbarRegion content={content} onClose={second} />);
    act(() => vi.advanceTimersByTime(1500));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('knows the nine variants of spec section 4', () => {
    expect(snackbarVariants).toEqual([
      'primary',
      'secondary',
      'success',
      'error',
      'warning',
      'canceled',
      'black',
      'neutral',
      'information',
    ]);
  });
});
