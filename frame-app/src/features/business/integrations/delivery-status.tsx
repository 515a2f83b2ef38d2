/**
 * One webhook delivery's state in words (issue #26 "answers the delivery's state; the trip page shows the state"):
 * "Delivered", "Waiting to send", "Retrying · 2 attempts · Last error: HTTP 500 · Next attempt 10:42", "Failed · 8
 * attempts · Last error: Timed out". The state also has a text badge (never colour alone).
 */
import { useIntl } from 'react-intl';
import type { Delivery } from '@travel/contract';
import { deliveryMessages as m } from './messages.ts';
import styles from './integrations.module.css';

/** See the module docstring. */
export function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  const intl = useIntl();
  const parts: string[] = [];
  if (delivery.attempts > 0 && delivery.state !== 'DELIVERED') parts.push(intl.formatMessage(m.attempts, { count: delivery.attempts }));
  if (delivery.lastError && delivery.state !== 'DELIVERED') parts.push(intl.formatMessage(m.lastError, { error: delivery.lastError }));
  if (delivery.nextAttemptAt && delivery.state === 'RETRYING') parts.push(intl.formatMessage(m.nextAttempt, { time: intl.formatTime(delivery.nextAttemptAt, { timeStyle: 'short' }) }));
  return (
    <span className={styles.status}>
      <span className={`${styles.stateBadge} ${styles[`state${delivery.state}`] ?? ''}`}>{intl.formatMessage(m.state, { state: delivery.state })}</span>
      {parts.length > 0 ? <span className={styles.muted}>{parts.join(' · ')}</span> : null}
    </span>
  );
}
