import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import styles from './checkbox-group.module.css';
import own from './checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** Visible label; also the checkbox's accessible name. */
  children: ReactNode;
  /** Controlled state (with `onChange`); uncontrolled from `defaultSelected` when left out. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** A mixed state ("some of them"), shown as a dash and announced as mixed. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

/**
 * A single checkbox (react-aria-components Checkbox: a native checkbox input, Space toggles it) in the same look
 * as {@link CheckboxGroupField}'s boxes. Core-and-business §2.
 */
export function Checkbox({ children, isSelected, defaultSelected, onChange, isIndeterminate = false, isDisabled = false, name, value, className }: CheckboxProps) {
  return (
    <AriaCheckbox
      className={[styles.checkbox, own.single, className].filter(Boolean).join(' ')}
      {...(isSelected !== undefined ? { isSelected } : {})}
      {...(defaultSelected !== undefined ? { defaultSelected } : {})}
      {...(onChange ? { onChange } : {})}
      isIndeterminate={isIndeterminate}
      isDisabled={isDisabled}
      {...(name ? { name } : {})}
      {...(value ? { value } : {})}
    >
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={styles.tick}>
          {isIndeterminate ? <line x1="4" y1="9" x2="14" y2="9" /> : <polyline points="3.5 9.5 7.5 13.5 14.5 5" />}
        </svg>
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}
