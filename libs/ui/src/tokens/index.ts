export * from './breakpoints';
export * from '../theme/tokens';
