export * from './locale';
