/**
 * The sign-in dialog's OAuth view (core-and-business §2 "OAuth" state; account-business-header-and-trips §4 auth verify,
 * §8 social failures): "Finish signing in with {provider} in the window that opened", then what the pop-up ended in
 * (social-sign-in.ts `socialStatusAtom`): an error in the frame's words, or, for link (`l`), the existing account's
 * Password and "Link and sign in" (POST /k/run/googleauth/loginAndLinkExisting with the link token), which signs in
 * and links the provider. The link token is single-use (issue #22): after a wrong password the view says to go back
 * and choose the provider again. The status is cleared when the view goes away.
 */
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { SocialProviderName } from '@travel/contract';
import { Button } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { accountMessages as m } from '../messages.ts';
import { loginAndLinkExisting } from './social-calls.ts';
import { applySocialReply, SOCIAL_PROVIDER_NAMES, socialStatusAtom, type SocialStatus } from './social-sign-in.ts';
import type { SignInEvent } from '../sign-in/sign-in-machine.ts';
import styles from '../sign-in/sign-in-dialog.module.css';

/** Props of {@link SocialSignInView}. */
export interface SocialSignInViewProps {
  provider: SocialProviderName | null;
  /** The dialog's event sender (SIGNED_IN, ACCOUNT_LOCKED, BACK). */
  send: (event: SignInEvent) => void;
}

/** The OAuth view's content. */
export function SocialSignInView({ provider, send }: SocialSignInViewProps) {
  const intl = useIntl();
  const status = useAtomValue(socialStatusAtom);
  const setStatus = useSetAtom(socialStatusAtom);
  useEffect(() => () => setStatus({ kind: 'idle' }), [setStatus]);
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : '';
  return (
    <>
      {/* Only while the pop-up is under way: an error or the link form means it has ended. */}
      {status.kind === 'idle' ? <p className={styles.text}>{intl.formatMessage(m.oauthText, { provider: name })}</p> : null}
      {status.kind === 'error' ? (
        <p role="alert" className={styles.text}>
          {intl.formatMessage(status.message, status.values)}
        </p>
      ) : null}
      {status.kind === 'link' ? <LinkExistingForm status={status} send={send} /> : null}
    </>
  );
}

type LinkValues = { password: string };

function LinkExistingForm({ status, send }: { status: Extract<SocialStatus, { kind: 'link' }>; send: (event: SignInEvent) => void }) {
  const intl = useIntl();
  const setStatus = useSetAtom(socialStatusAtom);
  const setFormToken = useSetAtom(formTokenAtom);
  const schema = z.object({ password: z.string().min(1, intl.formatMessage(m.socialLinkPasswordRequired)) });
  const form = useForm<LinkValues>({ resolver: zodResolver(schema), defaultValues: { password: '' }, mode: 'onSubmit', shouldFocusError: true });
  const submit = async (values: LinkValues) => {
    try {
      const reply = await loginAndLinkExisting(status.email, values.password, status.linkToken);
      if (reply.status === -1 && reply.errorField === 'passwd') {
        // The server spent the link token (issue #22: single-use), so this form cannot try again with it.
        setStatus({ kind: 'error', message: m.socialWrongPasswordStartAgain, values: { provider: SOCIAL_PROVIDER_NAMES[status.provider] } });
        return;
      }
      applySocialReply(reply, status.provider, { setFormToken, setStatus, send });
    } catch (error) {
      logger.warn('linking sign-in failed', error);
      form.setError('password', { message: intl.formatMessage(m.socialFailed) }, { shouldFocus: true });
    }
  };
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
        <p className={styles.text}>{intl.formatMessage(m.socialLinkIntro, { email: status.email, provider: SOCIAL_PROVIDER_NAMES[status.provider] })}</p>
        <FormTextFieldControl<LinkValues> path="password" label={intl.formatMessage(m.socialLinkPassword)} type="password" autoComplete="current-password" isRequired />
        <Button variant="primary" type="submit" isDisabled={form.formState.isSubmitting}>
          {intl.formatMessage(m.socialLinkAndSignIn)}
        </Button>
      </form>
    </FormProvider>
  );
}
