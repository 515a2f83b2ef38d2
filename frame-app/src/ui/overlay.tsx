import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import styles from './overlay.module.css';
import { useVisibleRegionStyle } from './visible-region.ts';

/** Props of {@link Overlay}. */
export interface OverlayProps {
  isOpen: boolean;
  /** Called with `false` when the overlay asks to close (Escape, a click on the backdrop when dismissable). */
  onOpenChange(isOpen: boolean): void;
  /** Accessible name of the overlay's dialog. */
  label: string;
  children: ReactNode;
  /** Default true: Escape and a click on the backdrop close it. A blocking overlay (e.g. "Saving…") sets false. */
  isDismissable?: boolean;
  className?: string;
}

/**
 * A modal overlay (core-and-business §2 "overlays"): a dimmed backdrop over the part of the frame the visitor sees,
 * with its content centred in a react-aria-components Modal + Dialog (focus trapped inside and returned on close).
 */
export function Overlay({ isOpen, onOpenChange, label, children, isDismissable = true, className }: OverlayProps) {
  const regionStyle = useVisibleRegionStyle(isOpen);
  return (
    <ModalOverlay
      className={styles.backdrop}
      style={regionStyle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={[styles.content, className].filter(Boolean).join(' ')}>
        <Dialog aria-label={label} className={styles.dialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
