import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { EMPTY_RADIO_OPTIONS_ERROR } from './constants.ts';
import styles from './radio-group.module.css';

/** One choice of a {@link TextRadioGroup}. */
export interface TextRadioOption<K extends string> {
  value: K;
  /** Visible text; the radio's accessible name. */
  label: string;
  /** Optional second line under the label. */
  description?: string;
  isDisabled?: boolean;
}

/** Props of {@link TextRadioGroup}. */
export interface TextRadioGroupProps<K extends string> {
  /** Visible group label; the radio group's accessible name. */
  label: string;
  /** Must not be empty (core-and-business §5). */
  options: readonly TextRadioOption<K>[];
  /** Controlled value (with `onChange`); uncontrolled from `defaultValue` when left out. */
  value?: K | null;
  defaultValue?: K;
  onChange?: (value: K) => void;
  orientation?: 'vertical' | 'horizontal';
  isDisabled?: boolean;
  errorMessage?: string | undefined;
  name?: string;
  className?: string;
}

/**
 * Throws the spec's error for an empty options list (core-and-business §5 "A radio group needs a non-empty options
 * list", §8 exact text {@link EMPTY_RADIO_OPTIONS_ERROR}).
 * @throws Error 'TextRadioGroup requires the options prop array not be empty'
 */
export function assertRadioOptions(options: readonly unknown[]): void {
  if (options.length === 0) throw new Error(EMPTY_RADIO_OPTIONS_ERROR);
}

/**
 * A labelled group of text radios (react-aria-components RadioGroup, role="radiogroup"): Tab enters at the checked
 * (or first) radio, the arrow keys move and choose. `errorMessage` marks it invalid and is announced.
 * @throws Error 'TextRadioGroup requires the options prop array not be empty' when `options` is empty (§8).
 */
export function TextRadioGroup<K extends string>(props: TextRadioGroupProps<K>) {
  const { label, options, value, defaultValue, onChange, orientation = 'vertical', isDisabled = false, errorMessage, name, className } = props;
  assertRadioOptions(options);
  return (
    <RadioGroup
      className={[styles.group, className].filter(Boolean).join(' ')}
      orientation={orientation}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={(next) => {
        const match = options.find((o) => o.value === next);
        if (match) onChange?.(match.value);
      }}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      {...(name ? { name } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={orientation === 'horizontal' ? styles.row : styles.column}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} className={styles.radio} isDisabled={o.isDisabled ?? false}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.text}>
              <span>{o.label}</span>
              {o.description ? <span className={styles.description}>{o.description}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      {errorMessage ? <Text slot="errorMessage" className={styles.error}>{errorMessage}</Text> : <FieldError className={styles.error} />}
    </RadioGroup>
  );
}
