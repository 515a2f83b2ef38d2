/**
 * The header's "Sign in" place before the account controls can show (issue #23, CI journeys whose click landed beside
 * a target the frame moved after load): the account controls load after the first render (app/root-extras.tsx) and
 * show nothing until the auth state is known, so the header used to grow (desktop, 40 -> 48 px, moving the whole page
 * down by 4 px) or refit to its tighter step (phone, moving it up by 4 px) a second after the partner page said
 * "Ready". This stand-in takes the visitor's "Sign in" button's exact box from the first render (same element, class
 * and text), invisible and out of the accessibility tree (`visibility: hidden`, `aria-hidden`), so nothing flashes and
 * nothing moves for a visitor; a signed-in account's control, of another width, may still refit the header.
 */
import { defineMessages, useIntl } from 'react-intl';
import { buttonClassName } from '../../../ui/button-class.ts';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  signInTrigger: { id: 'account.header.signIn', defaultMessage: 'Sign in' },
});

/** The header's "Sign in" text (registered with the rest through account/messages.ts). */
export const signInTriggerMessages = descriptors as PlainMessages<typeof descriptors>;

/** An invisible, inert copy of the header's "Sign in" button (see the module docstring). */
export function SignInStandIn() {
  const intl = useIntl();
  return (
    <button type="button" className={buttonClassName('secondary')} style={{ visibility: 'hidden' }} aria-hidden="true" tabIndex={-1} disabled>
      {intl.formatMessage(signInTriggerMessages.signInTrigger)}
    </button>
  );
}
