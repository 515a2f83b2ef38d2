import { useIntl } from 'react-intl';
import { chromeMessages as m } from './messages.ts';
import styles from './chrome.module.css';

/** Placeholder while the first route module loads (router HydrateFallback). */
export function PageLoading() {
  const intl = useIntl();
  return (
    <p role="status" className={styles.loading}>
      {intl.formatMessage(m.loading)}
    </p>
  );
}
