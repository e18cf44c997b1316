import { createElement, type ReactNode, type Ref } from 'react';
import * as styles from './Text.css';

/** The type scale; prop types, docs and visual tests derive from this list. */
export const textVariants = [
  'pageTitle',
  'sectionTitle',
  'subsectionTitle',
  'body',
  'bodyStrong',
  'bodySmall',
  'caption',
  'muted',
] as const;
export type TextVariant = (typeof textVariants)[number];

/** The elements Text may render: the look (variant) and the meaning (element) are chosen apart. */
export const textElements = ['h1', 'h2', 'h3', 'h4', 'p', 'span', 'strong', 'em', 'div'] as const;
export type TextElement = (typeof textElements)[number];

/** The element each variant renders when `as` is not given. */
export const defaultTextElement: Record<TextVariant, TextElement> = {
  pageTitle: 'h1',
  sectionTitle: 'h2',
  subsectionTitle: 'h3',
  body: 'p',
  bodyStrong: 'p',
  bodySmall: 'p',
  caption: 'p',
  muted: 'p',
};

export interface TextProps {
  children: ReactNode;
  /** The style, from the type scale. @default 'body' */
  variant?: TextVariant;
  /**
   * The element, chosen for the page outline rather than the look (RGAA 9.1: headings follow the
   * structure). @default h1 for pageTitle, h2 for sectionTitle, h3 for subsectionTitle, p otherwise
   */
  as?: TextElement;
  id?: string;
  ref?: Ref<HTMLElement>;
  /** Escape hatch for layout only (margins, grid placement). */
  UNSAFE_className?: string;
}

/**
 * Text in one of the type scale's styles, without margins (space comes from Stack and Inline).
 * Headings and body text take the theme's text colour; `muted` takes the muted one.
 */
export function Text({ children, variant = 'body', as, id, ref, UNSAFE_className }: TextProps) {
  return createElement(
    as ?? defaultTextElement[variant],
    {
      ...(id === undefined ? {} : { id }),
      ...(ref === undefined ? {} : { ref }),
      'data-variant': variant,
      className: [styles.base, styles.variant[variant], UNSAFE_className].filter(Boolean).join(' '),
    },
    children,
  );
}
