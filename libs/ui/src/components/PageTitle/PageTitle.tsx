import type { Ref } from 'react';
import * as textStyles from '../Text/Text.css';
import * as styles from './PageTitle.css';

export interface PageTitleProps {
  /** The page's title: the text of its `<h1>` and the first part of the document title. */
  children: string;
  /** The site's name, after the page title in the document title. @default 'Velo' */
  siteName?: string;
  /**
   * The heading element, so the app can move focus to it after a navigation
   * (`ref.current?.focus()`): screen readers then read the new page's title (WCAG 2.4.3).
   */
  ref?: Ref<HTMLHeadingElement>;
  id?: string;
  /** Escape hatch for layout only (margins, grid placement). */
  UNSAFE_className?: string;
}

/** The title of a document: `{title} – {siteName}` (WCAG 2.4.2, RGAA 8.6). */
export function documentTitle(title: string, siteName: string): string {
  return `${title} – ${siteName}`;
}

/**
 * The page's one `<h1>` (RGAA 9.1), in the pageTitle style, which also sets the document title
 * through React 19's `<title>`, hoisted into `<head>`: the title and the heading can never disagree.
 * Focusable from code only (tabIndex -1), never in the Tab order.
 */
export function PageTitle({
  children,
  siteName = 'Velo',
  ref,
  id,
  UNSAFE_className,
}: PageTitleProps) {
  return (
    <>
      <title>{documentTitle(children, siteName)}</title>
      <h1
        ref={ref}
        tabIndex={-1}
        {...(id === undefined ? {} : { id })}
        className={[textStyles.base, textStyles.variant.pageTitle, styles.focus, UNSAFE_className]
          .filter(Boolean)
          .join(' ')}
      >
        {children}
      </h1>
    </>
  );
}
