import { ProgressBar } from 'react-aria-components';
import styles from './spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible name, e.g. "Loading results" (announced as a busy progress bar). */
  label: string;
  /** Also show `label` beside the ring. Default false. */
  showLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A busy indicator (core-and-business §2 "spinners"): react-aria-components ProgressBar without a value
 * (role="progressbar", indeterminate) drawn as a turning ring; the ring stands still with reduced motion.
 */
export function Spinner({ label, showLabel = false, size = 'medium', className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={[styles.spinner, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.ring} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{label}</span> : null}
    </ProgressBar>
  );
}
