import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import * as styles from './SiteFooter.css';

/** One link of the footer. */
export interface SiteFooterLink {
  href: string;
  /** The link's text, which is also its accessible name. */
  label: string;
  /** Another site, opened in a new window and said so. @default false */
  isExternal?: boolean;
}

export interface SiteFooterProps {
  /** The footer's links (legal notice, personal data, accessibility statement, help). */
  links: readonly SiteFooterLink[];
  /** The name of the footer's `<nav>` landmark, e.g. "Liens de pied de page". */
  label: string;
  /** Anything else the footer shows, such as the release label. */
  children?: ReactNode;
}

/**
 * The application footer, to put in Page's `footer` slot: a named navigation of `subtle` links and,
 * after it, free content such as the release label. RGAA 12.1: the legal and accessibility pages
 * are reachable from every page through it.
 */
export function SiteFooter({ links, label, children }: SiteFooterProps) {
  return (
    <div className={styles.footer}>
      <nav aria-label={label}>
        <Inline as="ul" gap="4">
          {links.map((link) => (
            <li key={link.href}>
              <Link variant="subtle" href={link.href} isExternal={link.isExternal ?? false}>
                {link.label}
              </Link>
            </li>
          ))}
        </Inline>
      </nav>
      {children ? <div className={styles.meta}>{children}</div> : null}
    </div>
  );
}
