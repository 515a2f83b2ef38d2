/**
 * The dialog variant of the side navigation (chrome-and-consent §2; account-business-header-and-trips §4
 * "Extra-small: dialog"): a full-frame react-aria Modal with a heading, a close button and the groups, up to
 * {@link HEADER_NAVIGATION_MAX_VISIBLE_ITEMS} items per group. Focus is trapped inside and returns to the menu button
 * on close; Escape and the close button close it. Loaded lazily on the first open (react-aria stays out of the
 * frame's first script). Inside a partner page it covers the part of the frame the visitor sees.
 */
import type { MouseEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useVisibleRegionStyle } from '../../../ui/visible-region.ts';
import { HEADER_NAVIGATION_MAX_VISIBLE_ITEMS, NAVIGATION_GROUP_MAX_VISIBLE_ITEMS_DEFAULT } from './constants.ts';
import type { NavigationDialogProps, NavigationGroup, NavigationItem } from './model.ts';
import { NavigationGroups } from './navigation-groups.tsx';
import styles from './navigation.module.css';

export interface NavigationDialogComponentProps extends NavigationDialogProps {
  groups: readonly NavigationGroup[];
  onItemClick(event: MouseEvent<HTMLAnchorElement>, item: NavigationItem): void;
  onClose(): void;
}

export default function NavigationDialog({ groups, onItemClick, onClose, title, closeLabel }: NavigationDialogComponentProps) {
  const regionStyle = useVisibleRegionStyle();
  // The header's own menu shows up to 10 items per group (its groups keep a larger explicit limit).
  const headerGroups = groups.map((g) => ({ ...g, maxVisibleItems: Math.max(g.maxVisibleItems ?? NAVIGATION_GROUP_MAX_VISIBLE_ITEMS_DEFAULT, HEADER_NAVIGATION_MAX_VISIBLE_ITEMS) }));
  return (
    <ModalOverlay className={styles.dialogOverlay} style={regionStyle} isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Modal className={styles.dialogModal}>
        <Dialog className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Heading slot="title" className={styles.dialogTitle}>
              {title}
            </Heading>
            <button type="button" className={styles.closeButton} onClick={onClose} aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label={title}>
            <NavigationGroups groups={headerGroups} onItemClick={onItemClick} />
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
