/**
 * The admin hub's navigation (core-and-business §6 "Business admin hub pages", account-business-header-and-trips §2
 * "Business admin page identifiers in the menus", §6 visibility): every page the user sees, as the contract's
 * visibleAdminPages returns them (hidden pages and parents without visible children already removed), nested under
 * their group headings. The hub root is the heading of the whole list, so its children are the top level.
 * Each entry links to the page's own path; the current page carries `aria-current="page"`. A page whose permission an
 * override replaced shows its flag text (core §3, "Needs the bizPlus plan").
 */
import { useIntl } from 'react-intl';
import { NavLink } from '../../../ui/router-link.tsx';
import type { AdminPageId, VisibleAdminPage } from '@travel/contract';
import { businessMessages as m } from '../messages.ts';
import { adminPageTitle } from '../page-messages.ts';
import styles from './hub.module.css';

/** Props of {@link AdminNav}. */
export interface AdminNavProps {
  /** The visible pages, in table order (contract visibleAdminPages). */
  visible: readonly VisibleAdminPage[];
}

function Entries({ visible, parent }: { visible: readonly VisibleAdminPage[]; parent: AdminPageId }) {
  const intl = useIntl();
  const children = visible.filter((p) => p.parent === parent);
  if (children.length === 0) return null;
  return (
    <ul className={parent === 'adminHub' ? styles.navList : styles.navChildren}>
      {children.map((page) => (
        <li key={page.id}>
          <NavLink to={page.path} end className={page.kind === 'group' ? styles.navGroupLink : styles.navLink} data-admin-page={page.id}>
            {intl.formatMessage(adminPageTitle(page.id))}
            {page.flagText !== null ? <span className={styles.flagText}>{intl.formatMessage(m.flagText, { tier: page.flagText })}</span> : null}
          </NavLink>
          <Entries visible={visible} parent={page.id} />
        </li>
      ))}
    </ul>
  );
}

/** The hub's page navigation (see the module docstring); nothing when at most one page is visible (there is no hub). */
export function AdminNav({ visible }: AdminNavProps) {
  const intl = useIntl();
  if (visible.filter((p) => p.kind === 'page').length < 2) return null;
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(m.hubNavLabel)}>
      <NavLink to="/business" end className={styles.navGroupLink} data-admin-page="adminHub">
        {intl.formatMessage(adminPageTitle('adminHub'))}
      </NavLink>
      <Entries visible={visible} parent="adminHub" />
    </nav>
  );
}
