import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { logoDataUrl, type Brand } from '@travel/brands';
import { chromeMessages as m } from './messages.ts';
import styles from './chrome.module.css';

/**
 * Page header with the brand wordmark linking to the front door:
 * `<a href="{basename}/" aria-label="{displayName} home"><img alt="{displayName}" src="data:image/svg+xml,…"></a>`,
 * and `end` at the other end (the account controls the app layout passes: "Sign in" or the account menu).
 */
export function Header({ brand, end }: { brand: Brand; end?: ReactNode }) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.logoLink} aria-label={intl.formatMessage(m.homeLink, { brand: brand.displayName })}>
          <img className={styles.logo} alt={brand.displayName} src={logoDataUrl(brand)} />
        </Link>
        {end ? <div className={styles.headerEnd}>{end}</div> : null}
      </div>
    </header>
  );
}
