import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: Key;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children'> {
  /** Names the tab list (e.g. "Mon contrat"). */
  'aria-label': string;
  items: readonly TabItem[];
}

/** Sections of one screen shown one at a time (my rental: details, schedule, documents). */
export function Tabs({ items, 'aria-label': ariaLabel, ...props }: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      {...props}
      {...(disabledKeys.length > 0 ? { disabledKeys } : {})}
      className={styles.tabs}
    >
      <TabList aria-label={ariaLabel} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
