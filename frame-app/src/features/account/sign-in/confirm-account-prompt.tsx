/**
 * The confirm-account prompt (account-business-header-and-trips §4 "Account-related prompts: an unconfirmed account
 * shows confirm-account"; §3 Auth state `unconfirmedAccount`; §2 `/s/ident/resend` takes a `redir` parameter holding
 * the current page). A dismissable notice for a signed-in account whose email is not confirmed: it says where the link
 * went, "Resend email" is a link to `/s/ident/resend?redir={current page}` (the server mails a new link and comes back
 * to this page with `#confirmation-sent`, and the notice then says it was sent), "Dismiss" hides it until the frame
 * reloads (a choice: the spec does not say how long a dismissal lasts). Nothing while signed out, confirmed, or the
 * auth state is unknown. Plain elements (it is on the first page; react-aria's chunk loads later).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IDENT_RESEND_PATH, IDENT_RESENT_FRAGMENT } from '@travel/contract';
import { buttonClassName } from '../../../ui/button-class.ts';
import { useAuthState } from '../../chrome/index.ts';
import { accountMessages as m } from '../messages.ts';
import styles from '../notice.module.css';

/** `/s/ident/resend?redir=` for the page the frame shows now (path and query; the server accepts only such a path). */
export function resendConfirmationHref(location: { pathname: string; search: string }): string {
  return `${IDENT_RESEND_PATH}?redir=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** The notice; mount it once next to the sign-in dialog (root layout). */
export function ConfirmAccountPrompt() {
  const intl = useIntl();
  const auth = useAuthState();
  const [dismissed, setDismissed] = useState(false);
  const [justSent] = useState(() => window.location.hash === `#${IDENT_RESENT_FRAGMENT}`);
  if (dismissed || !auth?.loggedInSession || !auth.unconfirmedAccount) return null;
  const email = auth.userInfoState.accountEmail?.email ?? auth.userInfoState.userDisplayEmail ?? '';
  return (
    <section className={styles.notice} aria-label={intl.formatMessage(m.confirmPromptLabel)}>
      <p className={styles.text} role={justSent ? 'status' : undefined}>
        {intl.formatMessage(justSent ? m.confirmPromptSent : m.confirmPromptText, { email })}
      </p>
      <div className={styles.actions}>
        <a className={buttonClassName('secondary')} href={resendConfirmationHref(window.location)}>
          {intl.formatMessage(m.resendEmail)}
        </a>
        <button type="button" className={buttonClassName('secondary')} onClick={() => setDismissed(true)}>
          {intl.formatMessage(m.dismiss)}
        </button>
      </div>
    </section>
  );
}
