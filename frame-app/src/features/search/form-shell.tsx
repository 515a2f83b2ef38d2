/**
 * Shared frame of every search form (flights, hotels, cars, trains, packages): a labelled `<form>` whose fields
 * sit in a responsive grid, a submit button (disabled while the submit runs, e.g. resolving places), and an
 * error summary (role="alert") while any field is invalid. After a failed submit, focus moves to the first
 * invalid field (aria-invalid="true"). The form is a React Hook Form (`form`, its zod resolver does the checks);
 * its fields are controls (`ui/form-controls.tsx`, {@link DateControl}) under the `<FormProvider>` this renders.
 */
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/index.ts';
import { TextInputControl } from '../../ui/form-controls.tsx';
import { searchMessages as m } from './messages.ts';
import styles from './search-form.module.css';

/** Adds each message of `found` as a zod issue at its field (a resolver schema's checks, keyed by field name). */
export function addFieldIssues(ctx: z.RefinementCtx, found: Record<string, string | undefined>): void {
  for (const [field, message] of Object.entries(found)) {
    if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** Focuses the first invalid field (aria-invalid="true") of `form`, in reading order. */
function focusFirstInvalid(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** A date field (`<input type="date">`, earliest `min`, `YYYY-MM-DD`) bound to its search form at `path`. */
export function DateControl<T extends FieldValues>(p: { path: FieldPath<T>; name: string; label: string; min: string }) {
  return <TextInputControl<T> path={p.path} className={styles.date} name={p.name} type="date" label={p.label} min={p.min} />;
}

/** Props of {@link FormShell}: `onSearch` gets what the resolver parsed the values to. */
export interface FormShellProps<T extends FieldValues, R> {
  form: UseFormReturn<T, unknown, R>;
  label: string;
  submitLabel: string;
  onSearch(result: R): void;
  /**
   * `flight`: the flight form's fixed columns (two airports, two dates, travelers, the button; one row from
   * 960 px); `auto` (default): as many columns as fit, place fields wider (search-form.module.css).
   */
  layout?: 'flight' | 'auto';
  children: ReactNode;
}

/** The form frame of {@link FormShellProps}. */
export function FormShell<T extends FieldValues, R>({ form, label, submitLabel, onSearch, layout = 'auto', children }: FormShellProps<T, R>) {
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
        <div className={layout === 'flight' ? styles.grid : styles.gridAuto}>
          {children}
          <Button type="submit" className={layout === 'flight' ? styles.submit : styles.submitAuto} isDisabled={isSubmitting}>
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
