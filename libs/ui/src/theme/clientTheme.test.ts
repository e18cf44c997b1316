import { afterEach, describe, expect, it } from 'vitest';
import { applyClientTheme, clientThemeDeclarations, resetClientTheme } from './clientTheme';
import { contrastRatio, foregroundFor } from './color';
import { defaultTokens, shades } from './tokens';

const clientPrimary = {
  '10': '#0b2545',
  '20': '#13315c',
  '30': '#1d4e89',
  '40': '#0066cc',
  '50': '#3385d6',
  '60': '#66a3e0',
  '70': '#99c2eb',
  '80': '#cce0f5',
  '90': '#e6f0fa',
};

afterEach(() => resetClientTheme());

describe('applyClientTheme (spec sections 3 and 4)', () => {
  it('sets every shade of both scales as CSS variables on the document', () => {
    const count = applyClientTheme({
      primaryGradient: clientPrimary,
      secondaryGradient: { '40': '#aa3300' },
    });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--velo-color-primary-40')).toBe('#0066cc');
    expect(style.getPropertyValue('--velo-color-onPrimary-40')).toBe(foregroundFor('#0066cc'));
    expect(style.getPropertyValue('--velo-color-secondary-40')).toBe('#aa3300');
    // 9 primary shades + 9 foregrounds + light primary and its foreground, + 1 secondary shade + its foreground.
    expect(count).toBe(22);
  });

  it('uses primary shade 90 as the light primary colour', () => {
    applyClientTheme({ primaryGradient: clientPrimary });
    expect(document.documentElement.style.getPropertyValue('--velo-color-primaryLight')).toBe(
      '#e6f0fa',
    );
  });

  it('keeps the defaults for missing or malformed shades', () => {
    const declarations = clientThemeDeclarations({
      primaryGradient: { '10': 'red', '20': '#12345', '30': 42, '40': '#ABCDEF', '55': '#000000' },
      secondaryGradient: null,
    });
    expect([...declarations.keys()]).toEqual([
      '--velo-color-primary-40',
      '--velo-color-onPrimary-40',
    ]);
    expect(declarations.get('--velo-color-primary-40')).toBe('#abcdef');
    expect(clientThemeDeclarations(undefined).size).toBe(0);
  });

  it('applies to a given element only, and reset removes what it set', () => {
    const element = document.createElement('div');
    applyClientTheme({ primaryGradient: clientPrimary }, element);
    expect(document.documentElement.style.getPropertyValue('--velo-color-primary-40')).toBe('');
    expect(element.style.getPropertyValue('--velo-color-primary-40')).toBe('#0066cc');
    element.style.setProperty('--unrelated', '1');
    resetClientTheme(element);
    expect(element.style.getPropertyValue('--velo-color-primary-40')).toBe('');
    expect(element.style.getPropertyValue('--velo-color-primaryLight')).toBe('');
    expect(element.style.getPropertyValue('--unrelated')).toBe('1');
  });
});

describe('foreground per shade (WCAG 1.4.3)', () => {
  it('reaches 4.5:1 on every default shade and semantic colour', () => {
    for (const scale of ['primary', 'secondary'] as const) {
      const on =
        scale === 'primary' ? defaultTokens.color.onPrimary : defaultTokens.color.onSecondary;
      for (const shade of shades) {
        expect(contrastRatio(defaultTokens.color[scale][shade], on[shade])).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
    for (const [variant, background] of Object.entries(defaultTokens.color.semantic)) {
      const foreground =
        defaultTokens.color.onSemantic[variant as keyof typeof defaultTokens.color.semantic];
      expect(contrastRatio(background, foreground), variant).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reaches 4.5:1 on any colour a client may choose', () => {
    // A sweep over the RGB cube (every 15th level per channel: 4913 colours), mid-greys included,
    // where the choice between light and dark text is hardest.
    for (let r = 0; r <= 255; r += 15) {
      for (let g = 0; g <= 255; g += 15) {
        for (let b = 0; b <= 255; b += 15) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(hex, foregroundFor(hex))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
