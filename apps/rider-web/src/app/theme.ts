/**
 * Client theming (spec section 4), in a chunk of its own: the store fetches it only when a theme is
 * applied, after login or on an invitation page, so the first page does not pay for it.
 */
export { applyClientTheme, resetClientTheme } from '@velo/ui/theme';
