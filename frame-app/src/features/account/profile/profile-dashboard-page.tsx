/**
 * The profile dashboard `/profile` and `/profile/{section}` (account-business-header-and-trips §2 "Paths and links":
 * "/profile/{section} (default section: dashboard)"; issue #9). `/profile/account` is its own page (profile-page.tsx).
 *
 * - `/profile` and `/profile/dashboard`: "Your profile", an overview of the signed-in account (name, email, and how
 *   many saved travelers, passkeys, linked accounts and bookings it has; a count that could not be loaded says "Not
 *   available right now") and the profile sections: "Account" (`/profile/account`) and "Your bookings"
 *   (`/profile/account#your-bookings`).
 * - Any other section (`/profile/anything`): "Profile section not found" naming the section, with a link back to
 *   `/profile`; its loader makes no call.
 * - Signed out: "Sign in to see your account." and the sign-in dialog, exactly as the account page (the shared loader
 *   and page rules of profile-data.ts); once signed in, the loader runs again and the dashboard shows.
 * The account menu has no entry for it (§2 lists none; its "Account" entry leads to `/profile/account`, the §2 table);
 * the account page links to it as "Your profile".
 */
import { useIntl } from 'react-intl';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { Button } from '../../../ui/button.tsx';
import type { Settled } from '../../../api/route-data.ts';
import { PROFILE_ACCOUNT_ROUTE_PATH, PROFILE_DEFAULT_SECTION, PROFILE_ROUTE_PATH } from './profile-paths.ts';
import { accountMenuMessages as m } from '../menu/account-menu-messages.ts';
import { TRIPS_ENTRY_FALLBACK_HREF } from '../menu/account-menu-entries.ts';
import { loadAccountData, useAccountPageSync, type AccountData } from './profile-data.ts';
import styles from './profile-page.module.css';

/** The loader's answer: `unknown` for a section other than the dashboard, else the account's data (null signed out). */
export type ProfileDashboardData = 'unknown' | AccountData;

function isDashboard(section: string | undefined): boolean {
  return section === undefined || section === PROFILE_DEFAULT_SECTION;
}

/** Route loader: the signed-in account's data for the dashboard (profile-data.ts); no call for an unknown section. */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<ProfileDashboardData> {
  if (!isDashboard(params.section)) return 'unknown';
  return loadAccountData(request.signal);
}

/** The page. */
export function Component() {
  const { section } = useParams();
  const data = useLoaderData() as ProfileDashboardData;
  if (!isDashboard(section) || data === 'unknown') return <UnknownSection section={section ?? ''} />;
  return <Dashboard data={data} />;
}

function UnknownSection({ section }: { section: string }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(m.dashboardUnknownTitle)}</h1>
      <p>{intl.formatMessage(m.dashboardUnknownSection, { section })}</p>
      <Link to={PROFILE_ROUTE_PATH}>{intl.formatMessage(m.dashboardBackLink)}</Link>
    </div>
  );
}

function Dashboard({ data }: { data: AccountData }) {
  const intl = useIntl();
  const { auth, signedIn, stale, revalidate } = useAccountPageSync(data);
  if (auth === undefined) return null;
  if (!signedIn) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(m.dashboardTitle)}</h1>
        <p>{intl.formatMessage(m.profileSignInNeeded)}</p>
      </div>
    );
  }
  if (!data) return null;
  if (!data.profile.ok) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(m.dashboardTitle)}</h1>
        <p role="alert">{intl.formatMessage(m.profileLoadFailed)}</p>
        <Button variant="secondary" onPress={() => revalidate()}>
          {intl.formatMessage(m.profileRetry)}
        </Button>
      </div>
    );
  }
  const profile = data.profile.value;
  const count = (outcome: Settled<{ length: number }>): string => (outcome.ok ? intl.formatNumber(outcome.value.length) : intl.formatMessage(m.dashboardUnavailable));
  const linked: Settled<{ length: number }> = data.linked.ok ? { ok: true, value: data.linked.value.identities } : data.linked;
  const facts: [string, string][] = [
    [intl.formatMessage(m.profileName), profile.name || intl.formatMessage(m.dashboardNoName)],
    [intl.formatMessage(m.profileEmail), profile.email],
    [intl.formatMessage(m.dashboardTravelersLabel), count(data.travelers)],
    [intl.formatMessage(m.dashboardPasskeysLabel), count(data.passkeys)],
    [intl.formatMessage(m.dashboardLinkedLabel), count(linked)],
    [intl.formatMessage(m.dashboardBookingsLabel), count(data.bookings)],
  ];
  return (
    <div className={styles.page} aria-busy={stale} inert={stale}>
      <h1 className={styles.title}>{intl.formatMessage(m.dashboardTitle)}</h1>
      <section className={styles.section} aria-labelledby="profile-overview">
        <h2 id="profile-overview" className={styles.sectionTitle}>
          {intl.formatMessage(m.dashboardOverview)}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <nav className={styles.section} aria-label={intl.formatMessage(m.dashboardSections)}>
        <ul className={styles.list}>
          <li className={styles.listItem}>
            <Link to={PROFILE_ACCOUNT_ROUTE_PATH}>{intl.formatMessage(m.dashboardAccountLink)}</Link>
            <span className={styles.muted}>{intl.formatMessage(m.dashboardAccountHint)}</span>
          </li>
          <li className={styles.listItem}>
            <Link to={TRIPS_ENTRY_FALLBACK_HREF}>{intl.formatMessage(m.dashboardBookingsLink)}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
