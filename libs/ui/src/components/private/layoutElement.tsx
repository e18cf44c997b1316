import { createElement, type ReactNode, type Ref } from 'react';
import * as styles from './layout.css';

/** The elements a layout primitive may render, so lists, landmarks and sections keep their meaning. */
export const layoutElements = [
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'ul',
  'ol',
  'li',
] as const;
export type LayoutElement = (typeof layoutElements)[number];

export interface LayoutElementProps {
  as: LayoutElement;
  className: string;
  children: ReactNode;
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  ref?: Ref<HTMLElement> | undefined;
  [dataAttribute: `data-${string}`]: string | undefined;
}

/** Renders the chosen element with the layout classes; lists lose their bullets but not their role. */
export function LayoutBox({ as, className, children, ...props }: LayoutElementProps) {
  const isList = as === 'ul' || as === 'ol';
  return createElement(
    as,
    {
      ...props,
      className: isList ? `${className} ${styles.list}` : className,
      // WebKit drops the list role of a list styled `list-style: none` (VoiceOver then says nothing of
      // the item count, RGAA 9.3): the explicit role keeps it.
      ...(isList ? { role: 'list' } : {}),
    },
    children,
  );
}
