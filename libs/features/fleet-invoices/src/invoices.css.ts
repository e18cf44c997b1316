import { style } from '@vanilla-extract/css';

// /invoices (issue 15): the company switch no wider than a company's name needs.
export const companySwitch = style({ maxWidth: '28rem' });
