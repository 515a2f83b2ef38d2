import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styles from './tabs.module.css';
import { interactionStateHandlers } from './interaction-states.ts';

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

/** Where a key moves from tab `index` of `count` (wrapping around, as react-aria's tabs), or null for another key. */
function nextTabIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Elements that take focus with Tab (a tab panel with none of them is made focusable itself, as in react-aria). */
const TABBABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Controlled tabs (the WAI-ARIA tabs pattern, the markup and `data-*` states of react-aria-components' Tabs, native
 * code: the front door's vertical tabs are on the first page, issue #23 "First page budget"). The tab list is one
 * tab stop (the selected tab); the arrow keys (flipped right to left), Home and End move to a tab and select it,
 * wrapping around; a press selects; Tab moves into the panel. Only the selected panel is rendered; it is focusable
 * itself only when it has nothing focusable inside. Tabs that do not fit scroll sideways, the hidden side faded.
 */
export function TabsView<K extends string>({ listLabel, items, selectedKey, onSelectionChange, className }: TabsViewProps<K>) {
  const edges = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [panelTabbable, setPanelTabbable] = useState(true);
  const baseId = useId();
  const tabId = (key: K): string => `${baseId}-tab-${key}`;
  const panelId = (key: K): string => `${baseId}-tabpanel-${key}`;
  useScrollEdges(edges);
  const selected = items.find((item) => item.id === selectedKey);
  useLayoutEffect(() => {
    setPanelTabbable(panel.current?.querySelector(TABBABLE) != null);
  }, [selected?.panel]);
  const select = (key: K): void => {
    if (key !== selectedKey) onSelectionChange(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextTabIndex(event.key, index, items.length, rtl);
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    document.getElementById(tabId(item.id))?.focus();
    select(item.id);
  };
  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')} data-orientation="horizontal">
      <div ref={edges} className={styles.tabListEdges}>
        <div role="tablist" aria-label={listLabel} aria-orientation="horizontal" className={styles.tabList}>
          {items.map((item, index) => {
            const isSelected = item.id === selectedKey;
            return (
              <div
                key={item.id}
                id={tabId(item.id)}
                role="tab"
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId(item.id) : undefined}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                data-selected={isSelected || undefined}
                {...interactionStateHandlers({
                  onPointerDown: (event) => {
                    if (event.button === 0) select(item.id);
                  },
                  onKeyDown: (event) => onKeyDown(event, index),
                })}
                // A press that is not a pointer (assistive technology's click) selects too.
                onClick={() => select(item.id)}
              >
                {item.label}
              </div>
            );
          })}
        </div>
      </div>
      {selected ? (
        <div
          key={selected.id}
          ref={panel}
          id={panelId(selected.id)}
          role="tabpanel"
          aria-labelledby={tabId(selected.id)}
          tabIndex={panelTabbable ? undefined : 0}
          className={styles.panel}
          {...interactionStateHandlers({}, { within: false })}
        >
          {selected.panel}
        </div>
      ) : null}
    </div>
  );
}
