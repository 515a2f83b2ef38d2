/**
 * A labelled multi-line text field (react-aria-components TextField + TextArea) for the report dialogs: the label is
 * its accessible name, an error message under it is announced with it (`validationBehavior="aria"`: the form decides).
 */
import { FieldError, Label, TextArea, TextField } from 'react-aria-components';
import styles from './support.module.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  /** Most characters (the contract's limit). */
  maxLength: number;
  isRequired?: boolean;
  rows?: number;
}

/** See the module docstring. */
export function TextAreaField({ label, value, onChange, onBlur, errorMessage, maxLength, isRequired, rows = 5 }: TextAreaFieldProps) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      {...(onBlur ? { onBlur } : {})}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
      maxLength={maxLength}
    >
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textArea} rows={rows} />
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}
