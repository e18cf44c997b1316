import { style } from '@vanilla-extract/css';

// The contract's rendition: its sections as a readable column (the design system's document).
export { documentSections as document } from '@velo/ui/recipes';

// /pendingAgreements: the company switch no wider than a company's name needs.
export const companySwitch = style({ maxWidth: '28rem' });
