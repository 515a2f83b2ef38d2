/**
 * A native `<button>` in {@link Button}'s look (issue #23 "First page budget"): for the controls of the first page,
 * where react-aria's Button adds nothing a native button lacks (Enter and Space press it, `disabled` takes it out
 * of the tab order and off the accessibility tree's actions), so the front door carries no react-aria code. The
 * same classes and the same `data-hovered` / `data-pressed` / `data-focus-visible` / `data-disabled` attributes
 * (ui/interaction-states.ts) make it look exactly like {@link Button}.
 */
import type { ReactNode } from 'react';
import styles from './button.module.css';
import type { ButtonVariant } from './button-class.ts';
import { interactionStateHandlers } from './interaction-states.ts';

/** Props of {@link PlainButton}. */
export interface PlainButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string | undefined;
  /** Native button type (default `button`; `submit` submits its form). */
  type?: 'button' | 'submit';
  /** Disabled: not focusable, not pressable, shown faded (`data-disabled`). */
  isDisabled?: boolean;
  /** Called on a press (click, Enter, Space). */
  onPress?: () => void;
}

/** Native button with the look of ui/button.tsx's Button (see the module comment). */
export function PlainButton({ children, variant = 'primary', className, type = 'button', isDisabled = false, onPress }: PlainButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress}
      {...interactionStateHandlers()}
    >
      {children}
    </button>
  );
}
