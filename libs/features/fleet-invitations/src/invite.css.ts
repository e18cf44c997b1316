import { style } from '@vanilla-extract/css';

/** A status line: quiet text under its control, empty until something is done. */
export { statusLine as status } from '@velo/ui/recipes';

/** The company switch: as wide as a company's name needs, not the page's width. */
export const companySwitch = style({ maxWidth: '28rem' });
