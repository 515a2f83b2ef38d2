/**
 * The react-aria fields wired to React Hook Form (the frame's one forms library, see frame-app/README.md
 * "Forms"). Each reads its value and error from the form of the nearest `<FormProvider>` at `path`, reports
 * changes and blur to it, and hands it the `<input>` so `setFocus(path)` can focus the field. Editing a field
 * clears its error (and the errors at `clears`), like every form here did before: errors come from submit,
 * not from typing.
 *
 * Not re-exported from `ui/index.ts`: react-hook-form stays out of the frame's first script; only the lazily
 * loaded pages with a form import this module.
 */
import type { FieldValues } from 'react-hook-form';
import { useFieldControl, type ControlProps, type Wired } from './field-control.ts';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
import { NumberInputField, type NumberInputFieldProps } from './number-field.tsx';
import { SelectField, type SelectOption } from './select-field.tsx';
import { TextInputField, type TextInputFieldProps } from './text-field.tsx';
import fields from './fields.module.css';

export { useFieldControl, type ControlProps } from './field-control.ts';

/** Props of {@link FormTextFieldControl}. */
export interface FormTextFieldControlProps {
  /**
   * Rewrites the text when the field loses focus (e.g. a card expiry `1230` -> `12/30`); the form then holds the
   * rewritten text. Return the text unchanged to keep it as typed.
   */
  normalizeOnBlur?: (text: string) => string;
}

/** {@link FormTextField} bound to the form at `path`; `normalizeOnBlur` tidies what was typed on leaving it. */
export function FormTextFieldControl<T extends FieldValues>({ path, clears, normalizeOnBlur, ...props }: ControlProps<T> & FormTextFieldControlProps & Omit<FormTextFieldProps, Wired>) {
  const control = useFieldControl<T, string | undefined>({ path, ...(clears ? { clears } : {}) });
  // A field added after the form started (e.g. one more traveler) has no value yet.
  const value = control.value ?? '';
  const onBlur = () => {
    const normalized = normalizeOnBlur ? normalizeOnBlur(value) : value;
    if (normalized !== value) control.onChange(normalized);
    control.onBlur();
  };
  return <FormTextField {...props} {...control} value={value} onBlur={onBlur} />;
}

/** {@link TextInputField} bound to the form at `path`. */
export function TextInputControl<T extends FieldValues>({ path, clears, ...props }: ControlProps<T> & Omit<TextInputFieldProps, Wired>) {
  const control = useFieldControl<T, string>({ path, ...(clears ? { clears } : {}) });
  return <TextInputField {...props} {...control} />;
}

/** {@link NumberInputField} bound to the form at `path` (NaN while the input is empty). */
export function NumberInputControl<T extends FieldValues>({ path, clears, ...props }: ControlProps<T> & Omit<NumberInputFieldProps, Wired>) {
  const control = useFieldControl<T, number>({ path, ...(clears ? { clears } : {}) });
  return <NumberInputField {...props} {...control} />;
}

/**
 * {@link SelectField} bound to the form at `path` (its options keyed by strings, e.g. ids as text), with the field's
 * error under it (role="alert": a select has no description slot to carry it).
 */
export function SelectControl<T extends FieldValues>({ path, clears, label, options }: ControlProps<T> & { label: string; options: readonly SelectOption<string>[] }) {
  const control = useFieldControl<T, string>({ path, ...(clears ? { clears } : {}) });
  return (
    <div>
      <SelectField<string> label={label} options={options} value={control.value} onChange={control.onChange} />
      {control.errorMessage ? (
        <p role="alert" className={fields.error}>
          {control.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
