export * from './sameOrigin';
