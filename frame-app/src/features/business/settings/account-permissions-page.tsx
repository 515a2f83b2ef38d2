/**
 * The admin hub's account permissions page `/business/account-permissions` (issue #24 "account permissions";
 * core-and-business §3 traveler visibility, §6 "/business/account-permissions | flag, default off", booking mode and
 * the access rule; contract ADMIN_PAGES row `accountPermissions`: COMPANY_SETTINGS_MANAGEMENT and the company's
 * `accountPermissions` switch). A react-router route module: `loader` + `Component`.
 *
 * What the server's account permissions data holds (GET {base}/accountPermissions: the booking mode, every role with
 * its permissions and holders, the permission catalogue), made usable:
 * - Two switches, the company's account-level permissions (contract business.ts: booking mode and traveler visibility
 *   are two settings sharing one value set):
 *   - "Travel managers can book for travelers": the booking mode, TRAVELER_OR_TRAVEL_MANAGER when on, TRAVELER_ONLY
 *     when off (core §6: it also shows or hides "Trips to book"); PUT /i/api/business/company/v1/ `{ bookingMode }`;
 *   - "Travel managers can see travelers' trips": `settings.travelerVisibility` (core §3), PUT `{ settings: {
 *     travelerVisibility } }` (read from GET /i/api/business/company/v1/).
 *   Each switch saves at once (no Save button, like the platform's settings switches), is disabled while saving, and
 *   says the outcome in a polite status line; a refusal shows the envelope's text (apiErrorText) as an alert and the
 *   switch goes back. After a booking mode change the shared auth state is reloaded (the hub's pages follow it).
 * - "What each role may do": every role of the company (built-in and custom), each a section that opens to its
 *   permissions with the catalogue's line of what each allows (the server's published table, in English, as the
 *   roles page shows it). Read-only here: built-in roles cannot change, custom roles change on the Roles page (a link
 *   when that page is visible to the user).
 * The loader asks both calls with the router's abort signal; it never throws: a failure shows with "Try again".
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import type { AccountPermissionsReply, BookingMode, Company } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Accordion, Button, Toggle, ToggleSwitch } from '../../../ui/index.ts';
import { loadAuthStateForLoader, useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { visibleAdminPagesOf } from '../business-access.ts';
import { fetchCompany, updateCompany } from '../company/company-api.ts';
import { fetchAccountPermissions } from './api.ts';
import { accountPermissionsMessages as m, settingsMessages as s } from './messages.ts';
import styles from './settings.module.css';

/** What the loader hands the page: both calls' outcome, and the Roles page's path when the user sees it. */
export interface AccountPermissionsData {
  result: Settled<{ permissions: AccountPermissionsReply; company: Company }>;
  rolesHref: string | null;
}

/** Route loader (see the module docstring); never throws. */
export async function loader(args: LoaderFunctionArgs): Promise<AccountPermissionsData> {
  const { signal } = args.request;
  const [result, auth] = await Promise.all([
    settle(Promise.all([fetchAccountPermissions(signal), fetchCompany(signal)]).then(([permissions, company]) => ({ permissions, company }))),
    loadAuthStateForLoader(args),
  ]);
  if (!result.ok && !signal.aborted) logger.warn('account permissions load failed', result.error);
  const roles = auth ? visibleAdminPagesOf(auth).find((p) => p.id === 'roles') : undefined;
  return { result, rolesHref: roles?.path ?? null };
}

const MANAGERS: BookingMode = 'TRAVELER_OR_TRAVEL_MANAGER';
const TRAVELERS: BookingMode = 'TRAVELER_ONLY';

type SwitchId = 'booking' | 'visibility';

/** The two switches (see the module docstring). */
function AccountSwitches({ bookingMode, visibility }: { bookingMode: BookingMode; visibility: BookingMode }) {
  const intl = useIntl();
  const refreshAuthState = useRefreshAuthState();
  const { revalidate } = useRevalidator();
  const [values, setValues] = useState({ booking: bookingMode === MANAGERS, visibility: visibility === MANAGERS });
  const [pending, setPending] = useState<SwitchId | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | undefined>();

  const change = async (id: SwitchId, on: boolean) => {
    const mode = on ? MANAGERS : TRAVELERS;
    setPending(id);
    setError(undefined);
    setNotice('');
    setValues((v) => ({ ...v, [id]: on }));
    try {
      const saved = await updateCompany(id === 'booking' ? { bookingMode: mode } : { settings: { travelerVisibility: mode } });
      const now = id === 'booking' ? saved.bookingMode === MANAGERS : saved.settings.travelerVisibility === MANAGERS;
      setValues((v) => ({ ...v, [id]: now }));
      setNotice(intl.formatMessage(id === 'booking' ? m.savedBooking : m.savedVisibility, { on: String(now) }));
      if (id === 'booking') refreshAuthState();
      void revalidate();
    } catch (e) {
      logger.warn('account permission switch refused', e);
      setValues((v) => ({ ...v, [id]: !on }));
      setError(apiErrorText(intl, e, s.actionFailed));
    } finally {
      setPending(null);
    }
  };

  const row = (id: SwitchId, label: string, on: string, off: string) => (
    <div className={styles.switchRow}>
      <Toggle isSelected={values[id]} onChange={(next) => void change(id, next)}>
        <ToggleSwitch isDisabled={pending !== null}>{label}</ToggleSwitch>
      </Toggle>
      <p className={styles.muted}>{values[id] ? on : off}</p>
    </div>
  );

  return (
    <>
      {row('booking', intl.formatMessage(m.bookingSwitch), intl.formatMessage(m.bookingOn), intl.formatMessage(m.bookingOff))}
      {row('visibility', intl.formatMessage(m.visibilitySwitch), intl.formatMessage(m.visibilityOn), intl.formatMessage(m.visibilityOff))}
      <p role="status" className={styles.notice}>
        {pending !== null ? intl.formatMessage(s.saving) : notice}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The roles and what each holds, one section each (read-only). */
function RolesList({ reply, rolesHref }: { reply: AccountPermissionsReply; rolesHref: string | null }) {
  const intl = useIntl();
  const catalogue = new Map(reply.permissions.map((p) => [p.permission, p]));
  return (
    <>
      <p className={styles.muted}>{intl.formatMessage(m.rolesIntro)}</p>
      {rolesHref ? (
        <Link className={styles.link} to={rolesHref}>
          {intl.formatMessage(m.rolesEdit)}
        </Link>
      ) : null}
      <Accordion
        items={reply.roles.map((role) => ({
          id: String(role.id),
          title: role.name,
          content: (
            <div className={styles.section}>
              <p className={styles.muted}>
                <span className={styles.badge}>{intl.formatMessage(role.builtInRole ? m.builtIn : m.custom)}</span>{' '}
                {intl.formatMessage(m.roleSummary, { users: role.memberCount, permissions: role.permissions.length })}
              </p>
              {role.permissions.length === 0 ? (
                <p className={styles.muted}>{intl.formatMessage(m.noPermissions)}</p>
              ) : (
                <ul className={styles.permissionList}>
                  {role.permissions.map((permission) => {
                    const line = catalogue.get(permission);
                    return (
                      <li key={permission}>
                        <span className={styles.permissionName}>{permission}</span>
                        {line ? (
                          <p className={styles.muted}>
                            {line.allows}
                            {line.reserved ? ` ${intl.formatMessage(m.reserved)}` : null}
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          ),
        }))}
      />
    </>
  );
}

/** The account permissions page (react-router lazy route module export; see the module docstring). */
export function AccountPermissionsPage() {
  const intl = useIntl();
  const data = useLoaderData() as AccountPermissionsData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const switchesId = useId();
  const rolesId = useId();

  if (!data.result.ok) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <div role="alert" className={styles.errorBox}>
          <p className={styles.error}>{apiErrorText(intl, data.result.error, m.loadFailed)}</p>
          <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
            {intl.formatMessage(s.tryAgain)}
          </Button>
        </div>
      </section>
    );
  }
  const { permissions, company } = data.result.value;
  return (
    <section className={styles.page} aria-labelledby={titleId} aria-busy={reloading}>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h1>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <section className={styles.section} aria-labelledby={switchesId}>
        <h2 id={switchesId} className={styles.sectionTitle}>
          {intl.formatMessage(m.switchesTitle)}
        </h2>
        <AccountSwitches bookingMode={permissions.bookingMode} visibility={company.settings.travelerVisibility} />
      </section>
      <section className={styles.section} aria-labelledby={rolesId}>
        <h2 id={rolesId} className={styles.sectionTitle}>
          {intl.formatMessage(m.rolesTitle)}
        </h2>
        <RolesList reply={permissions} rolesHref={data.rolesHref} />
      </section>
    </section>
  );
}

/** The route module's page. */
export const Component = AccountPermissionsPage;
