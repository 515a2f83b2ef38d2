import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';
import type { ButtonVariant } from './button-class.ts';

export { buttonClassName } from './button-class.ts';

/** Props of {@link Button}: react-aria-components ButtonProps plus a visual variant. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

/** Accessible button (react-aria-components) in the brand's primary or secondary style. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />;
}
