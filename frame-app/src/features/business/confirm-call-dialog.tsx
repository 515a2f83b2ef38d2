/**
 * An admin page's confirmation whose button runs one API call (delete, revoke...; issue #24 "Admin hub";
 * account-business-header-and-trips §4 confirmation dialogs: idle -> sending -> done, and a failure re-enables the
 * buttons and shows the error line inside the dialog). ui/ConfirmDialog (role alertdialog) driven by
 * {@link useConfirmedCall}; the dialog cannot be dismissed while the call runs.
 */
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useConfirmedCall } from './confirmed-call.ts';

/** Props of {@link ConfirmCallDialog}. */
export interface ConfirmCallDialogProps {
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Announced while the call runs. */
  pendingLabel: string;
  /** The call and what follows its success (typically closing the dialog and announcing the outcome); a rejection is a refusal. */
  call(): Promise<void>;
  /** The error line for a refusal. */
  failureText(error: unknown): string;
  /** Logged at warn with the error on every refusal. */
  logLine: string;
  /** Cancel, Escape or a click outside (ignored while the call runs). */
  onClose(): void;
  /** What the confirmation explains. */
  children: ReactNode;
}

/** See the module docstring. */
export function ConfirmCallDialog({ title, confirmLabel, cancelLabel, pendingLabel, call, failureText, logLine, onClose, children }: ConfirmCallDialogProps) {
  const { pending, error, confirm } = useConfirmedCall(call, failureText, logLine);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={confirm}
      isPending={pending}
      pendingLabel={pendingLabel}
      errorMessage={error}
    >
      {children}
    </ConfirmDialog>
  );
}
