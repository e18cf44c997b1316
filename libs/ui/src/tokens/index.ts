export * from './breakpoints';
