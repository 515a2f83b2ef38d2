/**
 * The integrations' admin panels on `/business/integrations` (issue #26 "Integrations": EXPENSIFY_INTEGRATION and
 * SLACK_INTEGRATION on part 1's page; contract business-integrations.ts). The page's loader hands the settings and the
 * latest deliveries ({@link loadIntegrationPanels}); after every change the page revalidates.
 *
 * - **Expense systems** (EXPENSIFY_INTEGRATION): each system as a card (name, code, "Default", URL, the signing
 *   secret's last 4 characters) with Edit, New secret (confirmation first) and Remove (confirmation first), their
 *   accessible names carrying the system's name. "Add expense system" opens a dialog (React Hook Form + the contract's
 *   rules: code, name, https URL, default). The signing secret the server answers on create or rotation is shown once,
 *   in a dialog with a read-only field and "Copy"; it cannot be shown again.
 * - **Slack** (SLACK_INTEGRATION): the incoming-webhook URL (write-only: a connected company sees only its hint and
 *   may leave the field empty to keep it), which notifications to send, Save; once connected "Send a test message" and
 *   "Disconnect Slack" (confirmation first).
 * - **Recent deliveries**: the company's latest 20 (what, where, state, attempts, last error, next attempt), "Refresh".
 * - A part whose feature the plan lacks says so. Server refusals on a field go under that field (400 VALIDATION_ERROR
 *   `code`, `webhookUrl`, `isDefault`); others are an alert in the dialog or panel. Outcomes are announced in the
 *   page's polite status line.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ExpenseSystemCodeSchema, ExpenseSystemCreateSchema, WebhookUrlSchema, type Delivery, type ExpenseSystem, type ExpenseSystemSecretReply, type IntegrationsSettingsReply,
  type SlackSettings,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Checkbox, Overlay } from '../../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { ConfirmCallDialog } from '../confirm-call-dialog.tsx';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import {
  createExpenseSystem, deleteExpenseSystem, disconnectSlack, fetchDeliveries, fetchIntegrations, rotateExpenseSecret, saveSlack, testSlack, updateExpenseSystem,
} from './api.ts';
import { DeliveryStatus } from './delivery-status.tsx';
import { settingsMessages as sm } from '../settings/messages.ts';
import { integrationPanelMessages as m } from './messages.ts';
import styles from './integrations.module.css';

/** How many deliveries the page lists. */
export const DELIVERIES_SHOWN = 20;

/** What the page's loader adds for the panels. */
export interface IntegrationPanelsData {
  settings: Settled<IntegrationsSettingsReply>;
  deliveries: Settled<Delivery[]>;
}

/** Loads the panels' data with the router's signal; never throws (failures are shown with "Try again"). */
export async function loadIntegrationPanels(signal: AbortSignal): Promise<IntegrationPanelsData> {
  const [settings, deliveries] = await Promise.all([settle(fetchIntegrations(signal)), settle(fetchDeliveries(DELIVERIES_SHOWN, signal))]);
  if (!settings.ok && !signal.aborted) logger.warn('integrations load failed', settings.error);
  return { settings, deliveries };
}

/** The first VALIDATION_ERROR of a refusal on `field`, if any. */
function fieldError(e: unknown, field: string): { description: string } | undefined {
  return e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR' && x.field === field) : undefined;
}

/** Props shared by the panels: announce an outcome and reload the page's data. */
interface PanelProps {
  announce(text: string): void;
  reload(): void;
}

interface SystemValues {
  code: string;
  name: string;
  webhookUrl: string;
  isDefault: boolean;
}

function DefaultControl({ label }: { label: string }) {
  const control = useFieldControl<SystemValues, boolean>({ path: 'isDefault' });
  return (
    <Checkbox isSelected={control.value} onChange={control.onChange}>
      {label}
    </Checkbox>
  );
}

/** The add / edit dialog's form; `system` undefined adds. `onSaved` gets the secret reply on create. */
function SystemForm({ system, onCancel, onSaved }: { system?: ExpenseSystem | undefined; onCancel(): void; onSaved(reply: ExpenseSystemSecretReply | null): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const schema = z.object({
    code: system ? z.string() : z.string().refine((v) => ExpenseSystemCodeSchema.safeParse(v).success, intl.formatMessage(m.codeInvalid)),
    name: z.string().refine((v) => ExpenseSystemCreateSchema.shape.name.safeParse(v).success, intl.formatMessage(m.nameInvalid)),
    webhookUrl: z.string().refine((v) => WebhookUrlSchema.safeParse(v).success, intl.formatMessage(m.urlInvalid)),
    isDefault: z.boolean(),
  });
  const form = useForm<SystemValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: system?.code ?? '', name: system?.name ?? '', webhookUrl: system?.webhookUrl ?? '', isDefault: system?.isDefault ?? false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const submit = async (v: SystemValues): Promise<void> => {
    setAlert(undefined);
    const body = { name: v.name.trim(), webhookUrl: v.webhookUrl.trim(), isDefault: v.isDefault };
    try {
      if (system) {
        await updateExpenseSystem(system.code, body);
        onSaved(null);
      } else onSaved(await createExpenseSystem({ ...body, code: v.code.trim() }));
    } catch (e) {
      logger.warn('expense system refused', e);
      const url = fieldError(e, 'webhookUrl');
      const code = fieldError(e, 'code');
      if (url) form.setError('webhookUrl', { type: 'server', message: intl.formatMessage(m.urlRefused, { reason: url.description }) }, { shouldFocus: true });
      else if (code) form.setError('code', { type: 'server', message: intl.formatMessage(m.codeTaken) }, { shouldFocus: true });
      else if (fieldError(e, 'isDefault')) setAlert(intl.formatMessage(m.defaultRequired));
      else setAlert(apiErrorText(intl, e, sm.actionFailed));
    }
  };
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {system ? intl.formatMessage(m.editSystemTitle, { name: system.name }) : intl.formatMessage(m.addSystemTitle)}
        </h2>
        {system ? null : (
          <FormTextFieldControl<SystemValues> path="code" label={intl.formatMessage(m.codeLabel)} description={intl.formatMessage(m.codeHelp)} maxLength={33} isRequired autoComplete="off" />
        )}
        <FormTextFieldControl<SystemValues> path="name" label={intl.formatMessage(m.nameLabel)} maxLength={61} isRequired autoComplete="off" />
        <FormTextFieldControl<SystemValues> path="webhookUrl" label={intl.formatMessage(m.urlLabel)} description={intl.formatMessage(m.urlHelp)} maxLength={2048} isRequired autoComplete="off" inputMode="text" />
        <DefaultControl label={intl.formatMessage(m.defaultLabel)} />
        <DialogFormFooter
          alert={alert}
          pending={form.formState.isSubmitting}
          cancelText={intl.formatMessage(sm.cancel)}
          submitText={intl.formatMessage(sm.save)}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}

/** The signing secret, shown once, with Copy. */
function SecretDialog({ reply, onClose }: { reply: ExpenseSystemSecretReply; onClose(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(reply.signingSecret).then(() => setCopied(true), (e: unknown) => logger.warn('copy failed', e));
  };
  return (
    <Overlay isOpen onOpenChange={(open) => !open && onClose()} label={intl.formatMessage(m.secretTitle, { name: reply.system.name })}>
      <div className={styles.form} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {intl.formatMessage(m.secretTitle, { name: reply.system.name })}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(m.secretText)}</p>
        <label className={styles.label} htmlFor={fieldId}>
          {intl.formatMessage(m.secretLabel)}
        </label>
        <input id={fieldId} className={styles.secret} readOnly value={reply.signingSecret} onFocus={(e) => e.currentTarget.select()} />
        <p role="status" className={styles.notice}>
          {copied ? intl.formatMessage(m.copied) : ''}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={copy}>
            {intl.formatMessage(m.copy)}
          </Button>
          <Button onPress={onClose}>{intl.formatMessage(m.done)}</Button>
        </div>
      </div>
    </Overlay>
  );
}

/** A confirmation whose button runs `call`; `onDone` gets what it answered. */
function Confirm<T>({ title, confirmLabel, text, call, onClose, onDone }: { title: string; confirmLabel: string; text: string; call(): Promise<T>; onClose(): void; onDone(result: T): void }) {
  const intl = useIntl();
  return (
    <ConfirmCallDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={intl.formatMessage(sm.cancel)}
      pendingLabel={intl.formatMessage(sm.saving)}
      call={async () => {
        onDone(await call());
      }}
      failureText={(e) => apiErrorText(intl, e, sm.actionFailed)}
      logLine="integrations action refused"
      onClose={onClose}
    >
      <p className={styles.muted}>{text}</p>
    </ConfirmCallDialog>
  );
}

type SystemDialog =
  | { kind: 'add' } | { kind: 'edit'; system: ExpenseSystem } | { kind: 'rotate'; system: ExpenseSystem } | { kind: 'remove'; system: ExpenseSystem }
  | { kind: 'secret'; reply: ExpenseSystemSecretReply } | null;

/** The expense systems panel (see the module docstring). */
export function ExpenseSystemsPanel({ systems, announce, reload }: PanelProps & { systems: readonly ExpenseSystem[] }) {
  const intl = useIntl();
  const titleId = useId();
  const [dialog, setDialog] = useState<SystemDialog>(null);
  const after = (text: string, next: SystemDialog = null) => {
    setDialog(next);
    announce(text);
    reload();
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {intl.formatMessage(m.expenseTitle)}
        </h2>
        <Button onPress={() => setDialog({ kind: 'add' })}>{intl.formatMessage(m.addSystem)}</Button>
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.expenseIntro)}</p>
      {systems.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.expenseEmpty)}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.expenseListLabel)}>
          {systems.map((system) => (
            <li key={system.code} className={styles.card} aria-label={system.name}>
              <div className={styles.cardBody}>
                <p className={styles.cardTitle}>
                  {system.name} <span className={styles.code}>{system.code}</span>{' '}
                  {system.isDefault ? <span className={styles.badge}>{intl.formatMessage(m.defaultBadge)}</span> : null}
                </p>
                <p className={styles.url}>{system.webhookUrl}</p>
                <p className={styles.muted}>{intl.formatMessage(m.secretHint, { hint: system.secretHint })}</p>
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" aria-label={intl.formatMessage(m.edit, { name: system.name })} onPress={() => setDialog({ kind: 'edit', system })}>
                  {intl.formatMessage(m.editShort)}
                </Button>
                <Button variant="secondary" aria-label={intl.formatMessage(m.rotate, { name: system.name })} onPress={() => setDialog({ kind: 'rotate', system })}>
                  {intl.formatMessage(m.rotateShort)}
                </Button>
                <Button variant="secondary" aria-label={intl.formatMessage(m.remove, { name: system.name })} onPress={() => setDialog({ kind: 'remove', system })}>
                  {intl.formatMessage(m.removeShort)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <Overlay
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          label={dialog.kind === 'edit' ? intl.formatMessage(m.editSystemTitle, { name: dialog.system.name }) : intl.formatMessage(m.addSystemTitle)}
        >
          <SystemForm
            system={dialog.kind === 'edit' ? dialog.system : undefined}
            onCancel={() => setDialog(null)}
            onSaved={(reply) => (reply ? after(intl.formatMessage(m.systemAdded), { kind: 'secret', reply }) : after(intl.formatMessage(m.systemSaved)))}
          />
        </Overlay>
      ) : null}
      {dialog?.kind === 'rotate' ? (
        <RotateConfirm system={dialog.system} onClose={() => setDialog(null)} onDone={(reply) => after(intl.formatMessage(m.secretRotated), { kind: 'secret', reply })} />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <Confirm
          title={intl.formatMessage(m.removeTitle, { name: dialog.system.name })}
          confirmLabel={intl.formatMessage(m.removeShort)}
          text={intl.formatMessage(m.removeText)}
          call={() => deleteExpenseSystem(dialog.system.code)}
          onClose={() => setDialog(null)}
          onDone={() => after(intl.formatMessage(m.systemRemoved))}
        />
      ) : null}
      {dialog?.kind === 'secret' ? <SecretDialog reply={dialog.reply} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}

/** The rotation's confirmation: its success hands the new secret on. */
function RotateConfirm({ system, onClose, onDone }: { system: ExpenseSystem; onClose(): void; onDone(reply: ExpenseSystemSecretReply): void }) {
  const intl = useIntl();
  return (
    <Confirm
      title={intl.formatMessage(m.rotateTitle)}
      confirmLabel={intl.formatMessage(m.rotateConfirm)}
      text={intl.formatMessage(m.rotateText, { name: system.name })}
      call={() => rotateExpenseSecret(system.code)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

interface SlackValues {
  webhookUrl: string;
  notifyApprovals: boolean;
  notifyOutOfPolicy: boolean;
}

function SlackCheckbox({ path, label }: { path: 'notifyApprovals' | 'notifyOutOfPolicy'; label: string }) {
  const control = useFieldControl<SlackValues, boolean>({ path });
  return (
    <Checkbox isSelected={control.value} onChange={control.onChange}>
      {label}
    </Checkbox>
  );
}

/** The Slack panel (see the module docstring); `slack` null: not connected. */
export function SlackPanel({ slack, announce, reload }: PanelProps & { slack: SlackSettings | null }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [testing, setTesting] = useState(false);
  const schema = z.object({
    webhookUrl: z.string().superRefine((v, ctx) => {
      if (v.trim() === '') {
        if (!slack) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.slackUrlRequired) });
      } else if (!WebhookUrlSchema.safeParse(v).success) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.urlInvalid) });
    }),
    notifyApprovals: z.boolean(),
    notifyOutOfPolicy: z.boolean(),
  });
  const form = useForm<SlackValues>({
    resolver: zodResolver(schema),
    defaultValues: { webhookUrl: '', notifyApprovals: slack?.notifyApprovals ?? true, notifyOutOfPolicy: slack?.notifyOutOfPolicy ?? true },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const submit = async (v: SlackValues): Promise<void> => {
    setAlert(undefined);
    try {
      await saveSlack({ ...(v.webhookUrl.trim() ? { webhookUrl: v.webhookUrl.trim() } : {}), notifyApprovals: v.notifyApprovals, notifyOutOfPolicy: v.notifyOutOfPolicy });
      form.reset({ ...v, webhookUrl: '' });
      announce(intl.formatMessage(m.slackSaved));
      reload();
    } catch (e) {
      logger.warn('slack settings refused', e);
      const url = fieldError(e, 'webhookUrl');
      if (url) form.setError('webhookUrl', { type: 'server', message: intl.formatMessage(m.urlRefused, { reason: url.description }) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, sm.actionFailed));
    }
  };
  const sendTest = async () => {
    setAlert(undefined);
    setTesting(true);
    try {
      await testSlack();
      announce(intl.formatMessage(m.slackTestQueued));
      reload();
    } catch (e) {
      logger.warn('slack test refused', e);
      setAlert(apiErrorText(intl, e, sm.actionFailed));
    } finally {
      setTesting(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {intl.formatMessage(m.slackTitle)}
        </h2>
        {slack ? <span className={styles.badge}>{intl.formatMessage(m.connected)}</span> : null}
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.slackIntro)}</p>
      <FormProvider {...form}>
        <form className={styles.inlineForm} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <FormTextFieldControl<SlackValues>
            path="webhookUrl"
            label={intl.formatMessage(m.slackUrlLabel)}
            description={slack ? intl.formatMessage(m.slackUrlKeep, { hint: slack.webhookUrlHint }) : intl.formatMessage(m.urlHelp)}
            maxLength={2048}
            autoComplete="off"
            isRequired={!slack}
          />
          <fieldset className={styles.fieldset}>
            <SlackCheckbox path="notifyApprovals" label={intl.formatMessage(m.slackApprovals)} />
            <SlackCheckbox path="notifyOutOfPolicy" label={intl.formatMessage(m.slackOutOfPolicy)} />
          </fieldset>
          {alert ? (
            <p role="alert" className={styles.error}>
              {alert}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" isDisabled={form.formState.isSubmitting}>
              {intl.formatMessage(slack ? m.slackSave : m.slackConnect)}
            </Button>
            {slack ? (
              <>
                <Button variant="secondary" isDisabled={testing} onPress={() => void sendTest()}>
                  {intl.formatMessage(m.slackTest)}
                </Button>
                <Button variant="secondary" onPress={() => setConfirming(true)}>
                  {intl.formatMessage(m.slackDisconnect)}
                </Button>
              </>
            ) : null}
          </div>
        </form>
      </FormProvider>
      {confirming ? (
        <Confirm
          title={intl.formatMessage(m.slackDisconnectTitle)}
          confirmLabel={intl.formatMessage(m.slackDisconnect)}
          text={intl.formatMessage(m.slackDisconnectText)}
          call={disconnectSlack}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            announce(intl.formatMessage(m.slackDisconnected));
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

/** The event name as the select message's key (ICU keys cannot hold dots). */
function eventText(intl: IntlShape, event: string): string {
  return intl.formatMessage(m.event, { event: event.replace(/\./g, '_') });
}

/** The recent deliveries panel. */
export function DeliveriesPanel({ deliveries, reload, busy }: { deliveries: Settled<Delivery[]>; reload(): void; busy: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  let body: ReactNode;
  if (!deliveries.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
      </div>
    );
  } else if (deliveries.value.length === 0) {
    body = <p className={styles.muted}>{intl.formatMessage(m.deliveriesEmpty)}</p>;
  } else {
    body = (
      <ul className={styles.deliveries} aria-label={intl.formatMessage(m.deliveriesLabel)} aria-busy={busy}>
        {deliveries.value.map((d) => (
          <li key={d.id} className={styles.delivery}>
            <span className={styles.deliveryWhat}>{eventText(intl, d.event)}</span>
            <span className={styles.muted}>{d.kind === 'SLACK' ? 'Slack' : (d.systemName ?? d.systemCode ?? '')}</span>
            <DeliveryStatus delivery={d} />
            <span className={styles.muted}>{intl.formatDate(d.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {intl.formatMessage(m.deliveriesTitle)}
        </h2>
        <Button variant="secondary" isDisabled={busy} onPress={reload}>
          {intl.formatMessage(m.refresh)}
        </Button>
      </div>
      {body}
    </section>
  );
}

/** Every panel the company's plan holds, from the loader's data (see the module docstring). */
export function IntegrationPanels({ data, announce, reload, busy }: PanelProps & { data: IntegrationPanelsData; busy: boolean }) {
  const intl = useIntl();
  if (!data.settings.ok) {
    return (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={busy} onPress={reload}>
          {intl.formatMessage(sm.tryAgain)}
        </Button>
      </div>
    );
  }
  const s = data.settings.value;
  return (
    <div className={styles.panels}>
      {s.expenseAvailable && s.expenseSystems ? (
        <ExpenseSystemsPanel systems={s.expenseSystems} announce={announce} reload={reload} />
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.notOnPlanPanel, { name: intl.formatMessage(m.expenseTitle) })}</p>
      )}
      {s.slackAvailable ? (
        <SlackPanel key={s.slack?.updatedAt ?? 'none'} slack={s.slack} announce={announce} reload={reload} />
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.notOnPlanPanel, { name: intl.formatMessage(m.slackTitle) })}</p>
      )}
      {s.expenseAvailable || s.slackAvailable ? <DeliveriesPanel deliveries={data.deliveries} reload={reload} busy={busy} /> : null}
    </div>
  );
}
