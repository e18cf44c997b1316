import type { Locale } from '@velo/i18n';
import { useId, type ReactNode } from 'react';
import { useUiStrings } from '../../i18n/UiLocale';
import * as styles from './Page.css';

export const pageWidths = ['narrow', 'medium', 'wide'] as const;
export type PageWidth = (typeof pageWidths)[number];

export interface PageProps {
  /** Content of the banner landmark (logo, navigation, language choice). */
  header?: ReactNode;
  /** Content of the contentinfo landmark (legal links, version). */
  footer?: ReactNode;
  /** The page's own content, in the one main landmark (RGAA 12.6). */
  children: ReactNode;
  /** Maximum width of the main column. @default 'medium' */
  width?: PageWidth;
  /** Language of the built-in texts; defaults to the UiLocaleProvider's (French without one). */
  locale?: Locale;
}

/**
 * The page frame: a skip link, then header, main and footer landmarks. Main is focusable
 * (tabIndex -1) so the skip link and route changes can move focus into it.
 */
export function Page({ header, footer, children, width = 'medium', locale }: PageProps) {
  const strings = useUiStrings(locale);
  const mainId = `main-${useId().replace(/:/g, '')}`;
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {strings.skipToContent}
      </a>
      {header ? <header className={styles.header}>{header}</header> : null}
      <main id={mainId} tabIndex={-1} className={[styles.main, styles.width[width]].join(' ')}>
        {children}
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
