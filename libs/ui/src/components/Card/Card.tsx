import { createElement, useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised', 'floating'] as const;
export type CardElevation = (typeof cardElevations)[number];
export const cardTones = ['default', 'primary'] as const;
export type CardTone = (typeof cardTones)[number];

export interface CardProps {
  /** A heading for the card; the card is then a group named by it. */
  title?: ReactNode;
  /** The heading level that fits the page outline (RGAA 9.1). @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** @default 'raised' */
  elevation?: CardElevation;
  /** @default 'default' */
  tone?: CardTone;
  UNSAFE_className?: string;
}

/** A surface grouping related content (an offer, a bike, a contract step). */
export function Card({
  title,
  headingLevel = 2,
  children,
  footer,
  elevation = 'raised',
  tone = 'default',
  UNSAFE_className,
}: CardProps) {
  const titleId = useId();
  return (
    <div
      className={[styles.card({ elevation, tone }), UNSAFE_className].filter(Boolean).join(' ')}
      data-elevation={elevation}
      {...(title ? { role: 'group', 'aria-labelledby': titleId } : {})}
    >
      {title
        ? createElement(`h${headingLevel}`, { id: titleId, className: styles.title }, title)
        : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
