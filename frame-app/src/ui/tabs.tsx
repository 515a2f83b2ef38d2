import { useEffect, useRef, type Key, type ReactNode, type RefObject } from 'react';
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
 * Marks the scroll container's hidden sides (`data-more-start`, `data-more-end` on `ref`'s element) while its content
 * is wider than it, so the CSS can fade that edge: tabs that do not fit show that they scroll (issue #11 "the vertical
 * tabs show that they scroll"). Follows scrolling and size changes.
 */
function useScrollEdges(ref: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const wrapper = ref.current;
    const list = wrapper?.querySelector<HTMLElement>('[role="tablist"]');
    if (!wrapper || !list) return;
    const update = () => {
      const max = list.scrollWidth - list.clientWidth;
      wrapper.toggleAttribute('data-more-start', max > 1 && list.scrollLeft > 1);
      wrapper.toggleAttribute('data-more-end', max > 1 && list.scrollLeft < max - 1);
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}

/**
 * Controlled tabs (react-aria-components Tabs): arrow keys move between tabs, Tab moves into the panel.
 * Only the selected panel is rendered. Tabs that do not fit scroll sideways, the hidden side faded.
 */
export function TabsView<K extends string>({ listLabel, items, selectedKey, onSelectionChange, className }: TabsViewProps<K>) {
  const edges = useRef<HTMLDivElement>(null);
  useScrollEdges(edges);
  return (
    <Tabs
      className={[styles.tabs, className].filter(Boolean).join(' ')}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key) => {
        const match = items.find((i) => i.id === key);
        if (match) onSelectionChange(match.id);
      }}
    >
      <div ref={edges} className={styles.tabListEdges}>
        <TabList aria-label={listLabel} className={styles.tabList} items={items}>
          {(item) => (
            <Tab id={item.id} className={styles.tab}>
              {item.label}
            </Tab>
          )}
        </TabList>
      </div>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
