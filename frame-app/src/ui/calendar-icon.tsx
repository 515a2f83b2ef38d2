/**
 * Calendar icon of the date pickers' popover button (decorative; the button's name comes from react-aria, e.g.
 * "Calendar"). Its own module so the light field of lazy-date-pickers.tsx shows it without loading react-aria.
 */
import styles from './date-picker.module.css';

/** The icon: a 24x24 outline calendar, hidden from assistive technology. */
export function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
