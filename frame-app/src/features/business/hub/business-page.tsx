/**
 * The `/business/*` page module (issue #24; core-and-business §5, §6; account-business-header-and-trips §2, §4, §6):
 * its LOADER decides access before anything renders (../business-access.ts: sign in, no business profile, not found,
 * 403, or the page) from the auth state the whole app shares, and loads the company for the company general page;
 * its Component renders the outcome:
 * - the admin hub at `/business`: the navigation of every visible page (hub/admin-nav.tsx) and an introduction;
 * - a group heading's path (`/business/company`, `/business/users`...): the navigation and the group's visible pages;
 * - a page: the navigation beside it (above it on narrow frames, where a link leads back to the whole list), its title
 *   and its content: the real company general form, or an honest empty state naming what the page will do and which
 *   part of the business edition builds it (page-messages.ts ADMIN_PAGE_BUILDER);
 * - onboarding pages: the progress (onboarding/onboarding-page.tsx);
 * - sign in (the sign-in dialog opens; once signed in the loader runs again), no business profile, not found, 403,
 *   or "could not load your account" with "Try again".
 * Loaded lazily: nothing of it is on the consumer front door.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useRevalidator, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { useSetAtom } from 'jotai';
import type { AdminPageDefinition, AuthState, Company, VisibleAdminPage } from '@travel/contract';
import { logger, signInRequestAtom } from '../../../state/index.ts';
import { Button, buttonClassName } from '../../../ui/index.ts';
import { loadAuthStateForLoader, useAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { businessRouteAccess, type BusinessRouteAccess, type OnboardingPageKind } from '../business-access.ts';
import { BUSINESS_SIGN_IN_REASON } from '../constants.ts';
import { businessMessages as m } from '../messages.ts';
import { ADMIN_PAGE_BUILDER, adminPageBuilderMessages, adminPageDoes, adminPageTitle } from '../page-messages.ts';
import { CompanyGeneralPage } from '../company/company-general-page.tsx';
import { fetchCompany } from '../company/company-api.ts';
import { fetchTwoFactorStatus } from '../two-factor/api.ts';
import { BUSINESS_VERIFY_ROUTE_PATH } from '../two-factor/constants.ts';
import { OnboardingPage, onboardingTitle } from '../onboarding/onboarding-page.tsx';
import { AdminNav } from './admin-nav.tsx';
import styles from './hub.module.css';

/** The company general page's data: the company, or the error that kept it from loading. */
export type CompanyLoad = { company: Company } | { error: unknown };

/** What the loader hands the page: the access outcome, the auth state it was decided on, and page data. */
export type BusinessPageData = Exclude<BusinessRouteAccess, { kind: 'single' }> & { auth: AuthState | null; company?: CompanyLoad };

/** The frame path of a `/business/*` route from its splat param (`company/general` -> `/business/company/general`). */
function businessPathOf(splat: string | undefined): string {
  return splat ? `/business/${splat}` : '/business';
}

/**
 * Sends a session that has not proved its second factor to `/business/verify?redir={path}` before any hub page renders
 * (issue #24 "Business two-factor"; core-and-business §8 MISSING_TWO_FACTOR_AUTHENTICATION): GET the two-factor status
 * (a route exempt from the factor itself). Every business call would answer 403 MISSING_TWO_FACTOR_AUTHENTICATION
 * anyway, and the API client would then navigate there; asking first keeps pages that call nothing (the hub, empty
 * pages) from showing before the factor. When the status cannot be read, the page goes on (the server still guards).
 * @throws a react-router redirect to the verify page
 */
async function requireSecondFactor(path: string, search: string, signal: AbortSignal): Promise<void> {
  let status: { verified: boolean; ssoAsserted: boolean };
  try {
    status = await fetchTwoFactorStatus(signal);
  } catch (error) {
    if (!signal.aborted) logger.warn('two-factor status not read', error);
    return;
  }
  if (!status.verified && !status.ssoAsserted) throw redirect(`${BUSINESS_VERIFY_ROUTE_PATH}?redir=${encodeURIComponent(`${path}${search}`)}`);
}

/**
 * Loader of `/business/*`: the access outcome of ../business-access.ts for the shared auth state (loaded once per
 * app), plus the company (GET /i/api/business/company/v1/) on the company general page. The hub root of a user who
 * sees one page redirects to it. Otherwise never throws: a failed company load is returned as `{ error }` and shown.
 */
export async function loader(args: LoaderFunctionArgs): Promise<BusinessPageData> {
  const auth = await loadAuthStateForLoader(args);
  const path = businessPathOf(args.params['*']);
  const access = businessRouteAccess(auth, path);
  if (access.kind === 'single') throw redirect(access.href);
  if (access.kind === 'hub' || access.kind === 'page' || access.kind === 'onboarding') await requireSecondFactor(path, new URL(args.request.url).search, args.request.signal);
  if (access.kind === 'page' && access.page.id === 'companyGeneral') {
    try {
      return { ...access, auth, company: { company: await fetchCompany(args.request.signal) } };
    } catch (error) {
      logger.warn('company load failed', error);
      return { ...access, auth, company: { error } };
    }
  }
  return { ...access, auth };
}

/** Runs the loader again on every navigation inside `/business` and after a sign-in (the default rule of react-router). */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate;
}

function AccessView({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <section className={styles.accessPage} aria-labelledby="business-access-title">
      <h1 id="business-access-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.muted}>{body}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}

/** Sign in: opens the app's sign-in dialog once, and runs the loader again when the shared auth state says signed in. */
function SignInView() {
  const intl = useIntl();
  const requestSignIn = useSetAtom(signInRequestAtom);
  const revalidator = useRevalidator();
  const auth = useAuthState();
  useEffect(() => requestSignIn({ reason: BUSINESS_SIGN_IN_REASON }), [requestSignIn]);
  const signedIn = auth?.loggedInSession === true;
  useEffect(() => {
    if (signedIn) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once per sign-in, not per revalidator identity
  }, [signedIn]);
  return (
    <AccessView title={intl.formatMessage(m.signInTitle)} body={intl.formatMessage(m.signInBody)}>
      <Button onPress={() => requestSignIn({ reason: BUSINESS_SIGN_IN_REASON })}>{intl.formatMessage(m.signInButton)}</Button>
    </AccessView>
  );
}

function FrontDoorLink() {
  const intl = useIntl();
  return (
    <Link to="/" className={buttonClassName('secondary')}>
      {intl.formatMessage(m.toFrontDoor)}
    </Link>
  );
}

/** The empty state of a page not built yet: what it will do and which part builds it. */
function EmptyPage({ page }: { page: AdminPageDefinition }) {
  const intl = useIntl();
  const does = adminPageDoes(page.id);
  const builder = ADMIN_PAGE_BUILDER[page.id];
  return (
    <div className={styles.box} data-testid="admin-page-empty">
      <p>
        <strong>{intl.formatMessage(m.emptyStateTitle)}</strong>
      </p>
      {does ? <p>{intl.formatMessage(does)}</p> : null}
      {builder ? <p>{intl.formatMessage(m.emptyStateBuiltBy, { part: intl.formatMessage(adminPageBuilderMessages[builder]) })}</p> : null}
    </div>
  );
}

/** A group heading's page: the visible pages under it. */
function GroupPage({ page, visible }: { page: AdminPageDefinition; visible: readonly VisibleAdminPage[] }) {
  const intl = useIntl();
  const children = visible.filter((p) => p.parent === page.id);
  return (
    <div className={styles.box}>
      <p>{intl.formatMessage(m.groupIntro)}</p>
      <ul className={styles.childList}>
        {children.map((child) => (
          <li key={child.id}>
            <Link to={child.path}>{intl.formatMessage(adminPageTitle(child.id))}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CompanyContent({ load }: { load: CompanyLoad | undefined }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  if (load && 'company' in load) return <CompanyGeneralPage key={load.company.id} company={load.company} />;
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.error}>{apiErrorText(intl, load?.error, m.companyLoadFailed)}</p>
      <Button variant="secondary" onPress={() => void revalidator.revalidate()}>
        {intl.formatMessage(m.tryAgain)}
      </Button>
    </div>
  );
}

/**
 * The hub layout: navigation and the page's title and content (also around the pages with a route module of their own,
 * ./admin-page-route.tsx). `title` null: the page brings its own heading (then it names its own section).
 */
export function HubLayout({ view, title, visible, children }: { view: 'hub' | 'page'; title: string | null; visible: readonly VisibleAdminPage[]; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.layout} data-view={view}>
      <AdminNav visible={visible} />
      <div className={styles.content}>
        {visible.filter((p) => p.kind === 'page').length > 1 ? (
          <Link to="/business" className={styles.backLink}>
            {intl.formatMessage(m.hubBack)}
          </Link>
        ) : null}
        {title === null ? (
          children
        ) : (
          <section aria-labelledby="business-page-title">
            <h1 id="business-page-title" className={styles.title}>
              {title}
            </h1>
            {children}
          </section>
        )}
      </div>
    </div>
  );
}

function onboardingContent(page: OnboardingPageKind, auth: AuthState) {
  return <OnboardingPage page={page} auth={auth} />;
}

/** The `/business/*` page (see the module docstring). */
export function Component() {
  const intl = useIntl();
  const data = useLoaderData<BusinessPageData>();
  const revalidator = useRevalidator();
  switch (data.kind) {
    case 'unavailable':
      return (
        <AccessView title={intl.formatMessage(m.unavailableTitle)} body={intl.formatMessage(m.unavailableBody)}>
          <Button onPress={() => void revalidator.revalidate()}>{intl.formatMessage(m.tryAgain)}</Button>
        </AccessView>
      );
    case 'signIn':
      return <SignInView />;
    case 'noProfile':
      return (
        <AccessView title={intl.formatMessage(m.noProfileTitle)} body={intl.formatMessage(m.noProfileBody)}>
          <FrontDoorLink />
        </AccessView>
      );
    case 'notFound':
      return (
        <AccessView title={intl.formatMessage(m.notFoundTitle)} body={intl.formatMessage(m.notFoundBody)}>
          <FrontDoorLink />
        </AccessView>
      );
    case 'forbidden':
      return (
        <div data-status="403">
          <AccessView title={intl.formatMessage(m.forbiddenTitle)} body={intl.formatMessage(m.forbiddenBody)}>
            <FrontDoorLink />
          </AccessView>
        </div>
      );
    case 'onboarding':
      return (
        <HubLayout view="page" title={intl.formatMessage(onboardingTitle(data.page))} visible={data.visible}>
          {data.auth ? onboardingContent(data.page, data.auth) : null}
        </HubLayout>
      );
    case 'hub':
      return (
        <HubLayout view="hub" title={intl.formatMessage(m.hubTitle)} visible={data.visible}>
          <p className={styles.muted}>{intl.formatMessage(m.hubIntro, { company: data.auth?.businessState.businessProfile?.companyName ?? '' })}</p>
        </HubLayout>
      );
    case 'page': {
      const { page } = data;
      const content = page.kind === 'group'
        ? <GroupPage page={page} visible={data.visible} />
        : page.id === 'companyGeneral' ? <CompanyContent load={data.company} /> : <EmptyPage page={page} />;
      return (
        <HubLayout view="page" title={intl.formatMessage(adminPageTitle(page.id))} visible={data.visible}>
          {content}
        </HubLayout>
      );
    }
  }
}
