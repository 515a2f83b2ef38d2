import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './checkbox-group.module.css';
import own from './checkbox.module.css';
import { interactionStateHandlers } from './interaction-states.ts';

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

/** The visually hidden wrapper of the native input, as react-aria's VisuallyHidden renders it. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;

/**
 * A single checkbox in the same look as {@link CheckboxGroupField}'s boxes. Core-and-business §2.
 *
 * A native `<input type="checkbox">` (visually hidden) inside its `<label>`, the markup react-aria-components'
 * Checkbox renders, with the same `data-selected` / `data-indeterminate` / `data-disabled` / `data-focus-visible`
 * attributes, but no react-aria code: it is on the front door ("My dates are flexible"), and the native input
 * already toggles with Space and a click on its label (issue #23 "First page budget"). Controlled through
 * `isSelected`, else it keeps its own state from `defaultSelected`.
 */
export function Checkbox({ children, isSelected, defaultSelected, onChange, isIndeterminate = false, isDisabled = false, name, value, className }: CheckboxProps) {
  const [ownSelected, setOwn] = useState(defaultSelected ?? false);
  const selected = isSelected ?? ownSelected;
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <label
      className={[styles.checkbox, own.single, className].filter(Boolean).join(' ')}
      data-selected={selected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
      {...interactionStateHandlers()}
    >
      <span style={VISUALLY_HIDDEN}>
        <input
          ref={input}
          type="checkbox"
          checked={selected}
          disabled={isDisabled}
          name={name}
          value={value}
          onChange={(event) => {
            if (isSelected === undefined) setOwn(event.target.checked);
            onChange?.(event.target.checked);
          }}
        />
      </span>
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={styles.tick}>
          {isIndeterminate ? <line x1="4" y1="9" x2="14" y2="9" /> : <polyline points="3.5 9.5 7.5 13.5 14.5 5" />}
        </svg>
      </span>
      <span>{children}</span>
    </label>
  );
}
