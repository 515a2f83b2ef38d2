/**
 * The profile page's passkeys section (issue #9 "a profile page at /profile/account (... passkeys list with remove
 * ...)"; account-business-header-and-trips §5, §7): the signed-in account's passkeys with when each was created and
 * last used, a remove button per passkey, and "Add a passkey" (the same registration ceremony as sign-up: platform
 * authenticator, resident key required; the server adds it to the signed-in account and keeps the session).
 *
 * Data: the profile page's route loader reads the list with `fetchPasskeys(request.signal)` (passkey-sign-in.ts) and
 * passes it as `passkeys`; after a change this component calls `onChanged` (the page revalidates its loader).
 * Outcomes are announced in a status line; failures in an alert, in the frame's words. Cancelling the browser's
 * prompt shows nothing.
 */
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PasskeySummary } from '@travel/contract';
import { Button } from '../../../ui/index.ts';
import { formTokenAtom } from '../../../state/index.ts';
import { accountMessages as m } from '../messages.ts';
import { registerPasskey, removePasskey } from '../passkeys/passkey-sign-in.ts';
import { passkeyResultMessage } from '../passkeys/passkey-status.ts';
import styles from '../sign-in/sign-in-dialog.module.css';

/** Props of {@link ProfilePasskeys}. */
export interface ProfilePasskeysProps {
  /** The signed-in account's passkeys, newest first (GET /auth/webauthn/v1/credentials). */
  passkeys: readonly PasskeySummary[];
  /** Called after a passkey was added or removed (reload the list). */
  onChanged: () => void;
}

type Notice = { kind: 'status' | 'alert'; message: MessageDescriptor } | null;

/** The passkeys section of the profile page; see the module docstring. */
export function ProfilePasskeys({ passkeys, onChanged }: ProfilePasskeysProps) {
  const intl = useIntl();
  const setFormToken = useSetAtom(formTokenAtom);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const add = async (): Promise<void> => {
    setBusy(true);
    setNotice(null);
    const result = await registerPasskey({ email: '', consent: true, optin: false });
    setBusy(false);
    if (result.kind === 'signedIn') {
      setFormToken(result.formtoken);
      setNotice({ kind: 'status', message: m.profileAdded });
      onChanged();
      return;
    }
    const message = passkeyResultMessage(result);
    if (message) setNotice({ kind: 'alert', message });
  };

  const remove = async (credentialId: string): Promise<void> => {
    setBusy(true);
    setNotice(null);
    try {
      await removePasskey(credentialId);
      setNotice({ kind: 'status', message: m.profileRemoved });
      onChanged();
    } catch {
      setNotice({ kind: 'alert', message: m.profileRemoveFailed });
    } finally {
      setBusy(false);
    }
  };

  const headingId = 'profile-passkeys-heading';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.profileHeading)}</h2>
      {passkeys.length === 0 ? (
        <p className={styles.text}>{intl.formatMessage(m.profileEmpty)}</p>
      ) : (
        <ul aria-labelledby={headingId}>
          {passkeys.map((p) => (
            <li key={p.credentialId}>
              <span>{intl.formatMessage(m.profileItem, { created: date(p.createdAt) })}</span>{' '}
              <span>{p.lastUsedAt ? intl.formatMessage(m.profileLastUsed, { lastUsed: date(p.lastUsedAt) }) : intl.formatMessage(m.profileNeverUsed)}</span>{' '}
              <Button variant="secondary" isDisabled={busy} onPress={() => void remove(p.credentialId)} aria-label={intl.formatMessage(m.profileRemove, { created: date(p.createdAt) })}>
                {intl.formatMessage(m.profileRemoveShort)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" isDisabled={busy} onPress={() => void add()}>
        {intl.formatMessage(m.profileAdd)}
      </Button>
      {notice ? (
        <p role={notice.kind} className={styles.text}>
          {intl.formatMessage(notice.message)}
        </p>
      ) : null}
    </section>
  );
}
