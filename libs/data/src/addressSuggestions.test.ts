import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressDebounceMs, useAddressSuggestions } from './addressSuggestions';

afterEach(() => {
  vi.useRealTimers();
});

/** The geocoder's answer for one address (GeoJSON, the Base Adresse Nationale's shape). */
const feature = (label: string, name: string, postcode: string, city: string) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.36, 48.86] },
  properties: { label, name, postcode, city },
});
const bretagne = feature('12 Rue de Bretagne 75003 Paris', '12 Rue de Bretagne', '75003', 'Paris');

/** A geocoder that answers each request with the next of `answers` and records the queries. */
function geocoder(...answers: (() => Response)[]) {
  const queries: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    queries.push(new URL(String(input)).searchParams.get('q') ?? '');
    const answer = answers.shift() ?? (() => Response.json({ features: [] }));
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, queries };
}

const found = () => Response.json({ type: 'FeatureCollection', features: [bretagne] });
const busy = () => new Response('', { status: 429, headers: { 'Retry-After': '2' } });
const down = () => new Response('', { status: 503 });

async function pause(ms = addressDebounceMs) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const chosen: string[] = [];

function render(fetch: typeof globalThis.fetch, value: string, whenBusy?: 'retry' | 'giveUp') {
  return renderHook(
    ({ value }) =>
      useAddressSuggestions({
        geocodingUrl: 'https://geo.test',
        value,
        onChange: () => {},
        onChoose: (suggestion) => chosen.push(suggestion.city),
        fetch,
        ...(whenBusy ? { whenBusy } : {}),
      }),
    { initialProps: { value } },
  );
}

describe('useAddressSuggestions', () => {
  it('asks once the typing pauses, for the last text only, and lists the matches', async () => {
    vi.useFakeTimers();
    const { fetch, queries } = geocoder(found);
    const hook = render(fetch, '');
    hook.rerender({ value: '12 r' });
    await pause(100);
    hook.rerender({ value: '12 rue de bretagne' });
    expect(hook.result.current.searchable).toBe(true);
    await pause();
    expect(queries).toEqual(['12 rue de bretagne']);
    expect(hook.result.current.lookup).toEqual({ kind: 'answered' });
    expect(hook.result.current.suggestions.map((s) => s.street)).toEqual(['12 Rue de Bretagne']);
    expect(hook.result.current.loading).toBe(false);
  });

  it('never asks for a text shorter than the service accepts, nor for the starting text', async () => {
    vi.useFakeTimers();
    const { fetch, queries } = geocoder();
    const hook = render(fetch, '8 rue de Rivoli');
    await pause();
    hook.rerender({ value: '12' });
    expect(hook.result.current.searchable).toBe(false);
    await pause();
    expect(queries).toEqual([]);
  });

  it('does not ask again for a chosen suggestion, but does once the rider edits it', async () => {
    vi.useFakeTimers();
    const { fetch, queries } = geocoder(found);
    const hook = render(fetch, '');
    hook.rerender({ value: 'bretagne' });
    await pause();
    act(() => {
      hook.result.current.onChoose('12 Rue de Bretagne 75003 Paris|48.86|2.36');
      hook.result.current.onChange('12 Rue de Bretagne 75003 Paris');
    });
    expect(chosen.at(-1)).toBe('Paris');
    hook.rerender({ value: '12 Rue de Bretagne 75003 Paris' });
    await pause();
    expect(queries).toEqual(['bretagne']);
    act(() => hook.result.current.onChange('12 Rue de Bretagne 75003 Pari'));
    hook.rerender({ value: '12 Rue de Bretagne 75003 Pari' });
    await pause();
    expect(queries).toEqual(['bretagne', '12 Rue de Bretagne 75003 Pari']);
  });

  it('when busy, keeps the list and asks again after Retry-After; or gives up and empties it', async () => {
    vi.useFakeTimers();
    const retrying = geocoder(found, busy, found);
    const hook = render(retrying.fetch, '');
    hook.rerender({ value: 'bretagne' });
    await pause();
    hook.rerender({ value: 'bretagne paris' });
    await pause();
    expect(hook.result.current.lookup).toEqual({ kind: 'busy', retryAfterSeconds: 2 });
    expect(hook.result.current.suggestions).toHaveLength(1);
    await pause(2000);
    await pause();
    expect(retrying.queries).toEqual(['bretagne', 'bretagne paris', 'bretagne paris']);
    expect(hook.result.current.lookup).toEqual({ kind: 'answered' });

    const givingUp = geocoder(found, busy);
    const other = render(givingUp.fetch, '', 'giveUp');
    other.rerender({ value: 'bretagne' });
    await pause();
    other.rerender({ value: 'bretagne paris' });
    await pause();
    expect(other.result.current.suggestions).toEqual([]);
    await pause(5000);
    expect(givingUp.queries).toHaveLength(2);
  });

  it('says the service is unavailable and empties the list', async () => {
    vi.useFakeTimers();
    const { fetch } = geocoder(found, down);
    const hook = render(fetch, '');
    hook.rerender({ value: 'bretagne' });
    await pause();
    hook.rerender({ value: 'bretagne paris' });
    await pause();
    expect(hook.result.current.lookup).toEqual({ kind: 'unavailable' });
    expect(hook.result.current.suggestions).toEqual([]);
  });

  it('cancels the request under way when the text changes', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init!.signal!);
          init!.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    ) as unknown as typeof globalThis.fetch;
    const hook = render(fetch, '');
    hook.rerender({ value: 'bretagne' });
    await pause();
    expect(hook.result.current.loading).toBe(true);
    hook.rerender({ value: 'bretagne paris' });
    expect(signals[0]!.aborted).toBe(true);
  });
});
