import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import styles from './tabs.module.css';

/** One tab of {@link TabsView}: `label` is the tab's accessible name; `panel` renders only while it is selected. */
export interface TabItem<K extends string> {
  id: K;
  label: string;
  panel: ReactNode;
}

/** Props of {@link TabsView}. */
export interface TabsViewProps<K extends string> {
  /** Accessible name of the tab list. */
  listLabel: string;
  items: readonly TabItem<K>[];
  selectedKey: K;
  onSelectionChange(key: K): void;
  className?: string;
}

/**
 * Controlled tabs (react-aria-components Tabs): arrow keys move between tabs, Tab moves into the panel.
 * Only the selected panel is rendered.
 */
export function TabsView<K extends string>({ listLabel, items, selectedKey, onSelectionChange, className }: TabsViewProps<K>) {
  return (
    <Tabs
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key) => {
        const match = items.find((i) => i.id === key);
        if (match) onSelectionChange(match.id);
      }}
    >
      <TabList aria-label={listLabel} className={styles.tabList} items={items}>
        {(item) => (
          <Tab id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
