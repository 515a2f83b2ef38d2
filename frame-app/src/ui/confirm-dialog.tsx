import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { useVisibleRegionStyle } from './visible-region.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called with `false` when the dialog asks to close (Escape or the cancel button). */
  onOpenChange(isOpen: boolean): void;
  /** Dialog heading; also the dialog's accessible name. */
  title: string;
  /** Body text. */
  children?: ReactNode;
  /** Label of the confirming (primary) button, e.g. "Yes, cancel booking". */
  confirmLabel: string;
  /** Label of the button that closes without confirming, e.g. "Keep booking". */
  cancelLabel: string;
  onConfirm(): void;
  /** While true both buttons are disabled and `pendingLabel` is announced (role="status"). */
  isPending?: boolean;
  pendingLabel?: string;
  /** Error to show inside the dialog (role="alert"), e.g. when the confirmed action failed. */
  errorMessage?: string | undefined;
}

/**
 * Modal confirmation (react-aria-components Modal + Dialog with role="alertdialog"): focus is trapped
 * inside and returns to the trigger on close; Escape closes unless pending. Controlled by `isOpen`.
 * Inside a partner page the overlay covers only the part of the frame the visitor sees, and follows the
 * partner page's scrolling ({@link useVisibleRegionStyle}).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, onOpenChange, title, children, confirmLabel, cancelLabel, onConfirm, isPending = false, pendingLabel, errorMessage } = props;
  const regionStyle = useVisibleRegionStyle();
  return (
    <ModalOverlay className={styles.overlay} style={regionStyle} isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={isPending}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <div className={styles.body}>{children}</div>
          {errorMessage ? (
            <p role="alert" className={styles.error}>
              {errorMessage}
            </p>
          ) : null}
          {isPending && pendingLabel ? (
            <p role="status" className={styles.pending}>
              {pendingLabel}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button variant="primary" onPress={onConfirm} isDisabled={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
