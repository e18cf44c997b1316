export * from './locale';
export * from './format';
export * from './readingTime';
export * from './loadMessages';
export * from './I18nProvider';
export type { MessageId } from './generated/messageIds';
