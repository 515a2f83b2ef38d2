/**
 * One accordion section of the industry dialog (chrome-and-consent §2 "accordions"): a heading whose button opens
 * the body, controls beside it (a consent switch), and a body rendered ONLY while open — with 1,000 vendors the
 * closed sections cost nothing. react-aria-components Disclosure (aria-expanded, aria-controls; Enter/Space toggle).
 */
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import styles from './industry.module.css';

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  title: string;
  /** Extra text under the title in the header (e.g. "Always active"). */
  subtitle?: string;
  isExpanded: boolean;
  onExpandedChange(isExpanded: boolean): void;
  /** Controls shown in the header row, outside the trigger button (switches). */
  controls?: ReactNode;
  /** The body; called only while the section is open. */
  children: () => ReactNode;
  headingLevel?: 3 | 4;
}

/** An accordion section whose body exists only while open; see the module docstring. */
export function Collapsible({ title, subtitle, isExpanded, onExpandedChange, controls, children, headingLevel = 3 }: CollapsibleProps) {
  return (
    <Disclosure className={styles.section} isExpanded={isExpanded} onExpandedChange={onExpandedChange}>
      <div className={styles.sectionHeader}>
        <Heading level={headingLevel} className={styles.sectionHeading}>
          <Button slot="trigger" className={styles.sectionTrigger}>
            <svg viewBox="0 0 16 16" className={styles.chevron} aria-hidden="true">
              <polyline points="4 6 8 10 12 6" />
            </svg>
            <span className={styles.sectionTitle}>{title}</span>
          </Button>
        </Heading>
        {subtitle ? <span className={styles.sectionSubtitle}>{subtitle}</span> : null}
        {controls ? <div className={styles.sectionControls}>{controls}</div> : null}
      </div>
      <DisclosurePanel className={styles.sectionBody}>{isExpanded ? children() : null}</DisclosurePanel>
    </Disclosure>
  );
}
