/**
 * The header's business controls for a user with a business profile (core-and-business §5 "The business entry shows
 * only in business mode", §6 admin hub link; account-business-header-and-trips §4 account-type toggle, §6):
 * - the account-type toggle: two pressed-state buttons, Personal and Business, the current side pressed. Pressing the
 *   other side calls businessToggleUrl + accountType ({@link toggleAccountType}), reloads the shared auth state and
 *   follows the returned path (the current page by default); a failure says so and leaves the side unchanged;
 * - in business mode, the admin hub link (contract adminHubLink on the pages the user sees): to the single visible
 *   page when only one is visible, else to the hub root; shown disabled (not a link) when the only page is trips to
 *   approve (it has its own menu entry); absent when no page is visible (a traveler has no admin hub).
 * On frames narrower than the header needs (below 600 px) both move out of the header row: the account menu carries
 * the same toggle and the admin hub entry (account feature), so nothing pushes the row into a horizontal scroll.
 */
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { adminHubLink, type AccountType, type AuthState } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { useRefreshAuthState } from '../../access/index.ts';
import { visibleAdminPagesOf } from '../business-access.ts';
import { businessMessages as m } from '../messages.ts';
import { toggleAccountType } from './account-type.ts';
import styles from './business-header.module.css';

/** Props of {@link BusinessHeaderControls}. */
export interface BusinessHeaderControlsProps {
  /** The shared auth state (signed in, with a business profile). */
  auth: AuthState;
}

/** The account-type toggle (see the module docstring): Personal and Business, the current side pressed. */
export function AccountTypeToggle({ auth }: BusinessHeaderControlsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const refreshAuthState = useRefreshAuthState();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<AccountType | null>(null);
  const current: AccountType = auth.businessState.businessMode ? 'business' : 'personal';

  const switchTo = async (side: AccountType): Promise<void> => {
    if (side === current || busy) return;
    setBusy(true);
    setFailed(null);
    try {
      const result = await toggleAccountType(`${location.pathname}${location.search}`);
      refreshAuthState();
      void navigate(result.url, { replace: true });
    } catch (error) {
      logger.warn('account type switch failed', error);
      setFailed(side);
    } finally {
      setBusy(false);
    }
  };

  const option = (side: AccountType) => (
    <button
      type="button"
      className={styles.toggleOption}
      aria-pressed={side === current}
      disabled={busy}
      onClick={() => void switchTo(side)}
    >
      {intl.formatMessage(side === 'business' ? m.toggleBusiness : m.togglePersonal)}
    </button>
  );

  return (
    <>
      <div role="group" className={styles.toggle} aria-label={intl.formatMessage(m.toggleLabel)} aria-busy={busy || undefined}>
        {option('personal')}
        {option('business')}
      </div>
      {failed ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(m.toggleFailed, { side: failed })}
        </p>
      ) : null}
    </>
  );
}

/** The admin hub link of the business header (see the module docstring); null when there is nothing to link to. */
export function AdminHubLinkView({ auth }: BusinessHeaderControlsProps) {
  const intl = useIntl();
  if (!auth.businessState.businessMode) return null;
  const link = adminHubLink(visibleAdminPagesOf(auth));
  if (link === null) return null;
  const label = intl.formatMessage(m.adminHubLink);
  if (link.disabled) {
    return (
      <span className={styles.adminHubLink} aria-disabled="true" data-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <Link to={link.href} className={styles.adminHubLink} data-testid="admin-hub-link">
      {label}
    </Link>
  );
}

/** The book-for-other panel (../book-for/, issue #25): its own chunk, loaded only for users who book for others. */
const LazyBookForPanel = lazy(() => import('../book-for/index.ts').then((module) => ({ default: module.BookForPanel })));

/**
 * The header's business controls (see the module docstring), plus the book-for-other panel's trigger for a business
 * user on the business side who holds a book-for permission (account-business-header-and-trips §2, §6). The trigger
 * stays in the header row on phones too (it shortens), unlike the toggle and the hub link.
 */
export function BusinessHeaderControls({ auth }: BusinessHeaderControlsProps) {
  const b = auth.businessState;
  const booksForOthers = b.businessMode && (b.travelArranger || b.permissions.includes('TRIP_EVENT_BOOK_FOR_GUEST'));
  return (
    <>
      {booksForOthers ? (
        <Suspense fallback={null}>
          <LazyBookForPanel auth={auth} />
        </Suspense>
      ) : null}
      <div className={styles.controls} data-business-mode={b.businessMode}>
        <AdminHubLinkView auth={auth} />
        <AccountTypeToggle auth={auth} />
      </div>
    </>
  );
}
