/**
 * The sign-in dialog's company single sign-on pieces (issue #27; core-and-business §2 OAuth and external authentication
 * states; account-business-header-and-trips §8 error display): the "Continue with {name}" offer shown on the password
 * form and the external-authentication view, and the OAuth view's content while the company's pop-up runs or after it
 * ended (sso-sign-in.ts `ssoStatusAtom`). The button sends CONTINUE_WITH_SSO; the host opens the pop-up in that click.
 */
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/index.ts';
import type { SignInEvent, SsoOffer } from '../sign-in/sign-in-machine.ts';
import styles from '../sign-in/sign-in-dialog.module.css';
import { ssoMessages as m } from './sso-messages.ts';
import { ssoStatusAtom } from './sso-sign-in.ts';

/** Props of {@link SsoContinueButton}. */
export interface SsoContinueButtonProps {
  sso: SsoOffer;
  send: (event: SignInEvent) => void;
  /** The email to sign in with when it differs from the one the dialog holds (the password form's field). */
  getEmail?: () => string;
}

/** "Continue with {displayName}": the primary way in for an SSO domain. */
export function SsoContinueButton({ sso, send, getEmail }: SsoContinueButtonProps) {
  const intl = useIntl();
  return (
    <Button variant="primary" onPress={() => send(getEmail ? { type: 'CONTINUE_WITH_SSO', email: getEmail() } : { type: 'CONTINUE_WITH_SSO' })}>
      {intl.formatMessage(m.continueWith, { name: sso.displayName })}
    </Button>
  );
}

/**
 * The offer of an SSO domain that is not SSO-only: one line saying the company offers it and the button; above the
 * password form (`passwordFollows`, default) then "Or sign in with your password".
 */
export function SsoOfferBlock({ sso, send, getEmail, passwordFollows = true }: SsoContinueButtonProps & { passwordFollows?: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.options}>
      <p className={styles.text}>{intl.formatMessage(m.offered, { company: sso.companyName })}</p>
      <SsoContinueButton sso={sso} send={send} {...(getEmail ? { getEmail } : {})} />
      {passwordFollows ? <p className={styles.or}>{intl.formatMessage(m.orPassword)}</p> : null}
    </div>
  );
}

/** The external-authentication view's text for an SSO domain ("{company} asks you to sign in with your work account"). */
export function SsoRequiredText({ sso }: { sso: SsoOffer }) {
  const intl = useIntl();
  return <p className={styles.text}>{intl.formatMessage(m.required, { company: sso.companyName })}</p>;
}

/**
 * The OAuth view of a company sign-in: "Finish signing in with {name} in the window that opened" while it runs; after
 * a closed pop-up or a refusal, the message (role="alert") and "Continue with {name}" to try again. The status is
 * cleared when the view goes away.
 */
export function SsoSignInView({ sso, send }: { sso: SsoOffer; send: (event: SignInEvent) => void }) {
  const intl = useIntl();
  const status = useAtomValue(ssoStatusAtom);
  const setStatus = useSetAtom(ssoStatusAtom);
  useEffect(() => () => setStatus({ kind: 'idle' }), [setStatus]);
  const values = { name: sso.displayName, company: sso.companyName };
  if (status.kind === 'idle') return <p className={styles.text}>{intl.formatMessage(m.inPopup, values)}</p>;
  return (
    <>
      <p role="alert" className={styles.text}>
        {intl.formatMessage(status.message, values)}
      </p>
      <div className={styles.options}>
        <SsoContinueButton sso={sso} send={send} />
      </div>
    </>
  );
}
