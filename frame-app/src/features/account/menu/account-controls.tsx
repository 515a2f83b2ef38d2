/**
 * The header's account controls (account-business-header-and-trips §2 "Header", §4 "Header reactions"): a
 * "Sign in" button while signed out, which opens the sign-in dialog; once signed in, the account menu
 * (account-menu.tsx: dropdown on wide screens, full-screen dialog on narrow, with the account switcher and "Sign out").
 * The auth state comes from chrome's shared fetcher, loaded after the first render; while it is unknown an invisible
 * "Sign in" stand-in holds its place (sign-in-stand-in.tsx: nothing moves for a visitor, issue #23), so the header
 * never flashes the wrong control. The "Sign in" button is a plain element on purpose: the header is on
 * the first page, and react-aria's chunk is loaded only by later pages; the menu (react-aria) is loaded lazily once the
 * user is signed in, with a disabled stand-in trigger of the same name meanwhile.
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { AuthState } from '@travel/contract';
import { buttonClassName } from '../../../ui/button-class.ts';
import { useAuthState } from '../../chrome/index.ts';
import { useSendSignInEvent } from '../sign-in/sign-in-atoms.ts';
import { accountMessages as m } from '../messages.ts';
import { ACCOUNT_TRIGGER_CLASS, AccountBadge } from './account-avatar.tsx';
import { SignInStandIn } from './sign-in-stand-in.tsx';

const LazyAccountMenu = lazy(() => import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })));

/** The name the header shows for a signed-in account: its name, else its email. */
export function accountLabelOf(state: AuthState): string {
  return state.userInfoState.accountName ?? state.userInfoState.accountEmail?.email ?? state.userInfoState.userDisplayEmail ?? '';
}

/** "Sign in" or the account menu, by the auth state. */
export function AccountControls() {
  const intl = useIntl();
  const auth = useAuthState();
  const send = useSendSignInEvent();
  if (auth === undefined) return <SignInStandIn />;
  if (!auth?.loggedInSession) {
    return (
      <button type="button" className={buttonClassName('secondary')} onClick={() => void send({ type: 'SHOW' })}>
        {intl.formatMessage(m.signInTrigger)}
      </button>
    );
  }
  const label = accountLabelOf(auth);
  const standIn = (
    <button type="button" className={`${buttonClassName('secondary')} ${ACCOUNT_TRIGGER_CLASS}`} aria-label={intl.formatMessage(m.accountMenu, { name: label })} disabled>
      <AccountBadge label={label} />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <LazyAccountMenu auth={auth} label={label} />
    </Suspense>
  );
}
