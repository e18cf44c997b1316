import { style } from '@vanilla-extract/css';

/** The company switch: as wide as a company's name needs, not the page's width. */
export const companySwitch = style({ maxWidth: '28rem' });
