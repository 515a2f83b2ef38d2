import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { RadiusSize } from './constants.ts';
import styles from './bottom-sheet.module.css';
import { radiusClassName } from './radius.ts';
import { useVisibleRegionStyle } from './visible-region.ts';

/** Props of {@link BottomSheet}. */
export interface BottomSheetProps {
  isOpen: boolean;
  /** Called with `false` on Escape, a click on the backdrop or the close button. */
  onOpenChange(isOpen: boolean): void;
  /** Heading of the sheet; also its accessible name. */
  title: string;
  /** Accessible name of the close button (e.g. "Close"). */
  closeLabel: string;
  children: ReactNode;
  radius?: RadiusSize;
  /** Extra class of the sheet (e.g. a narrower max width). */
  className?: string;
}

/**
 * A sheet sliding up from the bottom of the visible part of the frame (core-and-business §2: the narrow-screen form
 * of dialogs and pickers): react-aria-components ModalOverlay + Modal + Dialog, focus trapped inside and returned
 * on close; Escape, the backdrop and the close button close it.
 */
export function BottomSheet({ isOpen, onOpenChange, title, closeLabel, children, radius = 'large', className }: BottomSheetProps) {
  const regionStyle = useVisibleRegionStyle();
  return (
    <ModalOverlay className={styles.backdrop} style={regionStyle} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={[styles.sheet, radiusClassName(radius), className].filter(Boolean).join(' ')}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button className={styles.close} aria-label={closeLabel} onPress={() => onOpenChange(false)}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
