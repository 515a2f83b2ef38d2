/**
 * The "Contact your account manager" dialog (issue #24 "contactAccountManager (multipart with attachment)";
 * account-business-header-and-trips §3 Company API bodies "subject, description, attachment", §7 `POST
 * /company/v1/contactAccountManager`). For company managers (COMPANY_SETTINGS_MANAGEMENT: the account manager is the
 * company's contact for its plan; the support page offers it only to them).
 *
 * Subject (required, 200 characters), message (required, 5000) and one optional attachment (same file rules as the
 * issue report, one file: ./attachments.ts). Sent as multipart (./api.ts contactAccountManager); success shows "Your
 * message {reportId} was sent…" and "Close"; a failure shows the envelope's text as an alert and keeps the form.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ContactAccountManagerFieldsSchema } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Overlay } from '../../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { contactAccountManager, type ReportReceipt } from './api.ts';
import { AttachmentsPicker, SentView, useSendErrorText } from './issue-report-dialog.tsx';
import { supportMessages as m } from './messages.ts';
import { TextAreaField } from './text-area-field.tsx';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './support.module.css';

interface ContactValues {
  subject: string;
  description: string;
}

function MessageControl({ label }: { label: string }) {
  const control = useFieldControl<ContactValues, string>({ path: 'description' });
  return (
    <TextAreaField
      label={label}
      value={control.value}
      onChange={control.onChange}
      onBlur={control.onBlur}
      errorMessage={control.errorMessage}
      maxLength={ContactAccountManagerFieldsSchema.shape.description.maxLength ?? 5000}
      isRequired
    />
  );
}

function ContactForm({ onClose, onSent }: { onClose(): void; onSent(receipt: ReportReceipt): void }) {
  const intl = useIntl();
  const titleId = useId();
  const sendErrorText = useSendErrorText(m.contactFailed);
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | undefined>();
  const limits = ContactAccountManagerFieldsSchema.shape;
  const schema = z.object({
    subject: z.string().refine((v) => limits.subject.safeParse(v).success, intl.formatMessage(m.subjectRequired)),
    description: z.string().refine((v) => limits.description.safeParse(v).success, intl.formatMessage(m.messageRequired)),
  }).transform((v) => ContactAccountManagerFieldsSchema.parse(v));
  const form = useForm<ContactValues, unknown, ContactValues>({
    resolver: zodResolver(schema),
    defaultValues: { subject: '', description: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const busy = form.formState.isSubmitting;

  const submit = async (fields: ContactValues): Promise<void> => {
    setAlert(undefined);
    try {
      onSent(await contactAccountManager(fields, files[0] ?? null));
    } catch (e) {
      logger.warn('account manager message refused', e);
      setAlert(sendErrorText(e));
    }
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={titleId} aria-busy={busy || undefined} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {intl.formatMessage(m.contactTitle)}
        </h2>
        <FormTextFieldControl<ContactValues> path="subject" label={intl.formatMessage(m.subjectLabel)} maxLength={limits.subject.maxLength ?? 200} isRequired />
        <MessageControl label={intl.formatMessage(m.messageLabel)} />
        <AttachmentsPicker label={intl.formatMessage(m.attachmentLabel)} files={files} onChange={setFiles} max={1} disabled={busy} />
        <DialogFormFooter
          alert={alert}
          pending={busy}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(busy ? m.sending : m.send)}
          onCancel={onClose}
        />
      </form>
    </FormProvider>
  );
}

/** Props of {@link ContactManagerDialog}. */
export interface ContactManagerDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** The dialog (see the module docstring); its form starts empty each time it opens. */
export function ContactManagerDialog({ isOpen, onOpenChange }: ContactManagerDialogProps) {
  const intl = useIntl();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const change = (open: boolean): void => {
    if (!open) setReceipt(null);
    onOpenChange(open);
  };
  return (
    <Overlay isOpen={isOpen} onOpenChange={change} label={intl.formatMessage(m.contactTitle)}>
      {receipt ? (
        <SentView text={intl.formatMessage(m.contactSent, { reportId: receipt.reportId })} onClose={() => change(false)} />
      ) : (
        <ContactForm onClose={() => change(false)} onSent={setReceipt} />
      )}
    </Overlay>
  );
}
