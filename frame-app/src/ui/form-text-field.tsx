import type { Ref } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import styles from './fields.module.css';
import { truncateToMaxLength } from './text-field.tsx';
import extras from './form-field-extras.module.css';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps {
  /** Visible label; also the input's accessible name. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called when the input loses focus (a form library marks the field touched). */
  onBlur?: () => void;
  /** Ref of the `<input>` (a form library focuses the first invalid field through it). */
  inputRef?: Ref<HTMLInputElement>;
  /** Native input type (`date` gives a native date picker; `tel`/`email` the right mobile keyboards). */
  type?: 'text' | 'date' | 'email' | 'tel' | 'search' | 'password';
  /** When set, the field is invalid and this message is shown under it (linked with aria-describedby). */
  errorMessage?: string | undefined;
  /** Help text under the field, also linked with aria-describedby (e.g. "Optional", a format hint). */
  description?: string | undefined;
  /** HTML autocomplete token, e.g. `given-name`, `cc-number`. */
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Marks the input aria-required (no native blocking: validation is the form's job). */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** id of the `<input>` (to move focus to it, e.g. the first invalid field). */
  id?: string;
  name?: string;
  placeholder?: string;
  /** Most characters (UTF-16 code units): longer typed, pasted or set values are truncated (core-and-business §5). */
  maxLength?: number;
  min?: string;
  max?: string;
  className?: string;
}

/**
 * Labelled form input (react-aria-components TextField) with an optional description and an error message,
 * both announced with the input. Errors use `validationBehavior="aria"`: the form decides what is invalid.
 * `maxLength` truncates the value (core-and-business §5).
 */
export function FormTextField(props: FormTextFieldProps) {
  const { label, value, onChange, onBlur, inputRef, type = 'text', errorMessage, description, autoComplete, inputMode, isRequired, isDisabled, id, name, placeholder, maxLength, min, max, className } = props;
  return (
    <TextField
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={truncateToMaxLength(value, maxLength)}
      onChange={(next) => onChange(truncateToMaxLength(next, maxLength))}
      {...(onBlur ? { onBlur } : {})}
      type={type}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired ?? false}
      isDisabled={isDisabled ?? false}
      validationBehavior="aria"
      {...(name ? { name } : {})}
      {...(autoComplete ? { autoComplete } : {})}
      {...(inputMode ? { inputMode } : {})}
      {...(maxLength !== undefined ? { maxLength } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input ref={inputRef} className={styles.input} id={id} placeholder={placeholder} min={min} max={max} />
      </div>
      {description ? (
        <Text slot="description" className={extras.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </TextField>
  );
}
