/**
 * Approval settings `/business/approvals/settings` (issue #25 "the approvals settings ... pages
 * (COMPANY_SETTINGS_APPROVAL_SETTINGS, APPROVAL_SETTINGS)"; company `PUT /settings/autoApproval/{mode}`). A react-router
 * route module behind the hub's guard (ADMIN_PAGES `approvalSettings`).
 *
 * One form (React Hook Form + zod, on the contract's ApprovalSettingsSchema rules, errors on submit): the approval type
 * (hard / passive, each with what it means), the deadline in hours, the reminder and the escalation to the backup in
 * hours before the deadline (0: none; each must come before the deadline), the default action at the deadline, and the
 * automatic-approval mode (OFF / IN_POLICY / ALL). Save sends the settings and, when it changed, the mode. A server
 * refusal on a field shows under it; any other as an alert. Loading failure: "Try again".
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  MAX_APPROVAL_DEADLINE_HOURS, type ApprovalDefaultAction, type ApprovalSettingsReply, type ApprovalType, type AutoApprovalMode,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { NumberInputControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { TextRadioGroup } from '../../../ui/radio-group.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { fetchApprovalSettings, saveApprovalSettings, saveAutoApproval } from './api.ts';
import { approvalsMessages as am, settingsMessages as m } from './messages.ts';
import styles from './approvals.module.css';

/** What the loader hands the page. */
export interface ApprovalSettingsPageData {
  settings: Settled<ApprovalSettingsReply>;
}

/** Route loader: the company's settings; never throws. */
export async function loader({ request }: { request: Request }): Promise<ApprovalSettingsPageData> {
  const settings = await settle(fetchApprovalSettings(request.signal));
  if (!settings.ok && !request.signal.aborted) logger.warn('approval settings load failed', settings.error);
  return { settings };
}

interface SettingsValues {
  type: ApprovalType;
  deadlineHours: number;
  reminderHoursBeforeDeadline: number;
  escalationHoursBeforeDeadline: number;
  defaultAction: ApprovalDefaultAction;
  autoApproval: AutoApprovalMode;
}

function RadioControl<K extends string>({ path, label, options }: { path: 'type' | 'defaultAction' | 'autoApproval'; label: string; options: { value: K; label: string; description?: string }[] }) {
  const control = useFieldControl<SettingsValues, K>({ path });
  return <TextRadioGroup<K> label={label} value={control.value} onChange={control.onChange} options={options} errorMessage={control.errorMessage} />;
}

/** The form, once the settings loaded. */
function SettingsForm({ initial }: { initial: ApprovalSettingsReply }) {
  const intl = useIntl();
  const [alert, setAlert] = useState<string | undefined>();
  const [notice, setNotice] = useState('');
  const { revalidate } = useRevalidator();
  const hours = (min: number, max: number) => z.number().refine((v) => Number.isInteger(v) && v >= min && v <= max, { message: intl.formatMessage(m.hoursInvalid, { min, max }) });
  const schema = z.object({
    type: z.enum(['HARD', 'PASSIVE']),
    deadlineHours: hours(1, MAX_APPROVAL_DEADLINE_HOURS),
    reminderHoursBeforeDeadline: hours(0, MAX_APPROVAL_DEADLINE_HOURS - 1),
    escalationHoursBeforeDeadline: hours(0, MAX_APPROVAL_DEADLINE_HOURS - 1),
    defaultAction: z.enum(['APPROVE', 'DECLINE']),
    autoApproval: z.enum(['OFF', 'IN_POLICY', 'ALL']),
  }).superRefine((v, ctx) => {
    if (v.reminderHoursBeforeDeadline >= v.deadlineHours) ctx.addIssue({ code: 'custom', path: ['reminderHoursBeforeDeadline'], message: intl.formatMessage(m.beforeDeadline) });
    if (v.escalationHoursBeforeDeadline >= v.deadlineHours) ctx.addIssue({ code: 'custom', path: ['escalationHoursBeforeDeadline'], message: intl.formatMessage(m.beforeDeadline) });
  });
  const form = useForm<SettingsValues, unknown, SettingsValues>({
    resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onSubmit',
    defaultValues: { ...initial.settings, autoApproval: initial.autoApproval },
  });
  const submitting = form.formState.isSubmitting;
  const submit = async ({ autoApproval, ...settings }: SettingsValues) => {
    setAlert(undefined);
    setNotice('');
    try {
      await saveApprovalSettings(settings);
      if (autoApproval !== initial.autoApproval) await saveAutoApproval(autoApproval);
      setNotice(intl.formatMessage(am.saved));
      void revalidate();
    } catch (e) {
      logger.warn('approval settings refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'reminderHoursBeforeDeadline' || field === 'escalationHoursBeforeDeadline') form.setError(field, { type: 'server', message: intl.formatMessage(m.beforeDeadline) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, am.actionFailed));
    }
  };
  const number = (path: 'deadlineHours' | 'reminderHoursBeforeDeadline' | 'escalationHoursBeforeDeadline', label: string, min: number, max: number) => (
    <NumberInputControl<SettingsValues> path={path} label={label} minValue={min} maxValue={max} decrementLabel={`− ${label}`} incrementLabel={`+ ${label}`} />
  );
  return (
    <FormProvider {...form}>
      <form className={styles.fields} noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <RadioControl<ApprovalType> path="type" label={intl.formatMessage(m.type)} options={[
          { value: 'HARD', label: intl.formatMessage(m.typeHard), description: intl.formatMessage(m.typeHardHint) },
          { value: 'PASSIVE', label: intl.formatMessage(m.typePassive), description: intl.formatMessage(m.typePassiveHint) },
        ]} />
        {number('deadlineHours', intl.formatMessage(m.deadline), 1, MAX_APPROVAL_DEADLINE_HOURS)}
        {number('reminderHoursBeforeDeadline', intl.formatMessage(m.reminder), 0, MAX_APPROVAL_DEADLINE_HOURS - 1)}
        {number('escalationHoursBeforeDeadline', intl.formatMessage(m.escalation), 0, MAX_APPROVAL_DEADLINE_HOURS - 1)}
        <RadioControl<ApprovalDefaultAction> path="defaultAction" label={intl.formatMessage(m.defaultAction)} options={[
          { value: 'APPROVE', label: intl.formatMessage(m.defaultApprove) },
          { value: 'DECLINE', label: intl.formatMessage(m.defaultDecline) },
        ]} />
        <RadioControl<AutoApprovalMode> path="autoApproval" label={intl.formatMessage(m.auto)} options={[
          { value: 'OFF', label: intl.formatMessage(m.autoOff) },
          { value: 'IN_POLICY', label: intl.formatMessage(m.autoInPolicy) },
          { value: 'ALL', label: intl.formatMessage(m.autoAll) },
        ]} />
        {alert ? <p role="alert" className={styles.error}>{alert}</p> : null}
        <p role="status" className={styles.notice}>{submitting ? intl.formatMessage(am.saving) : notice}</p>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={submitting}>{intl.formatMessage(am.save)}</Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The approval settings page (see the module docstring). */
export function ApprovalSettingsPage() {
  const intl = useIntl();
  const data = useLoaderData() as ApprovalSettingsPageData;
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      {data.settings.ok ? (
        <SettingsForm initial={data.settings.value} />
      ) : (
        <div role="alert" className={styles.errorBox}>
          <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>{intl.formatMessage(am.tryAgain)}</Button>
        </div>
      )}
    </section>
  );
}

/** The route module's page. */
export const Component = ApprovalSettingsPage;
