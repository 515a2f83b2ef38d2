/**
 * The header's account controls (account-business-header-and-trips §2 "Header", §4 "Header reactions"): a
 * "Sign in" button while signed out, which opens the sign-in dialog; once signed in, the account menu (a
 * disclosure button named after the account, with "Sign out"). The auth state comes from chrome's shared fetcher,
 * loaded after the first render; while it is unknown nothing shows, so the header never flashes the wrong control.
 * Plain elements on purpose: the header is on the first page, and react-aria's chunk is loaded only by later pages.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import type { AuthState } from '@travel/contract';
import { buttonClassName } from '../../ui/button-class.ts';
import { formTokenAtom, logger } from '../../state/index.ts';
import { useAuthState, useRefreshAuthState } from '../chrome/index.ts';
import { signOut } from './auth-calls.ts';
import { useSendSignInEvent } from './sign-in-atoms.ts';
import { accountMessages as m } from './messages.ts';
import styles from './account-controls.module.css';

/** The name the header shows for a signed-in account: its name, else its email. */
export function accountLabelOf(state: AuthState): string {
  return state.userInfoState.accountName ?? state.userInfoState.accountEmail?.email ?? state.userInfoState.userDisplayEmail ?? '';
}

/** "Sign in" or the account menu, by the auth state. */
export function AccountControls() {
  const intl = useIntl();
  const auth = useAuthState();
  const send = useSendSignInEvent();
  if (auth === undefined) return null;
  if (!auth?.loggedInSession) {
    return (
      <button type="button" className={buttonClassName('secondary')} onClick={() => void send({ type: 'SHOW' })}>
        {intl.formatMessage(m.signInTrigger)}
      </button>
    );
  }
  return <AccountMenu label={accountLabelOf(auth)} />;
}

/** The signed-in account's menu: a disclosure (Escape or a click outside closes it) holding "Sign out". */
function AccountMenu({ label }: { label: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const setFormToken = useSetAtom(formTokenAtom);
  const refresh = useRefreshAuthState();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onSignOut = async (): Promise<void> => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await signOut();
      if (reply.status === 0) setFormToken(reply.formtoken);
      setOpen(false);
      refresh();
    } catch (e) {
      logger.warn('sign-out failed', e);
      setError(intl.formatMessage(m.signOutFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={root} className={styles.menuRoot}>
      <button
        type="button"
        className={buttonClassName('secondary')}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage(m.accountMenu, { name: label })}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className={styles.avatar}>
          {label.startsWith('+') ? '☎' : (label[0] ?? '?').toUpperCase()}
        </span>
        <span className={styles.name}>{label}</span>
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <button type="button" className={buttonClassName('secondary')} disabled={busy} onClick={() => void onSignOut()}>
          {intl.formatMessage(m.signOut)}
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    </div>
  );
}
