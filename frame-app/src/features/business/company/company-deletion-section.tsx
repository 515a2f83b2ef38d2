/**
 * "Delete company" on the company general page (issue #24 "company deletion (email, then DELETE /{confirmationCode}/
 * {requestTime}/{token} confirms it)"; account-business-header-and-trips §7 "POST /sendDeletionEmail"). Shown only
 * while the auth state allows it (COMPANY_SETTINGS_MANAGEMENT and the COMPANY_DELETION feature, the server's
 * requirement; while the state is unknown it shows and the server decides). "Delete company…" opens a confirmation
 * dialog that says nothing is deleted before the emailed link is opened and confirmed within 24 hours; "Email me the
 * link" POSTs sendDeletionEmail (the button says "Sending…" and is disabled meanwhile); success closes the dialog and
 * says so in a status line, a refusal stays in the dialog as its error line (apiErrorText). The link opens
 * ../plan/company-deletion-confirm-page.tsx.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useAccess } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { sendCompanyDeletionEmail } from '../plan/api.ts';
import { COMPANY_DELETION_REQUIREMENT } from '../plan/constants.ts';
import { deletionMessages as m } from '../plan/messages.ts';
import hub from '../hub/hub.module.css';
import styles from '../plan/plan.module.css';

/** The deletion section (see the module docstring). @param companyName the company's name as the page shows it */
export function CompanyDeletionSection({ companyName }: { companyName: string }) {
  const intl = useIntl();
  const titleId = useId();
  const allowed = useAccess(COMPANY_DELETION_REQUIREMENT) !== false;
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  if (!allowed) return null;

  const send = async () => {
    setSending(true);
    setError(undefined);
    try {
      await sendCompanyDeletionEmail();
      setOpen(false);
      setSent(true);
    } catch (e) {
      logger.warn('company deletion email refused', e);
      setError(apiErrorText(intl, e, m.sendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.danger} aria-labelledby={titleId}>
      <h2 id={titleId} className={hub.sectionTitle}>
        {intl.formatMessage(m.sectionTitle)}
      </h2>
      <p>{intl.formatMessage(m.sectionBody, { company: companyName })}</p>
      <Button variant="secondary" onPress={() => {
        setError(undefined);
        setSent(false);
        setOpen(true);
      }}>
        {intl.formatMessage(m.open)}
      </Button>
      {sent ? (
        <p role="status" className={styles.notice}>
          {intl.formatMessage(m.sent)}
        </p>
      ) : null}
      {open ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(next) => !next && setOpen(false)}
          title={intl.formatMessage(m.dialogTitle, { company: companyName })}
          confirmLabel={intl.formatMessage(m.sendLink)}
          cancelLabel={intl.formatMessage(m.keep)}
          onConfirm={() => void send()}
          isPending={sending}
          pendingLabel={intl.formatMessage(m.sending)}
          errorMessage={error}
        >
          <p className={hub.muted}>{intl.formatMessage(m.dialogBody)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
