/**
 * The business confirmation prompt and its dialogs (account-business-header-and-trips §2 "Confirmation dialogs: confirm
 * the business profile, and confirm the company. Each shows the email ({email}), a confirm button and an error line";
 * §4 confirmation dialogs "Idle, then sending (button disabled), then the dialog closes on success. On failure the
 * button is re-enabled and an error line appears"; §4 account-related prompts, prompt-kind.ts).
 * A notice under the header with a "Confirm company" / "Confirm business profile" button; the dialog (ui ConfirmDialog)
 * sends the email (confirmation-calls.ts). After a success the notice says where the link went. "Not now" closes.
 * Loaded lazily (react-aria) by the gate in business-confirm-gate.tsx, only for users it concerns.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AuthState } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { businessMessages as m } from '../messages.ts';
import { resendProfileConfirmation, sendCompanyConfirmation } from './confirmation-calls.ts';
import { businessPromptOf } from './prompt-kind.ts';
import styles from '../header/business-header.module.css';

/** Dialog state (§4): idle, sending (the button disabled), or failed with its error line. */
type DialogPhase = { phase: 'idle' } | { phase: 'sending' } | { phase: 'failed'; error: string };

/** The prompt for the user of `auth` (see the module docstring); nothing when no confirmation is needed. */
export function BusinessConfirmPrompt({ auth }: { auth: AuthState }) {
  const intl = useIntl();
  const kind = businessPromptOf(auth);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogPhase>({ phase: 'idle' });
  const [sent, setSent] = useState(false);
  if (kind === null) return null;
  const email = auth.userInfoState.accountEmail?.email ?? auth.userInfoState.userDisplayEmail ?? '';
  const company = kind === 'company';

  const send = async (): Promise<void> => {
    setDialog({ phase: 'sending' });
    try {
      await (company ? sendCompanyConfirmation(email) : resendProfileConfirmation());
      setDialog({ phase: 'idle' });
      setOpen(false);
      setSent(true);
    } catch (error) {
      logger.warn('business confirmation failed', error);
      setDialog({ phase: 'failed', error: apiErrorText(intl, error, m.confirmFailed) });
    }
  };

  return (
    <section className={styles.prompt} aria-label={intl.formatMessage(company ? m.confirmCompanyTitle : m.confirmProfileTitle)}>
      <p className={styles.promptText} role={sent ? 'status' : undefined}>
        {intl.formatMessage(sent ? m.confirmSent : company ? m.confirmCompanyPrompt : m.confirmProfilePrompt, { email })}
      </p>
      {sent ? null : (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {intl.formatMessage(company ? m.confirmCompanyButton : m.confirmProfileButton)}
        </Button>
      )}
      <ConfirmDialog
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setDialog({ phase: 'idle' });
        }}
        title={intl.formatMessage(company ? m.confirmCompanyTitle : m.confirmProfileTitle)}
        confirmLabel={intl.formatMessage(m.confirmSend)}
        cancelLabel={intl.formatMessage(m.confirmNotNow)}
        onConfirm={() => void send()}
        isPending={dialog.phase === 'sending'}
        pendingLabel={intl.formatMessage(m.confirmSending)}
        errorMessage={dialog.phase === 'failed' ? dialog.error : undefined}
      >
        <p>{intl.formatMessage(m.confirmDialogBody, { email })}</p>
      </ConfirmDialog>
    </section>
  );
}
