import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { RadiusSize } from './constants.ts';
import styles from './alert-banner.module.css';
import { radiusClassName } from './radius.ts';

/** Kinds of {@link AlertBanner}; each has its brand colour pair (`--brand-<kind>`, `--brand-<kind>-background`). */
export type AlertBannerKind = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link AlertBanner}. */
export interface AlertBannerProps {
  kind?: AlertBannerKind;
  /** Bold first line. */
  title?: string;
  children?: ReactNode;
  /** With `dismissLabel`, shows a close button with that accessible name. */
  onDismiss?: () => void;
  dismissLabel?: string;
  radius?: RadiusSize;
  className?: string;
}

/**
 * A message banner (core-and-business §2 "alert banners"). `error` and `warning` are announced at once
 * (role="alert"); `info` and `success` politely (role="status"). Colours: the brand's semantic pair of the kind.
 */
export function AlertBanner({ kind = 'info', title, children, onDismiss, dismissLabel, radius, className }: AlertBannerProps) {
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={[styles.banner, styles[kind], radiusClassName(radius), className].filter(Boolean).join(' ')}>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
      {onDismiss && dismissLabel ? (
        <Button className={styles.dismiss} aria-label={dismissLabel} onPress={onDismiss}>
          <span aria-hidden="true">×</span>
        </Button>
      ) : null}
    </div>
  );
}
