import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { chromeMessages as m } from './messages.ts';
import styles from './chrome.module.css';

/**
 * Placeholder while the first route's module and data load (router HydrateFallback): role="status" with
 * `message` (e.g. "Searching flights…"), default "Loading…".
 */
export function PageLoading({ message }: { message?: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <p role="status" className={styles.loading}>
      {intl.formatMessage(message ?? m.loading)}
    </p>
  );
}
