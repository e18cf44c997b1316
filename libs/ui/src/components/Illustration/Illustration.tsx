import type { ReactNode } from 'react';
import * as styles from './Illustration.css';

export interface IllustrationProps {
  /**
   * The artwork: an inline <svg> or an <img>. The app brings its own images; the library only
   * frames them (no assets shipped here).
   */
  children: ReactNode;
  /**
   * What the picture says, when it says something. Without it the illustration is decorative and
   * hidden from assistive tech (RGAA 1.2), like the maintenance page's (spec section 2.1).
   */
  label?: string;
  /** Maximum width, e.g. '16rem'. @default '20rem' */
  maxWidth?: string;
}

/** A slot for an illustration, decorative by default. */
export function Illustration({ children, label, maxWidth = '20rem' }: IllustrationProps) {
  return label ? (
    <div
      role="img"
      aria-label={label}
      className={styles.illustration}
      style={{ maxWidth }}
      data-decorative="false"
    >
      {children}
    </div>
  ) : (
    <div
      aria-hidden="true"
      className={styles.illustration}
      style={{ maxWidth }}
      data-decorative="true"
    >
      {children}
    </div>
  );
}
