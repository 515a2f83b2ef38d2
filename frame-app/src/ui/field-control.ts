/**
 * The React Hook Form binding of every form field (see form-controls.tsx): {@link useFieldControl} reads a field's
 * value and error from the form of the nearest `<FormProvider>` and reports changes and blur to it. The search forms
 * (front door) bind their fields through form-binding.ts `useBoundField` instead, so that react-hook-form is not on
 * the first page (issue #23 "First page budget").
 */
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

/** The props a bound field gets from its control. */
export type Wired = 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage';

/** Where a controlled field lives in its form. */
export interface ControlProps<T extends FieldValues> {
  /** The field's path in the form values, e.g. `travelers.0.firstName`. */
  path: FieldPath<T>;
  /** Other fields whose errors an edit of this one clears (e.g. "Rooms" when "Guests" changes). */
  clears?: readonly FieldPath<T>[];
}

/** The value, error and handlers of the field at `path`, for a react-aria field or its look-alike. Editing clears its error and those at `clears`. */
export function useFieldControl<T extends FieldValues, V>({ path, clears }: ControlProps<T>) {
  const { clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name: path });
  return {
    value: field.value as V,
    onChange: (value: V) => {
      field.onChange(value);
      clearErrors([path, ...(clears ?? [])]);
    },
    onBlur: field.onBlur,
    inputRef: field.ref,
    errorMessage: fieldState.error?.message,
  };
}

