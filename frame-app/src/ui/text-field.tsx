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
  /**
   * Most UTF-16 code units the value may have (core-and-business §5 "Text input supports maxLength, which truncates
   * values"): typing stops there and a longer pasted or set value reaches `onChange` cut to this length.
   */
  maxLength?: number;
  className?: string;
}

/**
 * `value` cut to `maxLength` UTF-16 code units (the unit of the native `maxlength` attribute); unchanged without a
 * limit. Core-and-business §5.
 * @throws RangeError when `maxLength` is negative or not an integer.
 */
export function truncateToMaxLength(value: string, maxLength: number | undefined): string {
  if (maxLength === undefined) return value;
  if (!Number.isInteger(maxLength) || maxLength < 0) throw new RangeError(`maxLength must be a non-negative integer, got ${maxLength}`);
  return value.length > maxLength ? value.slice(0, maxLength) : value;
}

/**
 * Labelled text input (react-aria-components TextField); `errorMessage` marks it invalid and is announced.
 * With `maxLength` the value is truncated to that length (core-and-business §5).
 */
export function TextInputField({ label, value, onChange, onBlur, inputRef, type = 'text', errorMessage, name, min, max, maxLength, className }: TextInputFieldProps) {
  return (
    <TextField
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={truncateToMaxLength(value, maxLength)}
      onChange={(next) => onChange(truncateToMaxLength(next, maxLength))}
      {...(maxLength !== undefined ? { maxLength } : {})}
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
