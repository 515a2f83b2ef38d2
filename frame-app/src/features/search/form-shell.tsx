/**
 * Shared frame of the hotel, car, train and package search forms: a labelled `<form>` whose fields sit in a
 * responsive grid, a submit button, and an error summary (role="alert") while any field is invalid. After a
 * failed submit, focus moves to the first invalid field (aria-invalid="true").
 */
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/index.ts';
import styles from './search-form.module.css';

/** Props of {@link FormShell}. `onSubmit` resolves true when the search ran, false when a field is invalid. */
export interface FormShellProps {
  label: string;
  submitLabel: string;
  summary?: string | undefined;
  busy?: boolean;
  onSubmit(): Promise<boolean> | boolean;
  children: ReactNode;
}

/** The form frame of {@link FormShellProps}. */
export function FormShell({ label, submitLabel, summary, busy = false, onSubmit, children }: FormShellProps) {
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await onSubmit();
    if (!ok) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(e)} noValidate aria-label={label}>
      <div className={styles.gridAuto}>
        {children}
        <Button type="submit" className={styles.submitAuto} isDisabled={busy}>
          {submitLabel}
        </Button>
      </div>
      {summary ? (
        <p className={styles.summary} role="alert">
          {summary}
        </p>
      ) : null}
    </form>
  );
}
