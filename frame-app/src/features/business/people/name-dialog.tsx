/**
 * The one-field name dialog of the groups page (create and rename a group; issue #24 "Admin hub": groups; contract
 * AdminGroupInputSchema). React Hook Form with a zod resolver on the contract's name rule (trimmed, 1-200 characters,
 * no control characters); errors appear on submit. `onSubmit` runs the call: when it rejects with 400
 * VALIDATION_ERROR field `name` the dialog shows `nameTakenMessage` under the field; any other refusal shows the
 * contract envelope's text (apiErrorText) as an alert in the dialog. On success the dialog closes itself through
 * `onDone`.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AdminGroupInputSchema } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Overlay } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { peopleMessages as m } from './messages.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './people.module.css';

/** Props of {@link NameDialog}. */
export interface NameDialogProps {
  /** The dialog's heading and accessible name. */
  title: string;
  /** The name the field starts with ('' to create). */
  initialName: string;
  /** Label of the submit button. */
  submitLabel: string;
  /** Text under the field when the server says the name is taken (400 VALIDATION_ERROR field `name`). */
  nameTakenMessage: string;
  /** Runs the call with the trimmed name; its rejection is shown in the dialog. */
  onSubmit(name: string): Promise<void>;
  /** Closes the dialog (cancel, Escape, or after success). */
  onClose(): void;
}

interface NameValues {
  name: string;
}

/** See the module docstring. */
export function NameDialog({ title, initialName, submitLabel, nameTakenMessage, onSubmit, onClose }: NameDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const schema = z.object({
    name: z.string().superRefine((value, ctx) => {
      if (!AdminGroupInputSchema.shape.name.safeParse(value).success) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.nameRequired) });
    }).transform((v) => v.trim()),
  });
  const form = useForm<NameValues, unknown, NameValues>({
    resolver: zodResolver(schema), defaultValues: { name: initialName }, mode: 'onSubmit', reValidateMode: 'onSubmit',
  });
  const submitting = form.formState.isSubmitting;

  const submit = async ({ name }: NameValues) => {
    setAlert(undefined);
    try {
      await onSubmit(name);
    } catch (e) {
      logger.warn('business name change refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'name') form.setError('name', { type: 'server', message: nameTakenMessage }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };

  return (
    <Overlay isOpen onOpenChange={(open) => !open && !submitting && onClose()} label={title}>
      <FormProvider {...form}>
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <FormTextFieldControl<NameValues> path="name" label={intl.formatMessage(m.nameLabel)} autoComplete="off" maxLength={200} isRequired />
          <DialogFormFooter
            alert={alert}
            pending={submitting}
            pendingText={intl.formatMessage(m.working)}
            cancelText={intl.formatMessage(m.cancel)}
            submitText={submitLabel}
            onCancel={onClose}
          />
        </form>
      </FormProvider>
    </Overlay>
  );
}
