import type { IconName } from '../Icon/Icon';

/**
 * One entry of the header navigation. Its own module: the header, its inline links and its lazily
 * loaded menu dialog all read it, and none of them has to import another for a type.
 */
export interface SiteHeaderItem {
  href: string;
  /** The link's text, which is also its accessible name. */
  label: string;
  /** The page being shown: the link carries `aria-current="page"`. */
  isCurrent: boolean;
  /** A decorative icon before the label. */
  icon?: IconName;
}
