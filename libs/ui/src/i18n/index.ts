export { UiLocaleProvider, useUiLocale, useUiStrings } from './UiLocale';
export type { UiLocaleProviderProps } from './UiLocale';
export { uiStrings } from './strings';
export type { UiStrings } from './strings';
