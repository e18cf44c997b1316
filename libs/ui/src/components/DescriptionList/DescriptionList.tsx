import { createContext, use, type ReactNode } from 'react';
import { Text } from '../Text/Text';
import * as styles from './DescriptionList.css';

/** The list layouts; prop types, docs and visual tests all derive from this list. */
export const descriptionListLayouts = ['figures', 'fields'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

const LayoutContext = createContext<DescriptionListLayout>('figures');

export interface DescriptionListProps {
  /** `DescriptionRow`s. */
  children: ReactNode;
  /**
   * `figures`: each term with its value at the end of the same line (amounts, dates: the contract
   * at a glance); `fields`: the term above its value on a phone, terms in a column of their own
   * from a tablet up (a document's filled-in fields). @default 'figures'
   */
  layout?: DescriptionListLayout;
  /**
   * `fields` only: the space between two rows once term and value sit side by side (space token
   * key). @default '1'
   */
  wideRowGap?: '1' | '2';
  /** Names the list when the screen has several (read before its terms). */
  'aria-label'?: string;
}

/** Terms and their values, a `dl` whose rows are `DescriptionRow`s. */
export function DescriptionList({
  children,
  layout = 'figures',
  wideRowGap = '1',
  ...props
}: DescriptionListProps) {
  return (
    <dl
      {...props}
      className={[styles.list[layout], layout === 'fields' ? styles.wideRowGap[wideRowGap] : null]
        .filter(Boolean)
        .join(' ')}
    >
      <LayoutContext value={layout}>{children}</LayoutContext>
    </dl>
  );
}

export interface DescriptionRowProps {
  term: ReactNode;
  /** The value. */
  children: ReactNode;
}

/** One term and its value of a `DescriptionList`. */
export function DescriptionRow({ term, children }: DescriptionRowProps) {
  const layout = use(LayoutContext);
  return (
    <div className={styles.row}>
      <dt className={styles.term[layout]}>
        {layout === 'figures' ? <Text as="span">{term}</Text> : term}
      </dt>
      <dd className={styles.value[layout]}>{children}</dd>
    </div>
  );
}
