/**
 * The "Report an issue" dialog (issue #24 "issue report (summary, description, topic, bookingNumber, attachments)";
 * account-business-header-and-trips §3 Company API bodies, §7 Issue reporting `POST
 * /i/api/business/issues/reporting/v1/report`). Any business user.
 *
 * - Fields: summary (required, 200 characters), what happened (required, 5000), topic (contract IssueTopicSchema; "Something
 *   else" first chosen), booking number (optional, 64) and attachments: "Add files" opens the file picker (react-aria
 *   FileTrigger, several files); each file shows with a "Remove {name}" button. Files outside the server's rules
 *   (images JPEG/PNG/GIF or PDF, ATTACHMENT_MAX_BYTES each, UPLOAD_MAX_FILES_DEFAULT = 40 files; ./attachments.ts)
 *   are refused here with a line saying which and why, and never sent.
 * - Send: React Hook Form with a zod resolver built on the contract's IssueReportFieldsSchema; errors appear on submit
 *   under their field. The request is multipart (./api.ts reportIssue). While sending, the buttons are disabled.
 * - Success: the form gives way to "Thank you. Your report {reportId} was sent…" (the server mails the receipt through
 *   the outbox) and a "Close" button. Failure: an alert in the dialog with the envelope's text (a file the server
 *   refused by its content names the file rules; a change refused in view mode says so, ./view-mode.ts); the form
 *   keeps what was typed.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FileTrigger } from 'react-aria-components';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES, ATTACHMENTS_FIELD, IssueReportFieldsSchema, IssueTopicSchema, UPLOAD_MAX_FILES_DEFAULT, type IssueReportFields,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay, SelectField } from '../../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { useAuthState } from '../../access/index.ts';
import { reportIssue, type ReportReceipt } from './api.ts';
import { ATTACHMENT_MAX_MB, addFiles, type FileProblem } from './attachments.ts';
import { supportMessages as m } from './messages.ts';
import { TextAreaField } from './text-area-field.tsx';
import { changeErrorText } from './view-mode.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './support.module.css';

type Topic = IssueReportFields['topic'];

/** The topic options in the order offered, with their text. */
const TOPIC_MESSAGES: Readonly<Record<Topic, { id: string; defaultMessage: string }>> = {
  OTHER: m.topicOther,
  BOOKING: m.topicBooking,
  BILLING: m.topicBilling,
  ACCOUNT: m.topicAccount,
  POLICY: m.topicPolicy,
  TECHNICAL: m.topicTechnical,
};

interface IssueValues {
  summary: string;
  description: string;
  topic: Topic;
  bookingNumber: string;
}

/** The text of a file problem (shared with the account-manager dialog). */
export function useFileProblemText(): (problem: FileProblem) => string {
  const intl = useIntl();
  return (problem) => {
    if (problem.kind === 'tooMany') return intl.formatMessage(m.tooManyFiles, { max: problem.max });
    return intl.formatMessage(problem.kind === 'wrongType' ? m.fileWrongType : m.fileTooLarge, { name: problem.name, mb: ATTACHMENT_MAX_MB });
  };
}

/** The text of a failed send: a file refused by the server names the rules; otherwise changeErrorText. */
export function useSendErrorText(fallback: { id: string; defaultMessage: string }): (error: unknown) => string {
  const intl = useIntl();
  const auth = useAuthState();
  return (error) => {
    const field = error instanceof ApiRequestError ? error.errors.find((e) => e.code === 'VALIDATION_ERROR')?.field : undefined;
    if (field === ATTACHMENTS_FIELD || field === 'attachment') return intl.formatMessage(m.fileRefused, { mb: ATTACHMENT_MAX_MB });
    return changeErrorText(intl, auth, error, fallback);
  };
}

/** The description field bound to the form. */
function DescriptionControl({ label }: { label: string }) {
  const control = useFieldControl<IssueValues, string>({ path: 'description' });
  return (
    <TextAreaField
      label={label}
      value={control.value}
      onChange={control.onChange}
      onBlur={control.onBlur}
      errorMessage={control.errorMessage}
      maxLength={IssueReportFieldsSchema.shape.description.maxLength ?? 5000}
      isRequired
    />
  );
}

/** The topic select bound to the form. */
function TopicControl() {
  const intl = useIntl();
  const control = useFieldControl<IssueValues, Topic>({ path: 'topic' });
  const options = (Object.keys(TOPIC_MESSAGES) as Topic[]).map((id) => ({ id, label: intl.formatMessage(TOPIC_MESSAGES[id]) }));
  return <SelectField<Topic> label={intl.formatMessage(m.topicLabel)} options={options} value={control.value} onChange={control.onChange} />;
}

/** The chosen files with their remove buttons, the picker and its problem line. */
export function AttachmentsPicker({ label, files, onChange, max, disabled }: { label: string; files: readonly File[]; onChange(files: File[]): void; max: number; disabled: boolean }) {
  const intl = useIntl();
  const problemText = useFileProblemText();
  const [problem, setProblem] = useState<string | undefined>();
  const labelId = useId();
  const choose = (list: FileList | null): void => {
    const result = addFiles(files, list ? Array.from(list) : [], max);
    onChange(result.files);
    setProblem(result.problem ? problemText(result.problem) : undefined);
  };
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>{label}</span>
      <p className={styles.muted}>{intl.formatMessage(m.attachmentsHint, { mb: ATTACHMENT_MAX_MB, max })}</p>
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={`${file.name}:${file.size}:${file.lastModified}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <Button
                variant="secondary"
                isDisabled={disabled}
                onPress={() => {
                  setProblem(undefined);
                  onChange(files.filter((f) => f !== file));
                }}
              >
                {intl.formatMessage(m.removeFile, { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < max ? (
        <FileTrigger acceptedFileTypes={[...ATTACHMENT_CONTENT_TYPES]} allowsMultiple={max > 1} onSelect={choose}>
          <Button variant="secondary" isDisabled={disabled}>
            {intl.formatMessage(max > 1 ? m.addFiles : m.addFile)}
          </Button>
        </FileTrigger>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function IssueForm({ onClose, onSent }: { onClose(): void; onSent(receipt: ReportReceipt): void }) {
  const intl = useIntl();
  const titleId = useId();
  const sendErrorText = useSendErrorText(m.issueFailed);
  const [files, setFiles] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | undefined>();
  const limits = IssueReportFieldsSchema.shape;
  const schema = z.object({
    summary: z.string().refine((v) => limits.summary.safeParse(v).success, intl.formatMessage(m.summaryRequired)),
    description: z.string().refine((v) => limits.description.safeParse(v).success, intl.formatMessage(m.descriptionRequired)),
    topic: IssueTopicSchema,
    bookingNumber: z.string(),
  }).transform((v): IssueReportFields => IssueReportFieldsSchema.parse({ ...v, bookingNumber: v.bookingNumber.trim() || undefined }));
  const form = useForm<IssueValues, unknown, IssueReportFields>({
    resolver: zodResolver(schema),
    defaultValues: { summary: '', description: '', topic: 'OTHER', bookingNumber: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const busy = form.formState.isSubmitting;

  const submit = async (fields: IssueReportFields): Promise<void> => {
    setAlert(undefined);
    try {
      onSent(await reportIssue(fields, files));
    } catch (e) {
      logger.warn('issue report refused', e);
      setAlert(sendErrorText(e));
    }
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={titleId} aria-busy={busy || undefined} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {intl.formatMessage(m.issueTitle)}
        </h2>
        <FormTextFieldControl<IssueValues> path="summary" label={intl.formatMessage(m.summaryLabel)} maxLength={limits.summary.maxLength ?? 200} isRequired />
        <DescriptionControl label={intl.formatMessage(m.descriptionLabel)} />
        <TopicControl />
        <FormTextFieldControl<IssueValues> path="bookingNumber" label={intl.formatMessage(m.bookingLabel)} maxLength={64} autoComplete="off" />
        <AttachmentsPicker label={intl.formatMessage(m.attachmentsLabel)} files={files} onChange={setFiles} max={UPLOAD_MAX_FILES_DEFAULT} disabled={busy} />
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

/** The receipt shown once the server took a report or a message, with a "Close" button. */
export function SentView({ text, onClose }: { text: string; onClose(): void }) {
  const intl = useIntl();
  return (
    <div className={styles.form}>
      <p role="status" className={styles.success}>
        {text}
      </p>
      <div className={styles.formActions}>
        <Button onPress={onClose}>{intl.formatMessage(m.close)}</Button>
      </div>
    </div>
  );
}

/** Props of {@link IssueReportDialog}. */
export interface IssueReportDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** The dialog (see the module docstring); its form starts empty each time it opens. */
export function IssueReportDialog({ isOpen, onOpenChange }: IssueReportDialogProps) {
  const intl = useIntl();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const change = (open: boolean): void => {
    if (!open) setReceipt(null);
    onOpenChange(open);
  };
  return (
    <Overlay isOpen={isOpen} onOpenChange={change} label={intl.formatMessage(m.issueTitle)}>
      {receipt ? (
        <SentView text={intl.formatMessage(m.issueSent, { reportId: receipt.reportId })} onClose={() => change(false)} />
      ) : (
        <IssueForm onClose={() => change(false)} onSent={setReceipt} />
      )}
    </Overlay>
  );
}
