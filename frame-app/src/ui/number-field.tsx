import type { Ref } from 'react';
import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import styles from './fields.module.css';
import extras from './form-field-extras.module.css';

/** Props of {@link NumberInputField}. `value` is NaN while the input is empty. */
export interface NumberInputFieldProps {
  label: string;
  value: number;
  onChange(value: number): void;
  /** Called when the input loses focus (a form library marks the field touched). */
  onBlur?: () => void;
  /** Ref of the `<input>` (a form library focuses the first invalid field through it). */
  inputRef?: Ref<HTMLInputElement>;
  minValue: number;
  maxValue: number;
  errorMessage?: string | undefined;
  decrementLabel: string;
  incrementLabel: string;
  name?: string;
  className?: string;
  /** Intl number format of the input (default: whole numbers), e.g. `{ style: 'currency', currency: 'USD' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Step of the − / + buttons (default 1). */
  step?: number;
  /**
   * Keep what the user typed even when it is outside `minValue`-`maxValue` (the form then shows the limit as a
   * validation error, issue #11 "a number field never silently changes what the user typed"); the − / +
   * buttons still stop at the limits. Default false: react-aria clamps the value on blur.
   */
  keepTypedValue?: boolean;
  /** A short hint under the field, its accessible description (e.g. why the limit is what it is). */
  description?: string | undefined;
}

/** Integer stepper (react-aria-components NumberField) with − / + buttons; the input is named by `label`. */
export function NumberInputField(props: NumberInputFieldProps) {
  const { label, value, onChange, onBlur, inputRef, minValue, maxValue, errorMessage, decrementLabel, incrementLabel, name, className, formatOptions, step, keepTypedValue, description } = props;
  // Unclamped: no range for react-aria (it would clamp on blur); the buttons stop at the limits themselves.
  const range = keepTypedValue ? {} : { minValue, maxValue };
  const atMin = keepTypedValue && value <= minValue;
  const atMax = keepTypedValue && value >= maxValue;
  return (
    <NumberField
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      {...(onBlur ? { onBlur } : {})}
      {...range}
      step={step ?? 1}
      formatOptions={formatOptions ?? { maximumFractionDigits: 0 }}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      {...(name ? { name } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <Button slot="decrement" className={styles.iconButton} aria-label={decrementLabel} {...(atMin ? { isDisabled: true } : {})}>
          <span aria-hidden="true">−</span>
        </Button>
        <Input ref={inputRef} className={styles.input} />
        <Button slot="increment" className={styles.iconButton} aria-label={incrementLabel} {...(atMax ? { isDisabled: true } : {})}>
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={extras.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </NumberField>
  );
}
