/**
 * The admin hub's homepage messages page `/business/policy/messages` (issue #24 "homepage messages (shown on business
 * users' front door)"; core-and-business §6 "/business/policy/messages (homepage messages) | flag, default on";
 * contract ADMIN_PAGES row `homepageMessages`: HOMEPAGE_MESSAGES_MANAGEMENT and the company's `homepageMessages`
 * switch). A react-router route module: `loader` + `Component` ({@link HomepageMessagesPage}).
 *
 * - The loader asks GET {base}/homepageMessages with the router's abort signal; it never throws: the page shows a
 *   failure with "Try again".
 * - The list, newest first: each message as plain text (contract reading: never HTML; line breaks kept), whether the
 *   front door shows it ("Shown" / "Hidden") and when it last changed, with "Edit" and "Delete" (a confirmation first).
 *   Buttons carry the message's number in their accessible name ("Edit message 2"), counted from the top.
 * - "New message" and "Edit" open a dialog: the text (a multi-line field, at most HOMEPAGE_MESSAGE_MAX_CHARS characters,
 *   a live count) and "Show on the front door". React Hook Form with a zod resolver built on the contract's rule; the
 *   body sent is `{ text, active }` (contract HomepageMessageInputSchema). Server refusals: 400 VALIDATION_ERROR field
 *   `text` -> under the field (the company already keeps HOMEPAGE_MESSAGES_MAX messages: said so); anything else -> an
 *   alert in the dialog (the envelope's text, apiErrorText). What was typed stays.
 * - At HOMEPAGE_MESSAGES_MAX messages "New message" is disabled and the page says why.
 * - Outcomes are announced in a polite status line; the list reloads (revalidation), and the front door's kept messages
 *   are forgotten so it shows the change.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import { HOMEPAGE_MESSAGE_MAX_CHARS, HOMEPAGE_MESSAGES_MAX, HomepageMessageInputSchema, type HomepageMessage } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Checkbox, Overlay } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { createHomepageMessage, deleteHomepageMessage, fetchHomepageMessages, updateHomepageMessage, type HomepageMessageBody } from './api.ts';
import { forgetFrontDoorMessages } from './front-door-messages.tsx';
import { homepageMessagesMessages as m, settingsMessages as s } from './messages.ts';
import { useConfirmedCall } from '../confirmed-call.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './settings.module.css';

/** What the loader hands the page: the company's messages, or the failure. */
export interface HomepageMessagesData {
  result: Settled<HomepageMessage[]>;
}

/** Route loader: the company's messages (see the module docstring); never throws. */
export async function loader({ request }: LoaderFunctionArgs): Promise<HomepageMessagesData> {
  const result = await settle(fetchHomepageMessages(request.signal));
  if (!result.ok && !request.signal.aborted) logger.warn('homepage messages load failed', result.error);
  return { result };
}

/** The form's values as typed. */
interface MessageValues {
  text: string;
  active: boolean;
}

/** The multi-line message field bound to the form (react-aria TextField + TextArea), with its live character count. */
function MessageTextControl({ label }: { label: string }) {
  const intl = useIntl();
  const control = useFieldControl<MessageValues, string>({ path: 'text' });
  return (
    <TextField
      className={styles.field}
      value={control.value}
      onChange={(next) => control.onChange(next.slice(0, HOMEPAGE_MESSAGE_MAX_CHARS))}
      onBlur={control.onBlur}
      isInvalid={control.errorMessage !== undefined}
      isRequired
      validationBehavior="aria"
      maxLength={HOMEPAGE_MESSAGE_MAX_CHARS}
    >
      <Label className={styles.label}>{label}</Label>
      <TextArea ref={control.inputRef} className={styles.textarea} rows={4} />
      <Text slot="description" className={styles.help}>
        {intl.formatMessage(m.textHelp, { used: control.value.length, max: HOMEPAGE_MESSAGE_MAX_CHARS })}
      </Text>
      {control.errorMessage ? (
        <Text slot="errorMessage" className={styles.fieldError}>
          {control.errorMessage}
        </Text>
      ) : null}
    </TextField>
  );
}

/** The "Show on the front door" checkbox bound to the form. */
function ActiveControl({ label }: { label: string }) {
  const control = useFieldControl<MessageValues, boolean>({ path: 'active' });
  return (
    <Checkbox isSelected={control.value} onChange={control.onChange}>
      {label}
    </Checkbox>
  );
}

/** The create / edit dialog's form: `message` undefined creates. */
function MessageForm({ message, onCancel, onSaved }: { message?: HomepageMessage | undefined; onCancel(): void; onSaved(message: HomepageMessage): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const schema = z.object({
    text: z.string().superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.textRequired) });
      else if (!HomepageMessageInputSchema.shape.text.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.textInvalid, { max: HOMEPAGE_MESSAGE_MAX_CHARS }) });
      }
    }),
    active: z.boolean(),
  });
  const form = useForm<MessageValues>({
    resolver: zodResolver(schema),
    defaultValues: { text: message?.text ?? '', active: message?.active ?? true },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const submit = async (values: MessageValues): Promise<void> => {
    setAlert(undefined);
    const body: HomepageMessageBody = { text: values.text.trim(), active: values.active };
    try {
      onSaved(message ? await updateHomepageMessage(message.id, body) : await createHomepageMessage(body));
    } catch (e) {
      logger.warn('homepage message refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR' && x.field === 'text') : undefined;
      // The text passed the contract's rule here, so a create refused on `text` is the company's message limit.
      const textValid = HomepageMessageInputSchema.shape.text.safeParse(body.text).success;
      if (field && !message && textValid) setAlert(intl.formatMessage(m.tooMany, { max: HOMEPAGE_MESSAGES_MAX }));
      else if (field) form.setError('text', { type: 'server', message: intl.formatMessage(m.textInvalid, { max: HOMEPAGE_MESSAGE_MAX_CHARS }) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, s.actionFailed));
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {intl.formatMessage(message ? m.editTitle : m.createTitle)}
        </h2>
        <MessageTextControl label={intl.formatMessage(m.textLabel)} />
        <ActiveControl label={intl.formatMessage(m.activeLabel)} />
        <DialogFormFooter
          alert={alert}
          pending={submitting}
          pendingText={intl.formatMessage(s.saving)}
          cancelText={intl.formatMessage(s.cancel)}
          submitText={intl.formatMessage(s.save)}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}

/** Delete, behind a confirmation dialog that quotes the message. */
function DeleteDialog({ message, onClose, onDone }: { message: HomepageMessage; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  const { pending, error, confirm } = useConfirmedCall(
    async () => {
      await deleteHomepageMessage(message.id);
      onDone();
    },
    (e) => apiErrorText(intl, e, s.actionFailed),
    'homepage message delete refused',
  );
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && !pending && onClose()}
      title={intl.formatMessage(m.removeTitle)}
      confirmLabel={intl.formatMessage(m.removeConfirm)}
      cancelLabel={intl.formatMessage(s.cancel)}
      onConfirm={confirm}
      isPending={pending}
      pendingLabel={intl.formatMessage(s.saving)}
      errorMessage={error}
    >
      <p className={styles.messageText}>{message.text}</p>
    </ConfirmDialog>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit'; message: HomepageMessage } | { kind: 'delete'; message: HomepageMessage } | null;

/** The homepage messages page (react-router lazy route module export; see the module docstring). */
export function HomepageMessagesPage() {
  const intl = useIntl();
  const data = useLoaderData() as HomepageMessagesData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const busy = reloading || state !== 'idle';
  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    forgetFrontDoorMessages();
    void revalidate();
  };
  const messages = data.result.ok ? data.result.value : null;
  const full = messages !== null && messages.length >= HOMEPAGE_MESSAGES_MAX;

  let body: ReactNode;
  if (messages === null) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(s.tryAgain)}
        </Button>
      </div>
    );
  } else if (messages.length === 0) {
    body = <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>;
  } else {
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(m.count, { count: messages.length, max: HOMEPAGE_MESSAGES_MAX })}</p>
        {full ? <p className={styles.muted}>{intl.formatMessage(m.limitReached, { max: HOMEPAGE_MESSAGES_MAX })}</p> : null}
        <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)} aria-busy={busy}>
          {messages.map((message, index) => (
            <li key={message.id} className={styles.card}>
              <div className={styles.cardBody}>
                <p className={styles.messageText}>{message.text}</p>
                <p className={styles.muted}>
                  <span className={styles.badge}>{intl.formatMessage(message.active ? m.shown : m.hidden)}</span>{' '}
                  {intl.formatMessage(m.updated, { date: intl.formatDate(message.updatedAt, { dateStyle: 'medium' }) })}
                </p>
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" aria-label={intl.formatMessage(m.edit, { number: index + 1 })} onPress={() => setDialog({ kind: 'edit', message })}>
                  {intl.formatMessage(m.editShort)}
                </Button>
                <Button variant="secondary" aria-label={intl.formatMessage(m.remove, { number: index + 1 })} onPress={() => setDialog({ kind: 'delete', message })}>
                  {intl.formatMessage(m.removeShort)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  const editing = dialog?.kind === 'edit' ? dialog.message : undefined;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        {messages !== null ? (
          <Button isDisabled={full} onPress={() => setDialog({ kind: 'create' })}>
            {intl.formatMessage(m.add)}
          </Button>
        ) : null}
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={intl.formatMessage(editing ? m.editTitle : m.createTitle)}>
          <MessageForm
            message={editing}
            onCancel={() => setDialog(null)}
            onSaved={() => after(intl.formatMessage(editing ? m.saved : m.created))}
          />
        </Overlay>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDialog message={dialog.message} onClose={() => setDialog(null)} onDone={() => after(intl.formatMessage(m.deleted))} />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = HomepageMessagesPage;
