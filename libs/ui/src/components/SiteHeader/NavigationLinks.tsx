import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import type { SiteHeaderItem } from './SiteHeaderItem';

/** The header's links, in a row (from 600 px) or a column (the menu dialog). */
export function NavigationLinks({
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
