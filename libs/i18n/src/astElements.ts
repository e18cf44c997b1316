import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Element kinds of the precompiled ASTs: @formatjs/icu-messageformat-parser's TYPE enum, written
 * out because the parser package itself must stay out of the browser bundle.
 */
export const LITERAL = 0;
export const ARGUMENT = 1;
export const NUMBER = 2;
export const DATE = 3;
export const TIME = 4;
export const SELECT = 5;
export const PLURAL = 6;
export const POUND = 7;
export const TAG = 8;

/** The fields of an AST element that the checks and the production fallback read. */
export interface AstElement {
  type: number;
  value: string;
  offset?: number;
  pluralType?: 'cardinal' | 'ordinal';
  options?: Record<string, { value: MessageFormatElement[] }>;
  children?: MessageFormatElement[];
}
