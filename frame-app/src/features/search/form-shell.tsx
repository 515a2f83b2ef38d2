/**
 * Shared frame of the hotel, car, train and package search forms: a labelled `<form>` whose fields sit in a
 * responsive grid, a submit button (disabled while the submit runs, e.g. resolving places), and an error
 * summary (role="alert") while any field is invalid. After a failed submit, focus moves to the first invalid
 * field (aria-invalid="true"). The form is a React Hook Form (`form`, its zod resolver does the checks); its
 * fields are controls (`ui/form-controls.tsx`) under the `<FormProvider>` this renders.
 */
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/index.ts';
import { searchMessages as m } from './messages.ts';
import styles from './search-form.module.css';

/** Adds each message of `found` as a zod issue at its field (a resolver schema's checks, keyed by field name). */
export function addFieldIssues(ctx: z.RefinementCtx, found: Record<string, string | undefined>): void {
  for (const [field, message] of Object.entries(found)) {
    if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** Focuses the first invalid field (aria-invalid="true") of `form`, in reading order. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Props of {@link FormShell}: `onSearch` gets what the resolver parsed the values to. */
export interface FormShellProps<T extends FieldValues, R> {
  form: UseFormReturn<T, unknown, R>;
  label: string;
  submitLabel: string;
  onSearch(result: R): void;
  children: ReactNode;
}

/** The form frame of {@link FormShellProps}. */
export function FormShell<T extends FieldValues, R>({ form, label, submitLabel, onSearch, children }: FormShellProps<T, R>) {
  const intl = useIntl();
  const { errors, isSubmitting } = form.formState;
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    // Move focus to the first invalid field once the messages render.
    void form.handleSubmit(onSearch, () => requestAnimationFrame(() => focusFirstInvalid(element)))(event);
  }
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={label}>
        <div className={styles.gridAuto}>
          {children}
          <Button type="submit" className={styles.submitAuto} isDisabled={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
        {Object.keys(errors).length > 0 ? (
          <p className={styles.summary} role="alert">
            {intl.formatMessage(m.errorSummary)}
          </p>
        ) : null}
      </form>
    </FormProvider>
  );
}
