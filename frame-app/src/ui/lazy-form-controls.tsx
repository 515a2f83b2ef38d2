/**
 * Form-bound fields that load their react-aria widget on first use (lazy-fields.tsx), for the front door's search
 * form (issue #23 "First page budget"). Unlike form-controls.tsx this module imports no react-aria field, so the
 * first page carries only the look-alikes, and binds them through the search forms' deferred binding
 * (form-binding.ts), so it imports no react-hook-form either.
 */
import type { FieldValues } from 'react-hook-form';
import type { NumberInputFieldProps } from './number-field.tsx';
import { useBoundField, type BoundFieldProps, type BoundProps } from './form-binding.ts';
import { LazyNumberInputField } from './lazy-fields.tsx';

/**
 * form-controls.tsx's `NumberInputControl`, bound to the nearest form binding (form-binding.ts), whose field loads react-aria's NumberField on first use (lazy-fields.tsx
 * `LazyNumberInputField`): for number fields on the first page (the flight form's passengers, issue #23).
 */
export function LazyNumberInputControl<T extends FieldValues>({ path, clears, ...props }: BoundFieldProps<T> & Omit<NumberInputFieldProps, BoundProps>) {
  const control = useBoundField<T, number>({ path, ...(clears ? { clears } : {}) });
  return <LazyNumberInputField {...props} {...control} />;
}
