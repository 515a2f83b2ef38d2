/**
 * Form-bound fields that load their react-aria widget on first use (lazy-fields.tsx), for the front door's search
 * form (issue #23 "First page budget"). Unlike form-controls.tsx this module imports no react-aria field, so the
 * first page carries only the look-alikes.
 */
import type { FieldValues } from 'react-hook-form';
import type { NumberInputFieldProps } from './number-field.tsx';
import { useFieldControl, type ControlProps, type Wired } from './field-control.ts';
import { LazyNumberInputField } from './lazy-fields.tsx';

/**
 * form-controls.tsx's `NumberInputControl` whose field loads react-aria's NumberField on first use (lazy-fields.tsx
 * `LazyNumberInputField`): for number fields on the first page (the flight form's passengers, issue #23).
 */
export function LazyNumberInputControl<T extends FieldValues>({ path, clears, ...props }: ControlProps<T> & Omit<NumberInputFieldProps, Wired>) {
  const control = useFieldControl<T, number>({ path, ...(clears ? { clears } : {}) });
  return <LazyNumberInputField {...props} {...control} />;
}
