/**
 * The page the Biz+ confirmation email opens: `/business/biz-plus-upgrade/confirm#token={token}` (account-business-
 * header-and-trips §7 "POST /v2/bizPlus/signup, /bizPlus/trackEmailConfirmationClick", "/bizPlus/sendConfirmation";
 * issue #24 "the bizPlus calls"). The mailed link reaches the frame through the server's mailed-links redirect; the
 * token stays in the URL fragment. The hub's guard runs first (./biz-plus-confirm-route.ts).
 *
 * Reading: like the deletion link, opening the link changes nothing by itself (mail scanners open links): the page
 * names the company and "Confirm the upgrade" POSTs trackEmailConfirmationClick `{ token }`, which completes the signup.
 * Outcomes: done (the auth state reloads: the Biz+ features show at once), used or unknown (404), a link without its
 * token (nothing is sent), or another failure (the envelope's text, apiErrorText). Each offers the Biz+ page.
 */
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button, buttonClassName } from '../../../ui/index.ts';
import { useAuthState, useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { confirmBizPlusByLink } from './api.ts';
import { planMessages as m } from './messages.ts';
import { BIZ_PLUS_UPGRADE_ROUTE_PATH } from './paths.ts';
import hub from '../hub/hub.module.css';
import styles from './plan.module.css';

/** The link's token from the fragment (`#token=`), or null. */
export function bizPlusTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length >= 16 ? token : null;
}

/** Route loader: nothing to load (the page asks before it confirms). */
export function loader(): Record<string, never> {
  return {};
}

/** The Biz+ confirmation page (see the module docstring). */
export function BizPlusConfirmPage() {
  const intl = useIntl();
  const location = useLocation();
  const auth = useAuthState();
  const refreshAuthState = useRefreshAuthState();
  const titleId = useId();
  const token = bizPlusTokenOf(location.hash);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<{ done: boolean; text: string } | null>(null);
  const known = useRef('');
  known.current = auth?.businessState.businessProfile?.companyName ?? known.current;

  const confirm = async (value: string) => {
    setWorking(true);
    try {
      await confirmBizPlusByLink(value);
      setOutcome({ done: true, text: intl.formatMessage(m.upgraded) });
      refreshAuthState();
    } catch (e) {
      logger.warn('Biz+ confirmation refused', e);
      const used = e instanceof ApiRequestError && e.hasCode('NOT_FOUND');
      setOutcome({ done: false, text: used ? intl.formatMessage(m.linkUsed) : apiErrorText(intl, e, m.actionFailed) });
    } finally {
      setWorking(false);
    }
  };

  const result = outcome ?? (token === null ? { done: false, text: intl.formatMessage(m.linkMissing) } : null);
  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <h1 id={titleId} className={hub.title}>
        {intl.formatMessage(m.confirmTitle)}
      </h1>
      {result === null ? (
        <div className={hub.box}>
          <p>{intl.formatMessage(m.confirmBody, { company: known.current })}</p>
          <Button isDisabled={working} onPress={() => token && void confirm(token)}>
            {intl.formatMessage(working ? m.working : m.confirmButton)}
          </Button>
        </div>
      ) : (
        <div className={hub.box}>
          <p role={result.done ? 'status' : 'alert'} className={result.done ? hub.success : hub.error}>
            {result.text}
          </p>
          <div className={hub.actions}>
            <Link to={BIZ_PLUS_UPGRADE_ROUTE_PATH} className={buttonClassName('secondary')}>
              {intl.formatMessage(m.toPlan)}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

/** The route module's page. */
export const Component = BizPlusConfirmPage;
