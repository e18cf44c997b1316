import type { ClientTheme } from '@velo/ui/theme';

/**
 * Client themes as the theme call returns them (spec section 3). `client` is the one the visual suite
 * screenshots every example in; `partial` shows that missing and malformed shades keep the defaults.
 */
export const sampleThemes = {
  client: {
    primaryGradient: {
      '10': '#0b2545',
      '20': '#13315c',
      '30': '#1d4e89',
      '40': '#0066cc',
      '50': '#3385d6',
      '60': '#66a3e0',
      '70': '#99c2eb',
      '80': '#cce0f5',
      '90': '#e6f0fa',
    },
    secondaryGradient: {
      '10': '#4a1d00',
      '20': '#6e2c00',
      '30': '#8f3a00',
      '40': '#b34700',
      '50': '#d65a0a',
      '60': '#f0803c',
      '70': '#f5a672',
      '80': '#f9cba8',
      '90': '#fdeee2',
    },
  },
  green: {
    primaryGradient: {
      '10': '#0d2b12',
      '20': '#14421c',
      '30': '#1c5a27',
      '40': '#267334',
      '50': '#3a8c48',
      '60': '#5fa86b',
      '70': '#8fc597',
      '80': '#c2e0c7',
      '90': '#e9f5eb',
    },
  },
  partial: {
    primaryGradient: { '40': '#c2185b', '50': 'rose', '90': '#fce4ec', '30': '#12' },
  },
} satisfies Record<string, ClientTheme>;

export type SampleThemeName = keyof typeof sampleThemes;

export function isSampleThemeName(value: string | null): value is SampleThemeName {
  return value !== null && Object.hasOwn(sampleThemes, value);
}
