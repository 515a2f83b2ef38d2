/**
 * Button look without react-aria: the class names shared by {@link Button} (ui/button.tsx), links styled
 * as buttons, and the few native buttons of the always-loaded chrome (kept off the react-aria chunk so
 * the frame's first script stays small).
 */
import styles from './button.module.css';

/** Visual variants of a button. */
export type ButtonVariant = 'primary' | 'secondary';

/** Class names for a button-looking element (a react-router Link or a native `<button>`). */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return [styles.button, styles[variant]].join(' ');
}
