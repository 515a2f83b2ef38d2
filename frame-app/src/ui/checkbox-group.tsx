import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import styles from './checkbox-group.module.css';

/** One checkbox of a {@link CheckboxGroupField}; `label` is its whole accessible name (e.g. "Nonstop (12)"). */
export interface CheckboxOption {
  value: string;
  label: string;
}

/** Props of {@link CheckboxGroupField}. */
export interface CheckboxGroupFieldProps {
  /** Visible group label; also the group's accessible name. */
  label: string;
  options: readonly CheckboxOption[];
  /** Checked values. */
  value: readonly string[];
  onChange(value: string[]): void;
  className?: string;
}

/** A labelled group of checkboxes (react-aria-components CheckboxGroup, role="group"). */
export function CheckboxGroupField({ label, options, value, onChange, className }: CheckboxGroupFieldProps) {
  return (
    <CheckboxGroup className={[styles.group, className].filter(Boolean).join(' ')} value={[...value]} onChange={onChange}>
      <Label className={styles.label}>{label}</Label>
      {options.map((o) => (
        <Checkbox key={o.value} value={o.value} className={styles.checkbox}>
          <span className={styles.box} aria-hidden="true">
            <svg viewBox="0 0 18 18" className={styles.tick}>
              <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
            </svg>
          </span>
          <span>{o.label}</span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
