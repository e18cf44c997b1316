import { MemoryStorage } from '@velo/data';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import {
  applyProfilePreferencesAtom,
  clientThemeAtom,
  initPreferences,
  loadClientTheme,
  localeAtom,
  type ClientTheme,
} from './index';

const riderTheme: ClientTheme = {
  primaryGradient: { '90': '#5b2d90', '50': '#b395d6' },
  secondaryGradient: { '90': '#0b6e4f' },
};

function setup(options: { stored?: string; languages?: string[] } = {}) {
  const store = createStore();
  const localStorage = new MemoryStorage();
  if (options.stored) localStorage.setItem('locale', options.stored);
  const applyTheme = vi.fn();
  const resetTheme = vi.fn();
  initPreferences(store, {
    localStorage,
    languages: options.languages ?? ['fr-FR'],
    applyTheme,
    resetTheme,
  });
  return { store, localStorage, applyTheme, resetTheme };
}

describe('locale (spec section 4)', () => {
  it("starts from the value stored under 'locale'", () => {
    expect(setup({ stored: 'en' }).store.get(localeAtom)).toBe('en');
  });

  it('falls back to the browser language, keeping the part before the dash, then to fr', () => {
    expect(setup({ languages: ['en-GB'] }).store.get(localeAtom)).toBe('en');
    expect(setup({ languages: ['de-DE'] }).store.get(localeAtom)).toBe('fr');
    expect(setup({ languages: [] }).store.get(localeAtom)).toBe('fr');
  });

  it("stores a change under 'locale'", () => {
    const { store, localStorage } = setup();
    store.set(localeAtom, 'en');
    expect(store.get(localeAtom)).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
  });
});

describe('profile preferences (spec section 4, "Profile load")', () => {
  it("applies the profile's language and a rider's non-empty theme", () => {
    const { store, applyTheme } = setup();
    store.set(applyProfilePreferencesAtom, {
      language: 'en',
      role: 'rider',
      clientTheme: riderTheme,
    });
    expect(store.get(localeAtom)).toBe('en');
    expect(applyTheme).toHaveBeenCalledWith(riderTheme);
    expect(store.get(clientThemeAtom)).toEqual(riderTheme);
  });

  it('an empty theme, no theme, or the theme of another role is not applied', () => {
    for (const profile of [
      {
        language: 'fr',
        role: 'rider',
        clientTheme: { primaryGradient: {}, secondaryGradient: {} },
      },
      { language: 'fr', role: 'rider', clientTheme: null },
      { language: 'fr', role: 'retailer', clientTheme: riderTheme },
    ]) {
      const { store, applyTheme } = setup();
      store.set(applyProfilePreferencesAtom, profile);
      expect(applyTheme).not.toHaveBeenCalled();
      expect(store.get(clientThemeAtom)).toBeNull();
    }
  });

  it('an unsupported language leaves the locale as it is', () => {
    const { store } = setup({ stored: 'en' });
    store.set(applyProfilePreferencesAtom, { language: 'de', role: 'rider' });
    expect(store.get(localeAtom)).toBe('en');
  });
});

describe('client theme (spec section 4, "Client theming")', () => {
  it('resets the defaults once when a theme was applied, and not at all otherwise', () => {
    const { store, resetTheme } = setup();
    store.set(clientThemeAtom, null);
    expect(resetTheme).not.toHaveBeenCalled();
    store.set(clientThemeAtom, riderTheme);
    store.set(clientThemeAtom, null);
    expect(resetTheme).toHaveBeenCalledTimes(1);
    expect(store.get(clientThemeAtom)).toBeNull();
  });

  it('a theme fetched by qName is applied; a failure is swallowed', async () => {
    const { store, applyTheme } = setup();
    const getTheme = vi.fn(async () => ({ ok: true as const, status: 200, data: riderTheme }));
    await loadClientTheme(store, { clients: { getTheme } } as never, 'acme');
    expect(getTheme).toHaveBeenCalledWith('acme');
    expect(applyTheme).toHaveBeenCalledWith(riderTheme);

    const failing = setup();
    const refused = vi.fn(async () => ({
      ok: false as const,
      kind: 'network' as const,
      status: 500 as const,
      error: undefined,
    }));
    await loadClientTheme(failing.store, { clients: { getTheme: refused } } as never, 'acme');
    expect(failing.applyTheme).not.toHaveBeenCalled();
  });
});
