import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderPages(load: () => Promise<unknown>) {
  const { useWebFontsAfterFirstPaint } = await import('./webFonts');
  function Page() {
    useWebFontsAfterFirstPaint(load);
    return <p>Connexion</p>;
  }
  const first = render(<Page />);
  render(<Page />);
  return first;
}

describe('useWebFontsAfterFirstPaint', () => {
  it('without paint timing, asks for the fonts after the next frame, not with the first commit, and once per page', async () => {
    const load = vi.fn(async () => undefined);
    const first = await renderPages(load);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    first.rerender(<p>Autre page</p>);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the first contentful paint where the browser reports paints', async () => {
    let report: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      const load = vi.fn(async () => undefined);
      await renderPages(load);
      await vi.runAllTimersAsync();
      expect(load).not.toHaveBeenCalled();
      report?.({ getEntriesByName: () => [] });
      await vi.runAllTimersAsync();
      expect(load).not.toHaveBeenCalled();
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      await vi.runAllTimersAsync();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tries again on a later page when the fonts could not be fetched', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const { useWebFontsAfterFirstPaint } = await import('./webFonts');
    function Page() {
      useWebFontsAfterFirstPaint(load);
      return null;
    }
    const view = render(<Page />);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();
    render(<Page />);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
