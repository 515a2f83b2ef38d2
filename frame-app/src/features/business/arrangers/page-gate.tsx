/**
 * The guard of the traveler's booking-on-behalf pages (not admin hub pages: every traveler's, so each loader guards
 * itself, like the support page): the auth state, signed in, a business profile, the page's own rule, and a session
 * that has proved its second factor (sent to `/business/verify?redir=` first, as the hub does). The server checks
 * every call again; this only chooses what the page shows.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { redirect, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import type { AuthState } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Button, buttonClassName } from '../../../ui/index.ts';
import { loadAuthStateForLoader } from '../../access/index.ts';
import { BusinessSignInView } from '../sign-in-view.tsx';
import { fetchTwoFactorStatus } from '../two-factor/api.ts';
import { BUSINESS_VERIFY_ROUTE_PATH } from '../two-factor/constants.ts';
import { arrangersCommonMessages as m } from './messages.ts';
import styles from './arrangers.module.css';

/** Why a page does not show: the auth state could not be read, signed out, no business profile, the rule refuses. */
export type GateRefusal = { kind: 'unavailable' | 'signIn' | 'noProfile' | 'notAllowed' };

/**
 * Runs the guard (see the module docstring).
 * @param pagePath the page's route path (the verify page returns to it with the request's query; the request URL's
 *   own pathname carries the router's basename, which `redir` must not)
 * @param allowed the page's own rule over the auth state
 * @returns the refusal, or the auth state when the page may show
 * @throws a react-router redirect to the two-factor page
 */
export async function gatePage(args: LoaderFunctionArgs, pagePath: string, allowed: (auth: AuthState) => boolean): Promise<GateRefusal | { kind: 'ready'; auth: AuthState }> {
  const auth = await loadAuthStateForLoader(args);
  if (auth === null) return { kind: 'unavailable' };
  if (!auth.loggedInSession) return { kind: 'signIn' };
  if (auth.businessState.businessProfile === null) return { kind: 'noProfile' };
  if (!allowed(auth)) return { kind: 'notAllowed' };
  const { signal } = args.request;
  let status: { verified: boolean; ssoAsserted: boolean } | null = null;
  try {
    status = await fetchTwoFactorStatus(signal);
  } catch (error) {
    if (!signal.aborted) logger.warn('two-factor status not read', error);
  }
  if (status && !status.verified && !status.ssoAsserted) {
    throw redirect(`${BUSINESS_VERIFY_ROUTE_PATH}?redir=${encodeURIComponent(`${pagePath}${new URL(args.request.url).search}`)}`);
  }
  return { kind: 'ready', auth };
}

/** Signed out: the shared sign-in view (../sign-in-view.tsx) with this page's words. */
function SignInView() {
  const intl = useIntl();
  return <BusinessSignInView body={intl.formatMessage(m.signInBody)} action={intl.formatMessage(m.signIn)} />;
}

/** What a refused page shows under its title. */
export function GateRefusalView({ refusal }: { refusal: GateRefusal }): ReactNode {
  const intl = useIntl();
  const revalidator = useRevalidator();
  if (refusal.kind === 'signIn') return <SignInView />;
  if (refusal.kind === 'unavailable') {
    return (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.unavailable)}</p>
        <Button variant="secondary" onPress={() => void revalidator.revalidate()}>{intl.formatMessage(m.tryAgain)}</Button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.muted}>{intl.formatMessage(refusal.kind === 'noProfile' ? m.noProfile : m.notAllowed)}</p>
      <Link to="/" className={buttonClassName('secondary')}>{intl.formatMessage(m.toFrontDoor)}</Link>
    </>
  );
}
