import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

/** Props of {@link Button}: react-aria-components ButtonProps plus a visual variant. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** Accessible button (react-aria-components) in the brand's primary or secondary style. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />;
}

/** Class names for a link styled as a button (e.g. react-router Link). */
export function buttonClassName(variant: 'primary' | 'secondary' = 'primary'): string {
  return [styles.button, styles[variant]].join(' ');
}
