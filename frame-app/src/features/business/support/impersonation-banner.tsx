/**
 * The banner shown while a support user acts as someone (issue #24 "impersonation support ... end", "impersonation
 * modes book and view"; account-business-header-and-trips §4 "Impersonation mode is book or view", §7 Impersonation
 * POST /impersonation/v1/end). It sits at the top of every page's content (the root layout mounts it through
 * ./banner-gate.tsx only while the auth state's `businessState.impersonation` is set), so it is always in view at the
 * top of the page:
 * - "You are acting as {name} ({mode})", where name is the person's name (else email) and mode "book mode" / "view
 *   mode"; "Signed in as {support user's email}. Every action is recorded with your name."; in view mode also "View
 *   mode: any change you try is refused." (the server answers 403 to every change; ./view-mode.ts words it).
 * - "End" (accessible name "End acting as {name}"): POST /impersonation/v1/end, then the auth state is loaded again
 *   (the support user's own session) and the support page opens, where the search started. While ending the button
 *   says "Ending…" and is disabled; a failure says so in an alert (404, nothing to end any more: the auth state is
 *   loaded again, so a stale banner goes away).
 * A region landmark named "Support session"; brand warning colours, wraps from 320 px.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { AuthState } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { useRefreshAuthState } from '../../access/index.ts';
import { endImpersonation } from './api.ts';
import { supportMessages as m } from './messages.ts';
import { BUSINESS_SUPPORT_ROUTE_PATH } from './paths.ts';
import styles from './impersonation-banner.module.css';

/** Props of {@link ImpersonationBanner}: the shared auth state, with `businessState.impersonation` set. */
export interface ImpersonationBannerProps {
  auth: AuthState;
}

/** See the module docstring. */
export function ImpersonationBanner({ auth }: ImpersonationBannerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refreshAuthState = useRefreshAuthState();
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);
  const imp = auth.businessState.impersonation;
  if (!imp) return null;
  const name = auth.userInfoState.accountName ?? auth.userInfoState.accountEmail?.email ?? '';

  const end = async (): Promise<void> => {
    setEnding(true);
    setFailed(false);
    try {
      await endImpersonation();
      refreshAuthState();
      void navigate(BUSINESS_SUPPORT_ROUTE_PATH);
    } catch (e) {
      logger.warn('impersonation end failed', e);
      if (e instanceof ApiRequestError && e.hasCode('NOT_FOUND')) refreshAuthState();
      else setFailed(true);
      setEnding(false);
    }
  };

  return (
    <section className={styles.banner} aria-label={intl.formatMessage(m.bannerLabel)} data-mode={imp.mode} data-testid="impersonation-banner">
      <div className={styles.text}>
        <p className={styles.title}>{intl.formatMessage(m.bannerText, { name, mode: imp.mode })}</p>
        <p className={styles.detail}>{intl.formatMessage(m.bannerBy, { email: imp.impersonatorEmail })}</p>
        {imp.mode === 'view' ? <p className={styles.detail}>{intl.formatMessage(m.bannerViewOnly)}</p> : null}
        {failed ? (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(m.endFailed)}
          </p>
        ) : null}
      </div>
      <Button aria-label={intl.formatMessage(m.endLabel, { name })} isDisabled={ending} onPress={() => void end()}>
        {intl.formatMessage(ending ? m.ending : m.end)}
      </Button>
    </section>
  );
}
