import type { Locale } from '@velo/i18n';
import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useUiStrings } from '../../i18n/UiLocale';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../../recipes/visuallyHidden.css';
import * as styles from './Link.css';

/** The link variants; prop types, docs and visual tests all derive from this list. */
export const linkVariants = ['inline', 'standalone', 'navigation', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /**
   * `inline` inside text, `standalone` on its own line, `navigation` in the site's header
   * navigation (the current page carries `aria-current="page"`), `subtle` for secondary links such
   * as the footer's. @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * The link opens another site in a new window or tab: sets `target="_blank"` and
   * `rel="noopener noreferrer"`, draws the external-link icon and adds "(nouvelle fenêtre)" to its
   * accessible name (WCAG 3.2.5, RGAA 13.2). @default false
   */
  isExternal?: boolean;
  /**
   * Marks the link to the page being shown (`aria-current="page"`), which the `navigation` variant
   * draws with a bar and bold text. @default undefined (not current)
   */
  'aria-current'?: NonNullable<AriaLinkProps['aria-current']>;
  /** Language of the built-in "(nouvelle fenêtre)"; defaults to the UiLocaleProvider's. */
  locale?: Locale;
  /** Escape hatch for layout only (margins, grid placement). */
  UNSAFE_className?: string;
}

/**
 * A link. Client-side navigation goes through react-aria's RouterProvider, which the app sets up
 * around its router, so `href` stays a real URL (open in new tab, copy link). Colours come from the
 * theme's primary scale and text colours, so a client theme re-colours every variant.
 */
export function Link({
  variant = 'inline',
  isExternal = false,
  locale,
  UNSAFE_className,
  children,
  ...props
}: LinkProps) {
  const strings = useUiStrings(locale);
  return (
    <AriaLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-variant={variant}
      data-external={isExternal || undefined}
      className={[styles.link({ variant }), UNSAFE_className].filter(Boolean).join(' ')}
    >
      {children}
      {isExternal ? (
        <>
          {/* A real space, not a margin: accessible names join the link's text and the hidden
          words with it, "Aide (nouvelle fenêtre)". */}{' '}
          <Icon name="external-link" size="text" />
          <span className={visuallyHidden}>{strings.newWindow}</span>
        </>
      ) : null}
    </AriaLink>
  );
}
