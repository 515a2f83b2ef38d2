/** Paging links of the business travel lists (issue #26): the URL's `offset`, other query parameters kept. */
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { buttonClassName } from '../../../ui/index.ts';
import { travelCommonMessages as cm } from './messages.ts';
import styles from './travel.module.css';

/** "Previous page" / "Next page" links over `offset` (other query parameters kept). */
export function Pager({ offset, total, pageSize }: { offset: number; total: number; pageSize: number }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  if (total <= pageSize) return null;
  const href = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 0) next.set('offset', String(to));
    else next.delete('offset');
    const q = next.toString();
    return q ? `?${q}` : '?';
  };
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage(cm.pagination)}>
      {offset > 0 ? <Link to={href(Math.max(0, offset - pageSize))} className={buttonClassName('secondary')}>{intl.formatMessage(cm.previous)}</Link> : <span />}
      <span className={styles.muted}>{intl.formatMessage(cm.pageOf, { page, pages })}</span>
      {offset + pageSize < total ? <Link to={href(offset + pageSize)} className={buttonClassName('secondary')}>{intl.formatMessage(cm.next)}</Link> : <span />}
    </nav>
  );
}

