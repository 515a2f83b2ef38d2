/**
 * The "Directory provisioning (SCIM)" panel on `/business/integrations` (issue #27: "Bearer tokens per company: the
 * admin creates (shown once) and revokes them on /business/integrations ... with the SCIM base URL to copy, token list
 * with created/last used, revoke with confirm"). The page's loader hands the tokens ({@link loadScimPanel}); after every
 * change the page revalidates.
 *
 * - A plan without SSO_INTEGRATION says so (SCIM comes with the enterprise tier, next to single sign-on) and asks nothing.
 * - The SCIM base URL in a read-only field with "Copy base URL".
 * - Each live token as a card: its name, its last 4 characters, when and by whom it was created, when last used, and
 *   "Revoke" (its accessible name carries the token's name) behind a confirmation: revoking takes effect at once.
 * - "Create token" opens a dialog asking for a name (what the directory is; the audit log names changes after it). The
 *   token the server answers is shown ONCE, in a dialog with a read-only field and "Copy"; it cannot be shown again,
 *   and the list never holds it.
 * - Outcomes are announced in the page's polite status line; a refusal is an alert in the dialog.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ScimTokenNameSchema, type Feature, type ScimToken, type ScimTokenCreatedReply, type ScimTokensReply } from '@travel/contract';
import { settle, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { ConfirmCallDialog } from '../confirm-call-dialog.tsx';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import { createScimToken, fetchScimTokens, revokeScimToken } from './scim-api.ts';
import { scimMessages as m } from './scim-messages.ts';
import styles from './integrations.module.css';

/** What the page's loader adds for the panel: null when the plan lacks SSO_INTEGRATION (nothing is asked). */
export type ScimPanelData = Settled<ScimTokensReply> | null;

/** Loads the panel's data with the router's signal; never throws (a failure is shown with "Try again"). */
export async function loadScimPanel(signal: AbortSignal, features: readonly Feature[]): Promise<ScimPanelData> {
  if (!features.includes('SSO_INTEGRATION')) return null;
  const tokens = await settle(fetchScimTokens(signal));
  if (!tokens.ok && !signal.aborted) logger.warn('SCIM tokens load failed', tokens.error);
  return tokens;
}

/** Props of {@link ScimPanel}. */
export interface ScimPanelProps {
  data: ScimPanelData;
  /** Announces an outcome in the page's status line. */
  announce(text: string): void;
  /** Reloads the page's data. */
  reload(): void;
  busy: boolean;
}

/** A read-only value with a Copy button (the base URL, the new token). */
function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const intl = useIntl();
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true), (e: unknown) => logger.warn('copy failed', e));
  };
  return (
    <div className={styles.form}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      <input id={fieldId} className={styles.secret} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={copy}>
          {copyLabel}
        </Button>
        <span role="status" className={styles.notice}>
          {copied ? intl.formatMessage(m.copied) : ''}
        </span>
      </div>
    </div>
  );
}

interface NameValues {
  name: string;
}

/** The create dialog's form; `onCreated` gets the reply with the token. */
function CreateForm({ onCancel, onCreated }: { onCancel(): void; onCreated(reply: ScimTokenCreatedReply): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const schema = z.object({ name: z.string().refine((v) => ScimTokenNameSchema.safeParse(v).success, intl.formatMessage(m.nameInvalid)) });
  const form = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues: { name: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const submit = async (v: NameValues): Promise<void> => {
    setAlert(undefined);
    try {
      onCreated(await createScimToken(v.name.trim()));
    } catch (e) {
      logger.warn('SCIM token refused', e);
      setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {intl.formatMessage(m.createTitle)}
        </h2>
        <FormTextFieldControl<NameValues> path="name" label={intl.formatMessage(m.nameLabel)} description={intl.formatMessage(m.nameHelp)} maxLength={61} isRequired autoComplete="off" />
        <DialogFormFooter
          alert={alert}
          pending={form.formState.isSubmitting}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(m.submit)}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}

/** The new token, shown once. */
function TokenDialog({ reply, onClose }: { reply: ScimTokenCreatedReply; onClose(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const title = intl.formatMessage(m.secretTitle, { name: reply.token.name });
  return (
    <Overlay isOpen onOpenChange={(open) => !open && onClose()} label={title}>
      <div className={styles.form} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(m.secretText)}</p>
        <CopyField label={intl.formatMessage(m.secretLabel)} value={reply.secret} copyLabel={intl.formatMessage(m.copy)} />
        <div className={styles.actions}>
          <Button onPress={onClose}>{intl.formatMessage(m.done)}</Button>
        </div>
      </div>
    </Overlay>
  );
}

/** The revocation's confirmation. */
function RevokeConfirm({ token, onClose, onDone }: { token: ScimToken; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  return (
    <ConfirmCallDialog
      title={intl.formatMessage(m.revokeTitle, { name: token.name })}
      confirmLabel={intl.formatMessage(m.revokeConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      pendingLabel={intl.formatMessage(m.revoking)}
      call={async () => {
        await revokeScimToken(token.id);
        onDone();
      }}
      failureText={(e) => apiErrorText(intl, e, m.revokeFailed)}
      logLine="SCIM token revocation refused"
      onClose={onClose}
    >
      <p className={styles.muted}>{intl.formatMessage(m.revokeText)}</p>
    </ConfirmCallDialog>
  );
}

type Dialog = { kind: 'create' } | { kind: 'token'; reply: ScimTokenCreatedReply } | { kind: 'revoke'; token: ScimToken } | null;

/** The panel (see the module docstring). */
export function ScimPanel({ data, announce, reload, busy }: ScimPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const after = (text: string, next: Dialog = null) => {
    setDialog(next);
    announce(text);
    reload();
  };
  let body;
  if (data === null) {
    body = <p className={styles.muted}>{intl.formatMessage(m.notOnPlan)}</p>;
  } else if (!data.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={busy} onPress={reload}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  } else {
    const { baseUrl, tokens } = data.value;
    body = (
      <>
        <CopyField label={intl.formatMessage(m.baseUrlLabel)} value={baseUrl} copyLabel={intl.formatMessage(m.copyBaseUrl)} />
        {tokens.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage(m.tokensLabel)} aria-busy={busy}>
            {tokens.map((token) => (
              <li key={token.id} className={styles.card} aria-label={token.name}>
                <div className={styles.cardBody}>
                  <p className={styles.cardTitle}>{token.name}</p>
                  <p className={styles.muted}>{intl.formatMessage(m.tokenHint, { hint: token.hint })}</p>
                  <p className={styles.muted}>
                    {token.createdBy ? intl.formatMessage(m.createdBy, { date: date(token.createdAt), name: token.createdBy }) : intl.formatMessage(m.created, { date: date(token.createdAt) })}
                  </p>
                  <p className={styles.muted}>{token.lastUsedAt ? intl.formatMessage(m.lastUsed, { date: date(token.lastUsedAt) }) : intl.formatMessage(m.neverUsed)}</p>
                </div>
                <div className={styles.actions}>
                  <Button variant="secondary" aria-label={intl.formatMessage(m.revoke, { name: token.name })} onPress={() => setDialog({ kind: 'revoke', token })}>
                    {intl.formatMessage(m.revokeShort)}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {intl.formatMessage(m.title)}
        </h2>
        {data?.ok ? <Button onPress={() => setDialog({ kind: 'create' })}>{intl.formatMessage(m.create)}</Button> : null}
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      {body}
      {dialog?.kind === 'create' ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={intl.formatMessage(m.createTitle)}>
          <CreateForm onCancel={() => setDialog(null)} onCreated={(reply) => after(intl.formatMessage(m.tokenCreated), { kind: 'token', reply })} />
        </Overlay>
      ) : null}
      {dialog?.kind === 'token' ? <TokenDialog reply={dialog.reply} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'revoke' ? (
        <RevokeConfirm token={dialog.token} onClose={() => setDialog(null)} onDone={() => after(intl.formatMessage(m.tokenRevoked))} />
      ) : null}
    </section>
  );
}
