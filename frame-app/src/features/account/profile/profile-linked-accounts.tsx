/**
 * The profile page's linked social accounts (issue #9 "a profile page at /profile/account (... linked social accounts
 * ...)"; account-business-header-and-trips §7 /k/run/googleauth/link and /unlink): the Google, Apple and Naver accounts
 * linked to the signed-in account, "Remove {provider}" for each, and "Link {provider}" for the others the product
 * offers.
 *
 * Linking opens the provider's 500x640 pop-up (purpose `link`, opened synchronously in the press) and exchanges its
 * hand-off code with `link` set: the server links the identity to the signed-in account and keeps the session.
 * Removing the only way an account signs in is refused by the server (LAST_SIGN_IN_METHOD), in the frame's words.
 *
 * Data: the profile page's route loader reads the list with `fetchLinkedIdentities(request.signal)` (social-calls.ts)
 * and passes it as `linked`; after a change this component calls `onChanged` (the page revalidates its loader).
 */
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AUTH_VERIFY_STATUS, type LinkedIdentitiesReply, type SocialProviderName, type SocialVerifyReply } from '@travel/contract';
import { Button } from '../../../ui/index.ts';
import { logger } from '../../../state/index.ts';
import { accountMessages as m } from '../messages.ts';
import { exchangeHandoff, unlinkIdentity } from '../social/social-calls.ts';
import { openSocialPopup, SOCIAL_ERROR_TEXT, SOCIAL_PROVIDER_NAMES } from '../social/social-sign-in.ts';
import styles from '../sign-in/sign-in-dialog.module.css';

/** Props of {@link ProfileLinkedAccounts}. */
export interface ProfileLinkedAccountsProps {
  /** GET /k/run/social/identities: the linked identities and the providers on offer. */
  linked: LinkedIdentitiesReply;
  /** Called after a link or an unlink (reload the list). */
  onChanged: () => void;
}

type Notice = { kind: 'status' | 'alert'; message: MessageDescriptor; provider: string } | null;

/** The linked-accounts section of the profile page; see the module docstring. */
export function ProfileLinkedAccounts({ linked, onChanged }: ProfileLinkedAccountsProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const linkedProviders = new Set(linked.identities.map((i) => i.provider));
  const linkable = linked.available.filter((p) => !linkedProviders.has(p));

  const settle = (reply: SocialVerifyReply, provider: SocialProviderName, done: MessageDescriptor) => {
    const name = SOCIAL_PROVIDER_NAMES[provider];
    if (reply.status === AUTH_VERIFY_STATUS.success) {
      setNotice({ kind: 'status', message: done, provider: name });
      onChanged();
    } else if (reply.status === AUTH_VERIFY_STATUS.error) {
      setNotice({ kind: 'alert', message: SOCIAL_ERROR_TEXT[reply.errorCode] ?? m.socialFailed, provider: name });
    } else {
      setNotice({ kind: 'alert', message: m.socialNotLinkable, provider: name });
    }
  };

  const link = (provider: SocialProviderName) => {
    setNotice(null);
    const opened = openSocialPopup(provider, 'link');
    if (!opened) {
      setNotice({ kind: 'alert', message: m.socialPopupBlocked, provider: SOCIAL_PROVIDER_NAMES[provider] });
      return;
    }
    setBusy(true);
    void (async () => {
      try {
        const result = await opened.result;
        if (result.kind === 'code') settle(await exchangeHandoff(result.code, { link: true }), provider, m.socialLinkedDone);
        else if (result.kind === 'refused') setNotice({ kind: 'alert', message: SOCIAL_ERROR_TEXT[result.errorCode] ?? m.socialFailed, provider: SOCIAL_PROVIDER_NAMES[provider] });
        else if (result.kind === 'error' && result.error !== 'cancelled') setNotice({ kind: 'alert', message: m.socialFailed, provider: SOCIAL_PROVIDER_NAMES[provider] });
      } catch (error) {
        logger.warn('linking failed', error);
        setNotice({ kind: 'alert', message: m.socialFailed, provider: SOCIAL_PROVIDER_NAMES[provider] });
      } finally {
        setBusy(false);
      }
    })();
  };

  const unlink = async (provider: SocialProviderName) => {
    setBusy(true);
    setNotice(null);
    try {
      settle(await unlinkIdentity(provider), provider, m.socialUnlinkedDone);
    } catch (error) {
      logger.warn('unlinking failed', error);
      setNotice({ kind: 'alert', message: m.socialFailed, provider: SOCIAL_PROVIDER_NAMES[provider] });
    } finally {
      setBusy(false);
    }
  };

  const headingId = 'profile-linked-accounts-heading';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.socialLinkedTitle)}</h2>
      {linked.identities.length === 0 ? (
        <p className={styles.text}>{intl.formatMessage(m.socialLinkedNone)}</p>
      ) : (
        <ul aria-labelledby={headingId}>
          {linked.identities.map((i) => {
            const provider = SOCIAL_PROVIDER_NAMES[i.provider];
            return (
              <li key={i.provider}>
                <span>{i.email ? intl.formatMessage(m.socialLinkedItem, { provider, email: i.email }) : intl.formatMessage(m.socialLinkedItemNoEmail, { provider })}</span>{' '}
                <Button variant="secondary" isDisabled={busy} onPress={() => void unlink(i.provider)}>
                  {intl.formatMessage(m.socialUnlink, { provider })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {linkable.map((p) => (
        <Button key={p} variant="secondary" isDisabled={busy} onPress={() => link(p)}>
          {intl.formatMessage(m.socialLink, { provider: SOCIAL_PROVIDER_NAMES[p] })}
        </Button>
      ))}
      {notice ? (
        <p role={notice.kind} className={styles.text}>
          {intl.formatMessage(notice.message, { provider: notice.provider })}
        </p>
      ) : null}
    </section>
  );
}
