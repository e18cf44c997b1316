export * from './locale';
export * from './format';
export * from './readingTime';
export * from './loadMessages';
export * from './I18nProvider';
export * from './useFormatMessage';
export { createI18nErrorHandler, logPrefix } from './formatErrors';
export type { I18nError, I18nErrorHandler } from './formatErrors';
