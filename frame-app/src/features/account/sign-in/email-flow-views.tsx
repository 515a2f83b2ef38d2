/**
 * The sign-in dialog's email-flow views (issue #9 "Email"; core-and-business §2 dialog states forgot password,
 * forgot-password success, locked-account dialog, magic-code email; account-business-header-and-trips §5 recovery forms
 * send username, §7 `POST /k/run/auth/forgot`, §8 status -1 with errorField, message and errorCode). Rendered by
 * sign-in-dialog.tsx's view switch; each sends the machine's events (sign-in-machine.ts) and calls email-calls.ts.
 *
 * - {@link ForgotPasswordStep}: Email and "Send reset link"; the server answers the same whether or not an account
 *   exists, so the success view says "if an account exists".
 * - {@link ForgotPasswordSuccessView}: where the link went and what it does (it also unlocks a locked account).
 * - {@link LockedAccountView}: the lock and, with password reset on, "Reset password" (unlock through the reset mail).
 * - {@link EmailMeACodeButton}: on the password form, mails a code to the typed email and opens the code view.
 * - {@link MagicCodeView}: the "Code" field and "Sign in"; a right code signs in like a password (new form token,
 *   SIGNED_IN); a locked account goes to the locked-account view; "Send a new code" mails another.
 */
import { useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_LOCK_MS, AUTH_VERIFY_STATUS, SIGN_IN_CODE_LENGTH, type VerifyCodeErrorCode } from '@travel/contract';
import { Button } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { requestPasswordReset, sendSignInCode, signInWithCode } from './email-calls.ts';
import { accountMessages as m } from '../messages.ts';
import type { SignInEvent, SignInState } from './sign-in-machine.ts';
import styles from './sign-in-dialog.module.css';
import { settleVerifyReply } from './verify-reply.ts';

/** Sends one event to the sign-in machine (and performs its effects). */
export type SendSignInEvent = (event: SignInEvent) => void;

const FORM_OPTIONS = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: true } as const;
const emailSchemaOf = (intl: IntlShape) => z.string().trim().pipe(z.email(intl.formatMessage(m.emailInvalid)).max(254));

/** A form-level message: an alert for errors, a status for progress and confirmations. */
function Note({ text, alert = false }: { text: string | undefined; alert?: boolean }) {
  if (!text) return null;
  return (
    <p role={alert ? 'alert' : 'status'} className={styles.text}>
      {text}
    </p>
  );
}

/**
 * The forgot-password view: Email (prefilled with the email typed so far) and "Send reset link"
 * (POST /k/run/auth/forgot). Success sends FORGOT_PASSWORD_SENT with the address; INVALID_EMAIL shows under Email; a
 * request failure (e.g. 429) shows as an alert.
 */
export function ForgotPasswordStep({ email, send }: { email: string; send: SendSignInEvent }) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const schema = useMemo(() => z.object({ email: emailSchemaOf(intl) }), [intl]);
  const form = useForm<{ email: string }, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email }, ...FORM_OPTIONS });
  const submit = async (values: { email: string }): Promise<void> => {
    setFormError(undefined);
    try {
      const reply = await requestPasswordReset(values.email);
      if (reply.status === AUTH_VERIFY_STATUS.success) send({ type: 'FORGOT_PASSWORD_SENT', email: values.email });
      else form.setError('email', { message: intl.formatMessage(m.errorInvalidEmail) }, { shouldFocus: true });
    } catch (error) {
      logger.warn('password reset request failed', error);
      setFormError(apiErrorText(intl, error, m.forgotFailed));
    }
  };
  return (
    <FormProvider {...form}>
      <p className={styles.text}>{intl.formatMessage(m.forgotPasswordHint)}</p>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
        <FormTextFieldControl<{ email: string }> path="email" label={intl.formatMessage(m.email)} type="email" inputMode="email" autoComplete="username" isRequired />
        <Note text={formError} alert />
        <Note text={form.formState.isSubmitting ? intl.formatMessage(m.sending) : undefined} />
        <Button variant="primary" type="submit" isDisabled={form.formState.isSubmitting}>
          {intl.formatMessage(m.sendResetLink)}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The forgot-password success view: where the link went (if an account exists) and what it does. */
export function ForgotPasswordSuccessView({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <>
      <p className={styles.text}>{intl.formatMessage(m.forgotPasswordSuccessText, { email })}</p>
      <p className={styles.text}>{intl.formatMessage(m.forgotPasswordSuccessHint)}</p>
    </>
  );
}

/**
 * The locked-account view: with password reset offered, "Reset password" (FORGOT_PASSWORD) - the reset mail's new
 * password unlocks the account; without it, how long the lock lasts (contract ACCOUNT_LOCK_MS).
 */
export function LockedAccountView({ send, passwordReset }: { send: SendSignInEvent; passwordReset: boolean }) {
  const intl = useIntl();
  if (!passwordReset) return <p className={styles.text}>{intl.formatMessage(m.lockedAccountWaitText, { minutes: String(ACCOUNT_LOCK_MS / 60_000) })}</p>;
  return (
    <>
      <p className={styles.text}>{intl.formatMessage(m.lockedAccountText)}</p>
      <Button variant="primary" onPress={() => send({ type: 'FORGOT_PASSWORD' })}>
        {intl.formatMessage(m.resetPassword)}
      </Button>
    </>
  );
}

/**
 * "Email me a sign-in code" on the password form: asks `getEmail` for the form's email (null when the field is not
 * valid: the form shows why), mails a code (POST /k/run/auth/code/send) and sends SEND_MAGIC_CODE with that address.
 * Nothing when `shown` is false (the method is not offered).
 */
export function EmailMeACodeButton({ send, getEmail, shown = true }: { send: SendSignInEvent; getEmail: () => Promise<string | null>; shown?: boolean }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  if (!shown) return null;
  const press = async (): Promise<void> => {
    setError(undefined);
    const email = (await getEmail())?.trim();
    if (!email) return;
    setBusy(true);
    try {
      const reply = await sendSignInCode(email);
      if (reply.status === AUTH_VERIFY_STATUS.success) send({ type: 'SEND_MAGIC_CODE', email });
      else setError(intl.formatMessage(m.errorInvalidEmail));
    } catch (failure) {
      logger.warn('sign-in code request failed', failure);
      setError(apiErrorText(intl, failure, m.codeSendFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" isDisabled={busy} onPress={() => void press()}>
        {intl.formatMessage(m.emailMeACode)}
      </Button>
      <Note text={error} alert />
    </>
  );
}

/** The frame's text for a code verify `errorCode` (never the server's English message; §8). */
const CODE_ERROR_TEXT: Record<VerifyCodeErrorCode, MessageDescriptor> = {
  INVALID_EMAIL: m.errorInvalidEmail,
  INVALID_PASSWORD: m.errorInvalidPassword,
  CONSENT_REQUIRED: m.errorConsentRequired,
  EMAIL_TAKEN: m.errorEmailTaken,
  INVALID_CREDENTIALS: m.errorInvalidCode,
  ACCOUNT_LOCKED: m.errorAccountLocked,
  ACCOUNT_DISABLED: m.errorAccountDisabled,
  EXTERNAL_AUTH_REQUIRED: m.errorExternalAuthRequired,
  // The server answers INVALID_CODE for every code that does not sign in (issue #22: no account enumeration).
  INVALID_CODE: m.errorCodeNotAccepted,
  CODE_EXPIRED: m.errorCodeExpired,
};

/**
 * The magic-code view: "We sent a sign-in code to {email}", the Code field and "Sign in" (POST
 * /k/run/auth/code/verify, remember me on as the password form's default). Success stores the new session's form token
 * and sends SIGNED_IN; ACCOUNT_LOCKED sends ACCOUNT_LOCKED (the locked-account view); a wrong or expired code shows
 * under Code; ACCOUNT_DISABLED ('This account is disabled.') as an alert. "Send a new code" mails another one.
 */
export function MagicCodeView({ state, send }: { state: SignInState; send: SendSignInEvent }) {
  const intl = useIntl();
  const setFormToken = useSetAtom(formTokenAtom);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [resending, setResending] = useState(false);
  const schema = useMemo(
    () => z.object({ code: z.string().transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), intl.formatMessage(m.codeRequired))) }),
    [intl],
  );
  const form = useForm<{ code: string }, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: '' }, ...FORM_OPTIONS });
  const submit = async (values: { code: string }): Promise<void> => {
    setFormError(undefined);
    setNotice(undefined);
    try {
      const reply = await settleVerifyReply(await signInWithCode({ email: state.email, code: values.code }), { setFormToken, send, email: state.email });
      if (reply === null) return;
      const text = intl.formatMessage(CODE_ERROR_TEXT[reply.errorCode]);
      if (reply.errorField === 'code') form.setError('code', { message: text }, { shouldFocus: true });
      else setFormError(text);
    } catch (error) {
      logger.warn('code sign-in failed', error);
      setFormError(apiErrorText(intl, error, m.signInFailed));
    }
  };
  const resend = async (): Promise<void> => {
    setFormError(undefined);
    setNotice(undefined);
    setResending(true);
    try {
      await sendSignInCode(state.email);
      setNotice(intl.formatMessage(m.newCodeSent, { email: state.email }));
    } catch (error) {
      logger.warn('sign-in code request failed', error);
      setFormError(apiErrorText(intl, error, m.codeSendFailed));
    } finally {
      setResending(false);
    }
  };
  return (
    <FormProvider {...form}>
      <p className={styles.text}>{intl.formatMessage(m.magicCodeEmailText, { email: state.email })}</p>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
        <FormTextFieldControl<{ code: string }>
          path="code"
          label={intl.formatMessage(m.code)}
          description={intl.formatMessage(m.codeHint)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SIGN_IN_CODE_LENGTH + 2}
          isRequired
        />
        <Note text={formError} alert />
        <Note text={notice ?? (form.formState.isSubmitting ? intl.formatMessage(m.signingIn) : undefined)} />
        <Button variant="primary" type="submit" isDisabled={form.formState.isSubmitting}>
          {intl.formatMessage(m.signInButton)}
        </Button>
      </form>
      <div className={styles.options}>
        <Button variant="secondary" isDisabled={resending} onPress={() => void resend()}>
          {intl.formatMessage(m.sendNewCode)}
        </Button>
      </div>
    </FormProvider>
  );
}
