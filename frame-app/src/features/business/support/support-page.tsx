/**
 * The business support page `/business/support` (issue #24 "impersonation support (GET/POST/DELETE, end; support
 * results cached in session storage ...)", "issue report", "contactAccountManager", "impersonation modes book and
 * view"; account-business-header-and-trips §4 impersonation mode, §6 "Company-wide impersonation support ... can be
 * managed by admins", §7 Issue reporting, Impersonation, Company contactAccountManager). A react-router route module:
 * `loader` + `Component` ({@link BusinessSupportPage}), loaded lazily (../index.ts createBusinessRoutes).
 *
 * Sections, each shown only to whom the server lets use it (./constants.ts requirements):
 * - **Get help** (every business user): "Report an issue" (./issue-report-dialog.tsx) and, for company managers,
 *   "Contact your account manager" (./contact-manager-dialog.tsx).
 * - **Support access** (COMPANY_SETTINGS_MANAGEMENT): whether support staff may act as the company's people, in which
 *   mode and until when (GET /impersonation/v1/support); turn it on or change it (mode view or book, for 1-90 days:
 *   POST) or off (DELETE, which ends every open support session).
 * - **Act as a colleague** (USER_PROFILE_VIEW_FOR_ALL): search by name or email (`?query=`, the URL updated
 *   SUPPORT_SEARCH_DEBOUNCE_MS after the last keystroke, history replaced; GET /impersonation/v1/support/users);
 *   each person with "Act as {name}", or why not (this is you; holds permissions you lack). The mode: view, or book
 *   when the grant is book and the caller holds TRIP_EVENT_BOOK_FOR_ALL (a radio group; view is first chosen, to look
 *   before booking). Starting (POST /impersonation/v1/start) reloads the auth state and lands on `/` (account §2 "/
 *   (where the user lands after a traveler is chosen)"); the banner (./impersonation-banner.tsx) says who they act as.
 * Support results (the grant and each search) are cached in session storage (./support-cache.ts): a search asked
 * again in the tab's session, or the page opened again, does not call the server.
 *
 * The loader never throws for a failed call (each section shows its failure with "Try again"); it sends a session
 * that has not proved its second factor to `/business/verify` first, like the hub. Signed out: "Sign in" (the app's
 * sign-in dialog); no business profile: a line saying support is part of the business edition.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useNavigate, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import type { AuthState, ImpersonationMode, SupportGrant, SupportUsersReply } from '@travel/contract';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, buttonClassName, SelectField, TextInputField, TextRadioGroup } from '../../../ui/index.ts';
import { loadAuthStateForLoader, mayUse, useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { BusinessSignInView } from '../sign-in-view.tsx';
import { fetchTwoFactorStatus } from '../two-factor/api.ts';
import { BUSINESS_VERIFY_ROUTE_PATH } from '../two-factor/constants.ts';
import { fetchSupportGrant, grantSupport, revokeSupport, searchSupportUsers, startImpersonation } from './api.ts';
import {
  BOOK_MODE_PERMISSION, IMPERSONATE_REQUIREMENT, SUPPORT_GRANT_DAYS_DEFAULT, SUPPORT_GRANT_DAYS_OPTIONS, SUPPORT_GRANT_REQUIREMENT,
  SUPPORT_SEARCH_DEBOUNCE_MS,
} from './constants.ts';
import { ContactManagerDialog } from './contact-manager-dialog.tsx';
import { IssueReportDialog } from './issue-report-dialog.tsx';
import { supportMessages as m } from './messages.ts';
import { BUSINESS_SUPPORT_ROUTE_PATH } from './paths.ts';
import { changeErrorText } from './view-mode.ts';
import styles from './support.module.css';

/** The search text parameter of the page. */
export const SUPPORT_QUERY_PARAM = 'query';

/** What the loader hands the page. */
export type SupportPageData =
  | { kind: 'unavailable' | 'signIn' | 'noProfile' }
  | {
    kind: 'ready';
    auth: AuthState;
    /** The grant, for company managers (absent for others). */
    grant?: Settled<SupportGrant>;
    /** The search, for support staff (absent for others). */
    search?: { query: string; result: Settled<SupportUsersReply> };
  };

/**
 * Sends a session that has not proved its second factor to the verify page (as the hub does); goes on when the
 * status cannot be read (the server still guards). @throws a react-router redirect
 */
async function requireSecondFactor(search: string, signal: AbortSignal): Promise<void> {
  let status: { verified: boolean; ssoAsserted: boolean };
  try {
    status = await fetchTwoFactorStatus(signal);
  } catch (error) {
    if (!signal.aborted) logger.warn('two-factor status not read', error);
    return;
  }
  if (!status.verified && !status.ssoAsserted) throw redirect(`${BUSINESS_VERIFY_ROUTE_PATH}?redir=${encodeURIComponent(`${BUSINESS_SUPPORT_ROUTE_PATH}${search}`)}`);
}

/** Route loader (see the module docstring); never throws but for the two-factor redirect. */
export async function loader(args: LoaderFunctionArgs): Promise<SupportPageData> {
  const auth = await loadAuthStateForLoader(args);
  if (auth === null) return { kind: 'unavailable' };
  if (!auth.loggedInSession) return { kind: 'signIn' };
  const profile = auth.businessState.businessProfile;
  if (profile === null) return { kind: 'noProfile' };
  const { signal } = args.request;
  const url = new URL(args.request.url);
  await requireSecondFactor(url.search, signal);
  // While impersonated the person's own rights apply; the support sections would act as them, so only help shows.
  const impersonated = auth.businessState.impersonation !== null;
  const query = (url.searchParams.get(SUPPORT_QUERY_PARAM) ?? '').trim();
  const [grant, search] = await Promise.all([
    !impersonated && mayUse(auth, SUPPORT_GRANT_REQUIREMENT) ? settle(fetchSupportGrant(profile.id, signal)) : undefined,
    !impersonated && mayUse(auth, IMPERSONATE_REQUIREMENT) ? settle(searchSupportUsers(profile.id, query, signal)).then((result) => ({ query, result })) : undefined,
  ]);
  for (const failed of [grant, search?.result]) if (failed && !failed.ok && !signal.aborted) logger.warn('support load failed', failed.error);
  return { kind: 'ready', auth, ...(grant ? { grant } : {}), ...(search ? { search } : {}) };
}

/** A section's load failure with "Try again". */
function LoadFailure({ error, fallback }: { error: unknown; fallback: { id: string; defaultMessage: string } }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  return (
    <div role="alert" className={styles.actions}>
      <p className={styles.error}>{apiErrorText(intl, error, fallback)}</p>
      <Button variant="secondary" onPress={() => void revalidator.revalidate()}>
        {intl.formatMessage(m.tryAgain)}
      </Button>
    </div>
  );
}

/** "Get help": report an issue, contact the account manager (company managers). */
function HelpSection({ auth }: { auth: AuthState }) {
  const intl = useIntl();
  const [open, setOpen] = useState<'issue' | 'manager' | null>(null);
  return (
    <section className={styles.section} aria-labelledby="support-help-title">
      <h2 id="support-help-title" className={styles.sectionTitle}>
        {intl.formatMessage(m.helpTitle)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(m.helpBody)}</p>
      <div className={styles.actions}>
        <Button onPress={() => setOpen('issue')}>{intl.formatMessage(m.reportIssue)}</Button>
        {mayUse(auth, SUPPORT_GRANT_REQUIREMENT) ? (
          <Button variant="secondary" onPress={() => setOpen('manager')}>
            {intl.formatMessage(m.contactManager)}
          </Button>
        ) : null}
      </div>
      <IssueReportDialog isOpen={open === 'issue'} onOpenChange={(o) => setOpen(o ? 'issue' : null)} />
      <ContactManagerDialog isOpen={open === 'manager'} onOpenChange={(o) => setOpen(o ? 'manager' : null)} />
    </section>
  );
}

/** "Support access": the company's grant, for company managers. */
function AccessSection({ auth, load }: { auth: AuthState; load: Settled<SupportGrant> }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const owner = auth.businessState.businessProfile?.id ?? '';
  const current = load.ok ? load.value : null;
  const [mode, setMode] = useState<ImpersonationMode>(current?.mode ?? 'view');
  const [days, setDays] = useState(String(SUPPORT_GRANT_DAYS_DEFAULT));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const run = async (work: () => Promise<SupportGrant>, done: string): Promise<void> => {
    setBusy(true);
    setStatus(undefined);
    setError(undefined);
    try {
      await work();
      setStatus(done);
      await revalidator.revalidate();
    } catch (e) {
      logger.warn('support access change failed', e);
      setError(changeErrorText(intl, auth, e, m.accessFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="support-access-title" aria-busy={busy || undefined}>
      <h2 id="support-access-title" className={styles.sectionTitle}>
        {intl.formatMessage(m.accessTitle)}
      </h2>
      {!load.ok ? <LoadFailure error={load.error} fallback={m.accessLoadFailed} /> : (
        <>
          <p className={styles.muted} data-testid="support-access-state">
            {current?.enabled && current.mode && current.expiresAt
              ? intl.formatMessage(m.accessOn, { mode: current.mode, date: intl.formatDate(current.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) })
              : intl.formatMessage(m.accessOff)}
          </p>
          <TextRadioGroup<ImpersonationMode>
            label={intl.formatMessage(m.modeLabel)}
            value={mode}
            onChange={setMode}
            isDisabled={busy}
            options={[
              { value: 'view', label: intl.formatMessage(m.modeView), description: intl.formatMessage(m.modeViewHint) },
              { value: 'book', label: intl.formatMessage(m.modeBook), description: intl.formatMessage(m.modeBookHint) },
            ]}
          />
          <SelectField<string>
            label={intl.formatMessage(m.daysLabel)}
            value={days}
            onChange={setDays}
            options={SUPPORT_GRANT_DAYS_OPTIONS.map((d) => ({ id: String(d), label: intl.formatMessage(m.days, { days: d }) }))}
          />
          <div className={styles.actions}>
            <Button isDisabled={busy} onPress={() => void run(() => grantSupport(owner, mode, Number(days)), intl.formatMessage(m.granted))}>
              {intl.formatMessage(current?.enabled ? m.update : m.grant)}
            </Button>
            {current?.enabled ? (
              <Button variant="secondary" isDisabled={busy} onPress={() => void run(() => revokeSupport(owner), intl.formatMessage(m.revoked))}>
                {intl.formatMessage(m.revoke)}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {status ? (
        <p role="status" className={styles.success}>
          {status}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** "Act as a colleague": search, mode and start, for support staff. */
function ActAsSection({ auth, search }: { auth: AuthState; search: { query: string; result: Settled<SupportUsersReply> } }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refreshAuthState = useRefreshAuthState();
  const reloading = useRouteDataReloading();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(search.query);
  const [mode, setMode] = useState<ImpersonationMode>('view');
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onType = (value: string): void => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(SUPPORT_QUERY_PARAM, value.trim());
        else next.delete(SUPPORT_QUERY_PARAM);
        return next;
      }, { replace: true });
    }, SUPPORT_SEARCH_DEBOUNCE_MS);
  };

  const reply = search.result.ok ? search.result.value : null;
  const grant = reply?.grant;
  const mayBook = grant?.mode === 'book' && auth.businessState.permissions.includes(BOOK_MODE_PERMISSION);
  const chosenMode: ImpersonationMode = mayBook ? mode : 'view';

  const start = async (profileId: string): Promise<void> => {
    setStarting(profileId);
    setError(undefined);
    try {
      await startImpersonation(profileId, chosenMode);
      refreshAuthState();
      void navigate('/');
    } catch (e) {
      logger.warn('impersonation start failed', e);
      setError(apiErrorText(intl, e, m.startFailed));
      setStarting(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="support-act-title">
      <h2 id="support-act-title" className={styles.sectionTitle}>
        {intl.formatMessage(m.actAsTitle)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(m.actAsIntro)}</p>
      {grant && !grant.enabled ? <p className={styles.error}>{intl.formatMessage(m.supportOff)}</p> : null}
      {grant?.enabled ? (
        mayBook ? (
          <TextRadioGroup<ImpersonationMode>
            label={intl.formatMessage(m.startModeLabel)}
            value={mode}
            onChange={setMode}
            orientation="horizontal"
            options={[
              { value: 'view', label: intl.formatMessage(m.modeView) },
              { value: 'book', label: intl.formatMessage(m.modeBook) },
            ]}
          />
        ) : (
          <p className={styles.muted}>
            {intl.formatMessage(m.modeView)}: {intl.formatMessage(grant.mode === 'book' ? m.bookNeedsPermission : m.bookNeedsGrant)}
          </p>
        )
      ) : null}
      <div className={styles.search}>
        <TextInputField type="search" label={intl.formatMessage(m.searchLabel)} value={text} onChange={onType} maxLength={200} />
      </div>
      {reloading ? (
        <p role="status" className={styles.muted}>
          {intl.formatMessage(m.searching)}
        </p>
      ) : null}
      {!search.result.ok ? <LoadFailure error={search.result.error} fallback={m.searchFailed} /> : null}
      {reply && reply.users.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.noMatch, { query: search.query })}</p> : null}
      {reply && reply.users.length > 0 ? (
        <ul className={styles.results} aria-label={intl.formatMessage(m.resultsLabel)} aria-busy={reloading || undefined}>
          {reply.users.map((u) => {
            const name = u.name ?? u.email;
            return (
              <li key={u.profileId} className={styles.result}>
                <span className={styles.person}>
                  <span className={styles.personName}>{u.name ?? intl.formatMessage(m.noName)}</span>
                  <span className={styles.muted}>{u.email}</span>
                  <span className={styles.muted}>{u.roleName}</span>
                </span>
                {u.blockedBy ? (
                  <span className={styles.muted}>{intl.formatMessage(u.blockedBy === 'SELF' ? m.blockedSelf : m.blockedHoldsMore)}</span>
                ) : (
                  <Button
                    aria-label={intl.formatMessage(m.actAs, { name })}
                    isDisabled={!grant?.enabled || starting !== null}
                    onPress={() => void start(u.profileId)}
                  >
                    {intl.formatMessage(m.actAsShort)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Signed out: the shared sign-in view (../sign-in-view.tsx) with this page's words. */
function SignInView() {
  const intl = useIntl();
  return <BusinessSignInView body={intl.formatMessage(m.signInBody)} action={intl.formatMessage(m.signIn)} />;
}

/** The page (see the module docstring). */
export function BusinessSupportPage() {
  const intl = useIntl();
  const data = useLoaderData<SupportPageData>();
  const revalidator = useRevalidator();
  let body: React.ReactNode;
  if (data.kind === 'ready') {
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
        <HelpSection auth={data.auth} />
        {data.grant ? <AccessSection auth={data.auth} load={data.grant} /> : null}
        {data.search ? <ActAsSection auth={data.auth} search={data.search} /> : null}
      </>
    );
  } else if (data.kind === 'signIn') body = <SignInView />;
  else if (data.kind === 'noProfile') {
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(m.noProfileBody)}</p>
        <Link to="/" className={buttonClassName('secondary')}>
          {intl.formatMessage(m.toFrontDoor)}
        </Link>
      </>
    );
  } else {
    body = (
      <div role="alert" className={styles.actions}>
        <p className={styles.error}>{intl.formatMessage(m.unavailable)}</p>
        <Button variant="secondary" onPress={() => void revalidator.revalidate()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  }
  return (
    <main className={styles.page} aria-labelledby="support-title">
      <h1 id="support-title" className={styles.title}>
        {intl.formatMessage(m.title)}
      </h1>
      {body}
    </main>
  );
}

export { BusinessSupportPage as Component };
