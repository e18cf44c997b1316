import type { ReactNode, Ref } from 'react';
import type { SpaceKey } from '../../theme/tokens';
import * as styles from '../private/layout.css';
import { LayoutBox, layoutElements, type LayoutElement } from '../private/layoutElement';

export { layoutElements as stackElements };
export type StackElement = LayoutElement;

/** How the children sit across the stack (horizontally). */
export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];
/** How the children are spread along the stack when it is taller than they are. */
export const stackJustifications = ['start', 'center', 'end', 'spaceBetween'] as const;
export type StackJustification = (typeof stackJustifications)[number];

export interface StackProps {
  children: ReactNode;
  /** The space between two children, a key of the space tokens (`'4'` is 1rem). @default '4' */
  gap?: SpaceKey;
  /** Horizontal alignment of the children. @default 'stretch' */
  align?: StackAlignment;
  /** Vertical distribution of the children. @default 'start' */
  justify?: StackJustification;
  /**
   * The element rendered, so the layout keeps the page's meaning: `ul`/`ol` for a list (then give
   * it `li` children, e.g. `<Stack as="li">`), `nav`, `section`… @default 'div'
   */
  as?: StackElement;
  id?: string;
  /** Names a `nav`, `section` or list (a landmark needs a name when there are several). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLElement>;
  /** Escape hatch for layout only (margins, grid placement). */
  UNSAFE_className?: string;
}

/** Children one under the other with a token gap between them. Has no margin nor padding. */
export function Stack({
  children,
  gap = '4',
  align = 'stretch',
  justify = 'start',
  as = 'div',
  UNSAFE_className,
  ...props
}: StackProps) {
  return (
    <LayoutBox
      {...props}
      as={as}
      data-layout="stack"
      className={[
        styles.box,
        styles.stack,
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
