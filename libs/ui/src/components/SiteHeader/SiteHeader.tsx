import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { Icon, type IconName } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import * as styles from './SiteHeader.css';

/** One entry of the header navigation. */
export interface SiteHeaderItem {
  href: string;
  /** The link's text, which is also its accessible name. */
  label: string;
  /** The page being shown: the link carries `aria-current="page"`. */
  isCurrent: boolean;
  /** A decorative icon before the label. */
  icon?: IconName;
}

export interface SiteHeaderProps {
  /** The brand at the start of the header, usually a link to the home page (logo or name). */
  brand: ReactNode;
  /** The name of the `<nav>` landmark, e.g. "Navigation principale". */
  navigationLabel: string;
  /** The navigation links, in order. */
  items: readonly SiteHeaderItem[];
  /** Controls after the navigation: language switch, logout button. */
  actions?: ReactNode;
  /** The visible text and accessible name of the menu button shown below 600 px, e.g. "Menu". */
  menuButtonLabel: string;
  /** The title of the menu dialog, which names it, e.g. "Menu principal". */
  menuTitle: string;
}

function NavigationLinks({
  items,
  direction,
  onNavigate,
}: {
  items: readonly SiteHeaderItem[];
  direction: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const links = items.map((item) => (
    <li key={item.href}>
      <Link
        variant="navigation"
        href={item.href}
        {...(item.isCurrent ? { 'aria-current': 'page' as const } : {})}
        {...(onNavigate ? { onPress: onNavigate } : {})}
      >
        {item.icon ? <Icon name={item.icon} /> : null}
        {item.label}
      </Link>
    </li>
  ));
  return direction === 'row' ? (
    <Inline as="ul" gap="4">
      {links}
    </Inline>
  ) : (
    <Stack as="ul" gap="1" align="start">
      {links}
    </Stack>
  );
}

/**
 * The application header, to put in Page's `header` slot: the brand, the navigation (`<nav>` named
 * by `navigationLabel`, current page marked `aria-current="page"`) and the actions. Below the sm
 * breakpoint (600 px) the navigation and actions move into a modal menu dialog opened by a menu
 * button; Escape closes it and focus goes back to the button; choosing a link closes it. Every text
 * comes in as a prop.
 */
export function SiteHeader({
  brand,
  navigationLabel,
  items,
  actions,
  menuButtonLabel,
  menuTitle,
}: SiteHeaderProps) {
  return (
    <div className={styles.bar} data-site-header="">
      <div className={styles.brand}>{brand}</div>
      <nav aria-label={navigationLabel} className={styles.navigation}>
        <NavigationLinks items={items} direction="row" />
      </nav>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {/* Last in the DOM, so the Tab order below 600 px is brand then menu button (WCAG 2.4.3). */}
      <div className={styles.menuTrigger}>
        <DialogTrigger>
          <Button variant="ghost" size="sm">
            <Icon name="menu" />
            {menuButtonLabel}
          </Button>
          <Dialog title={menuTitle}>
            {({ close }) => (
              <Stack gap="4">
                <nav aria-label={navigationLabel}>
                  {/* Closing at once: the app then moves focus to the new page's title. */}
                  <NavigationLinks items={items} direction="column" onNavigate={close} />
                </nav>
                {actions ? <div className={styles.menuActions}>{actions}</div> : null}
              </Stack>
            )}
          </Dialog>
        </DialogTrigger>
      </div>
    </div>
  );
}
