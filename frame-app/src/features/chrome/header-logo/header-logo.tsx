import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { logoDataUrl, type Brand } from '@travel/brands';
import { chromeMessages as m } from '../messages.ts';
import styles from '../chrome.module.css';

/**
 * The header's brand logo linking to the front door (chrome-and-consent §2 "Header logo"):
 * `<a href="{basename}/" aria-label="{displayName} home"><img alt="{displayName}" src="data:image/svg+xml,…"></a>`.
 */
export function HeaderLogo({ brand }: { brand: Brand }) {
  const intl = useIntl();
  return (
    <Link to="/" className={styles.logoLink} aria-label={intl.formatMessage(m.homeLink, { brand: brand.displayName })}>
      <img className={styles.logo} alt={brand.displayName} src={logoDataUrl(brand)} />
    </Link>
  );
}
