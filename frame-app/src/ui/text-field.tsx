import type { Ref } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import styles from './fields.module.css';

/** Props of {@link TextInputField}. */
export interface TextInputFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called when the input loses focus (a form library marks the field touched). */
  onBlur?: () => void;
  /** Ref of the `<input>` (a form library focuses the first invalid field through it). */
  inputRef?: Ref<HTMLInputElement>;
  /** Native input type, e.g. `date` (a native date picker, easy to fill by keyboard and by tests). */
  type?: 'text' | 'date' | 'email' | 'search';
  errorMessage?: string | undefined;
  name?: string;
  min?: string;
  max?: string;
  className?: string;
}

/** Labelled text input (react-aria-components TextField); `errorMessage` marks it invalid and is announced. */
export function TextInputField({ label, value, onChange, onBlur, inputRef, type = 'text', errorMessage, name, min, max, className }: TextInputFieldProps) {
  return (
    <TextField
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      {...(onBlur ? { onBlur } : {})}
      type={type}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      {...(name ? { name } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input ref={inputRef} className={styles.input} min={min} max={max} />
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </TextField>
  );
}
