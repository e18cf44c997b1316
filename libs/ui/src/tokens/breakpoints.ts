/** Spec section 9 breakpoints, in CSS pixels (min-width). */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** The media query that holds from a breakpoint upward (`xs` always holds). */
export function mediaUp(name: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[name]}px)`;
}
