import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { NavigationLinks } from './NavigationLinks';
import * as styles from './SiteHeader.css';
import type { SiteHeaderItem } from './SiteHeaderItem';

export type { SiteHeaderItem } from './SiteHeaderItem';

/**
 * The menu dialog is fetched when first wanted (the button is hovered, focused or pressed), not with
 * the page: a modal dialog is most of a small page's code, and only phones open it.
 */
const loadMenu = () => import('./SiteHeaderMenu');
const SiteHeaderMenu = lazy(loadMenu);

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
  const [menuOpen, setMenuOpen] = useState(false);
  // Without links (a signed-out visitor) there is no navigation landmark and no menu: the actions
  // stay in the header at every width.
  if (items.length === 0) {
    return (
      <div className={styles.bar} data-site-header="">
        <div className={styles.brand}>{brand}</div>
        {actions ? <div className={styles.actionsAlways}>{actions}</div> : null}
      </div>
    );
  }
  const prefetch = () => void loadMenu();
  return (
    <div className={styles.bar} data-site-header="">
      <div className={styles.brand}>{brand}</div>
      <nav aria-label={navigationLabel} className={styles.navigation}>
        <NavigationLinks items={items} direction="row" />
      </nav>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {/* Last in the DOM, so the Tab order below 600 px is brand then menu button (WCAG 2.4.3). */}
      <div className={styles.menuTrigger}>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onHoverStart={prefetch}
          onFocus={prefetch}
          onPress={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
          {menuButtonLabel}
        </Button>
        {menuOpen ? (
          <Suspense fallback={null}>
            <SiteHeaderMenu
              title={menuTitle}
              navigationLabel={navigationLabel}
              items={items}
              actions={actions}
              onClose={() => setMenuOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
