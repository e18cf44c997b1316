import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { Stack } from '../Stack/Stack';
import { NavigationLinks } from './NavigationLinks';
import type { SiteHeaderItem } from './SiteHeaderItem';
import * as styles from './SiteHeader.css';

/**
 * The phone menu of SiteHeader: the same links and actions in a modal dialog. Escape, the close
 * button or a press outside close it; focus then goes back to the menu button (react-aria restores
 * it), and choosing a link closes it before the router navigates.
 */
export default function SiteHeaderMenu({
  title,
  navigationLabel,
  items,
  actions,
  onClose,
}: {
  title: string;
  navigationLabel: string;
  items: readonly SiteHeaderItem[];
  actions: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Stack gap="4">
        <nav aria-label={navigationLabel}>
          {/* Closing at once: the app then moves focus to the new page's title. */}
          <NavigationLinks items={items} direction="column" onNavigate={onClose} />
        </nav>
        {actions ? <div className={styles.menuActions}>{actions}</div> : null}
      </Stack>
    </Dialog>
  );
}
