import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = [
  'neutral',
  'primary',
  'success',
  'warning',
  'error',
  'information',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** The status in words ("Approuvée", "En attente"): the colour only repeats it (WCAG 1.4.1). */
  children: ReactNode;
  /** @default 'neutral' */
  tone?: BadgeTone;
}

/** A short status label (lease request pending, approved, refused). Not interactive. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return (
    <span className={[styles.badge, styles.tone[tone]].join(' ')} data-tone={tone}>
      {children}
    </span>
  );
}
