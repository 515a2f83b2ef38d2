import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import styles from './accordion.module.css';

/** One section of an {@link Accordion}. */
export interface AccordionItem {
  id: string;
  /** The header button's text (its accessible name). */
  title: string;
  content: ReactNode;
  isDisabled?: boolean;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** When true at most one section is open: opening one closes the others (core-and-business §4). Default false. */
  singleOpen?: boolean;
  /** Ids of the sections open at first (uncontrolled). With `singleOpen` only the first is used. */
  defaultExpanded?: readonly string[];
  /** Called with the open section ids after each change. */
  onExpandedChange?: (ids: string[]) => void;
  /** Heading level of the section headers; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * Sections that expand and collapse (core-and-business §4 "Accordion: expanded or collapsed; can be limited to one
 * open item"), on react-aria-components DisclosureGroup/Disclosure: each header is a button in a heading with
 * aria-expanded and aria-controls; Enter or Space toggles it.
 */
export function Accordion({ items, singleOpen = false, defaultExpanded = [], onExpandedChange, headingLevel = 3, className }: AccordionProps) {
  const initial = singleOpen ? defaultExpanded.slice(0, 1) : [...defaultExpanded];
  return (
    <DisclosureGroup
      className={[styles.accordion, className].filter(Boolean).join(' ')}
      allowsMultipleExpanded={!singleOpen}
      defaultExpandedKeys={initial}
      {...(onExpandedChange ? { onExpandedChange: (keys: Set<Key>) => onExpandedChange([...keys].map(String)) } : {})}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item} isDisabled={item.isDisabled ?? false}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <svg viewBox="0 0 16 16" className={styles.chevron} aria-hidden="true">
                <polyline points="4 6 8 10 12 6" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
