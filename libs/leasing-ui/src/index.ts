export { MonthlyBreakdown } from './MonthlyBreakdown';
export type { MonthlyBreakdownProps } from './MonthlyBreakdown';
export { RentFrom } from './RentFrom';
export type { RentFromProps } from './RentFrom';
export { useLeaseQuote } from './useLeaseQuote';
export type { LeaseFigures } from './useLeaseQuote';
