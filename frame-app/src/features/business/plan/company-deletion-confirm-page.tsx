/**
 * The page the company deletion email opens: `/business/company/delete/{confirmationCode}/{requestTime}/{token}`
 * (issue #24 "company deletion (email, then DELETE /{confirmationCode}/{requestTime}/{token} confirms it)";
 * account-business-header-and-trips §7 Company). The mailed link points at the product origin and is redirected to the
 * frame's own page (server mailed-links.ts); the hub's guard runs first (sign in, second factor, the company general
 * page's rule COMPANY_SETTINGS_MANAGEMENT: ./index.ts).
 *
 * Reading: opening the link does not delete by itself - mail scanners and link previews open links - the page names
 * the company and asks for one more press of "Delete {company}", which sends the DELETE. The outcome replaces the
 * button: done (the auth state reloads: the person is a consumer again), expired (400 VALIDATION_ERROR: ask for a new
 * link on the company page), used or unknown (404 NOT_FOUND), not valid (403 FORBIDDEN: a changed link, or a caller who
 * may not delete). A link opened after its company was deleted never reaches this page: the guard finds no business
 * profile and says so.
 */
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Link } from '../../../ui/router-link.tsx';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button, buttonClassName } from '../../../ui/index.ts';
import { useAuthState, useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { confirmCompanyDeletion } from './api.ts';
import { deletionMessages as m } from './messages.ts';
import { COMPANY_DELETION_GUARD_PATH } from './paths.ts';
import hub from '../hub/hub.module.css';
import styles from './plan.module.css';

/** The outcome of the confirmation. */
export type DeletionOutcome = 'done' | 'expired' | 'used' | 'invalid' | 'failed';

/** The outcome an error of the DELETE call means (see the module docstring). */
export function deletionOutcomeOf(error: unknown): DeletionOutcome {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.hasCode('VALIDATION_ERROR')) return 'expired';
  if (error.hasCode('NOT_FOUND')) return 'used';
  if (error.hasCode('FORBIDDEN')) return 'invalid';
  return 'failed';
}

/** Route loader: nothing to load (the page asks before it deletes); the params come from the URL. */
export function loader(): Record<string, never> {
  return {};
}

/** The deletion confirmation page (see the module docstring). */
export function CompanyDeletionConfirmPage() {
  const intl = useIntl();
  const params = useParams();
  const auth = useAuthState();
  const refreshAuthState = useRefreshAuthState();
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: DeletionOutcome; text?: string } | null>(null);
  // The last name the auth state gave: once deleted, the reloaded auth state no longer names the company.
  const known = useRef('');
  known.current = auth?.businessState.businessProfile?.companyName ?? known.current;
  const company = known.current;

  const confirm = async () => {
    setDeleting(true);
    try {
      await confirmCompanyDeletion({ confirmationCode: params.confirmationCode ?? '', requestTime: params.requestTime ?? '', token: params.token ?? '' });
      setOutcome({ kind: 'done' });
      refreshAuthState();
    } catch (e) {
      logger.warn('company deletion refused', e);
      const kind = deletionOutcomeOf(e);
      setOutcome({ kind, text: kind === 'failed' ? apiErrorText(intl, e, m.used) : undefined });
    } finally {
      setDeleting(false);
    }
  };

  const outcomeText = (o: { kind: DeletionOutcome; text?: string | undefined }) =>
    o.kind === 'done' ? intl.formatMessage(m.done, { company }) : o.kind === 'failed' ? (o.text ?? '') : intl.formatMessage(m[o.kind]);

  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <h1 id={titleId} className={hub.title}>
        {intl.formatMessage(m.confirmTitle)}
      </h1>
      {outcome === null ? (
        <div className={styles.danger}>
          <p>{intl.formatMessage(m.confirmBody, { company })}</p>
          <Button isDisabled={deleting} onPress={() => void confirm()}>
            {intl.formatMessage(deleting ? m.deleting : m.confirm, { company })}
          </Button>
        </div>
      ) : (
        <div className={hub.box}>
          <p role={outcome.kind === 'done' ? 'status' : 'alert'} className={outcome.kind === 'done' ? hub.success : hub.error} data-outcome={outcome.kind}>
            {outcomeText(outcome)}
          </p>
          <div className={hub.actions}>
            {outcome.kind === 'done' ? (
              <Link to="/" className={buttonClassName('secondary')}>
                {intl.formatMessage(m.toFrontDoor)}
              </Link>
            ) : (
              <Link to={COMPANY_DELETION_GUARD_PATH} className={buttonClassName('secondary')}>
                {intl.formatMessage(m.toCompany)}
              </Link>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** The route module's page. */
export const Component = CompanyDeletionConfirmPage;
