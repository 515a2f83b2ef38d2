/**
 * The end of an admin dialog's form (issue #24 "Admin hub"; account-business-header-and-trips §4 confirmation dialogs):
 * the refusal line (role="alert"), the "working" line while the form is sent (role="status", when `pendingText` is
 * given), then Cancel and the submit button, both disabled while sending. Styles: ./admin-page.module.css.
 */
import { Button } from '../../ui/index.ts';
import styles from './admin-page.module.css';

/** Props of {@link DialogFormFooter}. */
export interface DialogFormFooterProps {
  /** The refusal to show, or nothing. */
  alert: string | null | undefined;
  /** True while the form is being sent. */
  pending: boolean;
  /** Announced while sending; omitted: no status line. */
  pendingText?: string;
  cancelText: string;
  submitText: string;
  onCancel(): void;
}

/** See the module docstring. */
export function DialogFormFooter({ alert, pending, pendingText, cancelText, submitText, onCancel }: DialogFormFooterProps) {
  return (
    <>
      {alert ? (
        <p role="alert" className={styles.error}>
          {alert}
        </p>
      ) : null}
      {pending && pendingText ? (
        <p role="status" className={styles.muted}>
          {pendingText}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
          {cancelText}
        </Button>
        <Button type="submit" isDisabled={pending}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
