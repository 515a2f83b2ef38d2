import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Switch } from 'react-aria-components';
import styles from './toggle.module.css';

/** What a {@link Toggle} provides to its pieces (core-and-business §4 "Toggle: checked or unchecked"). */
export interface ToggleState {
  isSelected: boolean;
  setSelected(isSelected: boolean): void;
  toggle(): void;
}

const ToggleContext = createContext<ToggleState | null>(null);

/** Props of {@link Toggle}. */
export interface ToggleProps {
  /** Controlled state (with `onChange`); uncontrolled from `defaultSelected` (default unchecked) when left out. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  children: ReactNode;
}

/**
 * The toggle provider: holds one checked/unchecked state for the pieces inside it ({@link ToggleSwitch},
 * {@link ToggleStatus}, {@link useToggle}), e.g. a switch in a header and a text elsewhere that follows it.
 */
export function Toggle({ isSelected, defaultSelected = false, onChange, children }: ToggleProps) {
  const [own, setOwn] = useState(defaultSelected);
  const selected = isSelected ?? own;
  const value = useMemo<ToggleState>(() => {
    const setSelected = (next: boolean) => {
      if (isSelected === undefined) setOwn(next);
      onChange?.(next);
    };
    return { isSelected: selected, setSelected, toggle: () => setSelected(!selected) };
  }, [selected, isSelected, onChange]);
  return <ToggleContext.Provider value={value}>{children}</ToggleContext.Provider>;
}

/**
 * The state of the nearest {@link Toggle}.
 * @param piece the name used in the error (the calling piece)
 * @throws Error '<piece> must be used inside a <Toggle> provider' outside one (core-and-business §8 "Toggle pieces
 *   used outside their provider: errors raised").
 */
export function useToggle(piece = 'useToggle'): ToggleState {
  const state = useContext(ToggleContext);
  if (!state) throw new Error(`${piece} must be used inside a <Toggle> provider`);
  return state;
}

/** Props of {@link ToggleSwitch}. */
export interface ToggleSwitchProps {
  /** Visible label; the switch's accessible name unless `aria-label` is given. */
  children: ReactNode;
  /**
   * Accessible name when several switches share a visible label (e.g. "Active" on every card): it must start with the
   * visible text (WCAG 2.5.3 label in name), e.g. "Active: Acme SAML".
   */
  'aria-label'?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The switch of a {@link Toggle} (react-aria-components Switch: role="switch", Space toggles).
 * @throws Error outside a {@link Toggle}.
 */
export function ToggleSwitch({ children, isDisabled = false, className, 'aria-label': ariaLabel }: ToggleSwitchProps) {
  const { isSelected, setSelected } = useToggle('ToggleSwitch');
  return (
    <Switch
      className={[styles.switch, className].filter(Boolean).join(' ')}
      isSelected={isSelected}
      onChange={setSelected}
      isDisabled={isDisabled}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </Switch>
  );
}

/** Props of {@link ToggleStatus}. */
export interface ToggleStatusProps {
  /** Text while checked. */
  on: ReactNode;
  /** Text while unchecked. */
  off: ReactNode;
  className?: string;
}

/**
 * Text that follows a {@link Toggle}'s state: `on` while checked, `off` otherwise.
 * @throws Error outside a {@link Toggle}.
 */
export function ToggleStatus({ on, off, className }: ToggleStatusProps) {
  const { isSelected } = useToggle('ToggleStatus');
  return <span className={className}>{isSelected ? on : off}</span>;
}
