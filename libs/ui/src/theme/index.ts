export {
  applyClientTheme,
  resetClientTheme,
  clientThemeDeclarations,
  clientThemeVariables,
  validShades,
} from './clientTheme';
export type { ClientTheme } from './clientTheme';
export {
  contrastRatio,
  darkForeground,
  foregroundFor,
  isHexColour,
  lightForeground,
  relativeLuminance,
} from './color';
