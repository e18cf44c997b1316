import type { ReactNode, Ref } from 'react';
import type { SpaceKey } from '../../theme/tokens';
import * as styles from '../private/layout.css';
import { LayoutBox, layoutElements, type LayoutElement } from '../private/layoutElement';

export { layoutElements as inlineElements };
export type InlineElement = LayoutElement;

/** How the children sit across the row (vertically). */
export const inlineAlignments = ['center', 'start', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
/** How the children are spread along the row. */
export const inlineJustifications = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineJustification = (typeof inlineJustifications)[number];

export interface InlineProps {
  children: ReactNode;
  /** The space between two children, across and between lines (space token key). @default '2' */
  gap?: SpaceKey;
  /** Vertical alignment of the children in a line. @default 'center' */
  align?: InlineAlignment;
  /** Horizontal distribution of the children. @default 'start' */
  justify?: InlineJustification;
  /**
   * The element rendered: `ul`/`ol` for a list (then give it `li` children), `nav`, `section`…
   * @default 'div'
   */
  as?: InlineElement;
  id?: string;
  /** Names a `nav`, `section` or list (a landmark needs a name when there are several). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLElement>;
  /** Escape hatch for layout only (margins, grid placement). */
  UNSAFE_className?: string;
}

/**
 * Children side by side with a token gap, wrapping onto the next line when the row is too narrow
 * (WCAG 1.4.10: nothing scrolls sideways at 320 px). Has no margin nor padding.
 */
export function Inline({
  children,
  gap = '2',
  align = 'center',
  justify = 'start',
  as = 'div',
  UNSAFE_className,
  ...props
}: InlineProps) {
  return (
    <LayoutBox
      {...props}
      as={as}
      data-layout="inline"
      className={[
        styles.box,
        styles.inline,
        styles.gap[gap],
        styles.align[align],
        styles.justify[justify],
        UNSAFE_className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </LayoutBox>
  );
}
