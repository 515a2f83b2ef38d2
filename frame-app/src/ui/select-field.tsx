import type { Key, Ref } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styles from './fields.module.css';
import { useVisibleRegionBoundary } from './visible-region.ts';

/** One option of a {@link SelectField}. */
export interface SelectOption<K extends string> {
  id: K;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<K extends string> {
  label: string;
  options: readonly SelectOption<K>[];
  value: K;
  onChange(value: K): void;
  className?: string;
  /** Ref of the button that opens the list (ui/lazy-fields.tsx hands focus to it). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Single-choice dropdown (react-aria-components Select) with the label beside the button. */
export function SelectField<K extends string>({ label, options, value, onChange, className, buttonRef }: SelectFieldProps<K>) {
  const boundary = useVisibleRegionBoundary();
  return (
    <Select
      className={[styles.inlineField, className].filter(Boolean).join(' ')}
      value={value}
      onChange={(key: Key | null) => {
        const match = options.find((o) => o.id === key);
        if (match) onChange(match.id);
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Button ref={buttonRef} className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover boundaryElement={boundary} className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
