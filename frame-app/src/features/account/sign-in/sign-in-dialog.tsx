import { createContext, use, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, useExitAnimationRecovery, useVisibleRegionStyle } from '../../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../../ui/form-controls.tsx';
import fields from '../../../ui/fields.module.css';
import checkboxStyles from '../../../ui/checkbox-group.module.css';
import type { AuthVerifyErrorCode } from '@travel/contract';
import { formTokenAtom, logger } from '../../../state/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { register as registerAccount, signIn } from './auth-calls.ts';
import { accountMessages as m } from '../messages.ts';
import { AVAILABLE_SIGN_IN_METHODS, type SignInMethods } from '../constants.ts';
import { EmailMeACodeButton, ForgotPasswordStep, ForgotPasswordSuccessView, LockedAccountView, MagicCodeView } from './email-flow-views.tsx';
import { PasskeyRegisterButton, PasskeyStatus, usePasskeyAutofill } from '../passkeys/passkey-ui.tsx';
import { SocialSignInView } from '../social/social-sign-in-view.tsx';
import { discoverSsoQuietly } from '../sso/sso-calls.ts';
import { ssoMessages } from '../sso/sso-messages.ts';
import { SsoContinueButton, SsoOfferBlock, SsoRequiredText, SsoSignInView } from '../sso/sso-sign-in-view.tsx';
import { signInStateAtom, useSendSignInEvent } from './sign-in-atoms.ts';
import { settleVerifyReply } from './verify-reply.ts';
import { showBack, showClose, type SignInEffect, type SignInEvent, type SignInState, type SignInView } from './sign-in-machine.ts';
import styles from './sign-in-dialog.module.css';

/** Props of {@link SignInDialog}. */
export interface SignInDialogProps {
  /**
   * Performs an effect the machine asks for (sign-in-machine.ts `SignInEffect`): publish the trips sign-in close
   * event, start a passkey or social sign-in, publish authentication-state-changed. Without it effects are dropped.
   */
  onEffect?: (effect: SignInEffect) => void;
  /** Which methods besides email and password to offer; default {@link AVAILABLE_SIGN_IN_METHODS}. */
  methods?: SignInMethods;
}

/** The methods the open dialog offers (set by {@link SignInDialog}). */
const MethodsContext = createContext<SignInMethods>(AVAILABLE_SIGN_IN_METHODS);

type Send = (event: SignInEvent) => void;

const HEADINGS = {
  landingPage: m.headingLandingPage,
  emailForm: m.headingEmailForm,
  passwordForm: m.headingPasswordForm,
  login: m.headingLogin,
  forgotPassword: m.headingForgotPassword,
  forgotPasswordSuccess: m.headingForgotPasswordSuccess,
  oauth: m.headingOauth,
  lockedAccount: m.headingLockedAccount,
  externalAuthentication: m.headingExternalAuthentication,
  businessOnboarding: m.headingBusinessOnboarding,
  magicCodeEmail: m.headingMagicCodeEmail,
  priceAlertLanding: m.headingPriceAlertLanding,
  tripsSoftGate: m.headingTripsSoftGate,
} satisfies Record<SignInView, unknown>;

function headingOf(intl: IntlShape, state: SignInState, view: SignInView): string {
  if (state.intent === 'register' && view === 'emailForm') return intl.formatMessage(m.headingEmailFormRegister);
  if (state.intent === 'register' && view === 'passwordForm') return intl.formatMessage(m.headingPasswordFormRegister);
  if (view === 'externalAuthentication' && state.sso) return intl.formatMessage(ssoMessages.heading, { company: state.sso.companyName });
  return intl.formatMessage(HEADINGS[view]);
}

/**
 * The sign-in dialog (core-and-business §2, §4, §9; issue #9): a react-aria Modal + Dialog rendering the sign-in
 * machine's state from `signInStateAtom`, opened by sending `{ type: 'SHOW', view? }` (`useSendSignInEvent`). The
 * heading names the dialog and changes per view; Back and Close show as the machine's `showBack` / `showClose` say;
 * Escape always closes (the machine resets on close); a click outside closes only while the close control shows.
 * Inside a partner page it sits in the visible part of the frame (`useVisibleRegionStyle`); on narrow screens it is
 * a bottom sheet (max width 480 px, 640 px on medium mobile, max height 98% on extra-small, 250 ms animation).
 *
 * The password form signs in and registers for real (auth-calls.ts). Passkey, social, email-code and password-reset
 * controls show only for the methods in `methods` (none yet by default: their flows are later slices of issue #9).
 */
export function SignInDialog({ onEffect, methods = AVAILABLE_SIGN_IN_METHODS }: SignInDialogProps) {
  const state = useAtomValue(signInStateAtom);
  const sendEvent = useSendSignInEvent();
  const regionStyle = useVisibleRegionStyle(state.view !== null);
  const intl = useIntl();
  // While the dialog animates out the machine is already closed: keep showing the last open state.
  const [lastOpen, setLastOpen] = useState(state);
  if (state.view !== null && state !== lastOpen) setLastOpen(state);
  const shown = state.view !== null ? state : lastOpen;
  const send: Send = (event) => {
    for (const effect of sendEvent(event)) onEffect?.(effect);
  };
  const view = shown.view;
  const recovery = useExitAnimationRecovery(state.view !== null);
  return (
    <ModalOverlay
      key={recovery.key}
      ref={recovery.ref}
      className={styles.overlay}
      style={regionStyle}
      isOpen={state.view !== null}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' });
      }}
      isDismissable={showClose(state)}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {view === null ? null : (
            <>
              <div className={styles.bar}>
                {showBack(shown) ? (
                  <Button variant="secondary" className={styles.iconButton} onPress={() => send({ type: 'BACK' })}>
                    {intl.formatMessage(m.back)}
                  </Button>
                ) : null}
                <Heading slot="title" className={styles.title}>
                  {headingOf(intl, shown, view)}
                </Heading>
                {showClose(shown) ? (
                  <Button variant="secondary" className={styles.iconButton} onPress={() => send({ type: 'CLOSE' })}>
                    {intl.formatMessage(m.close)}
                  </Button>
                ) : null}
              </div>
              <MethodsContext value={methods}>
                <ViewContent key={view} state={shown} view={view} send={send} />
                <PasskeyStatus key={`passkey-${view}`} />
              </MethodsContext>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ViewContent({ state, view, send }: { state: SignInState; view: SignInView; send: Send }) {
  const intl = useIntl();
  const methods = use(MethodsContext);
  const text = (message: { id: string; defaultMessage: string }, values?: Record<string, string>) => (
    <p className={styles.text}>{intl.formatMessage(message, values)}</p>
  );
  switch (view) {
    case 'landingPage':
    case 'login':
    case 'priceAlertLanding':
    case 'tripsSoftGate':
      return <EntryOptions state={state} send={send} />;
    case 'emailForm':
      return (
        <>
          <EmailStep email={state.email} send={send} />
          {methods.social ? <SocialButtons send={send} /> : null}
        </>
      );
    case 'passwordForm':
      return <PasswordStep state={state} send={send} />;
    case 'forgotPassword':
      return <ForgotPasswordStep email={state.email} send={send} />;
    case 'forgotPasswordSuccess':
      return <ForgotPasswordSuccessView email={state.email} />;
    case 'oauth':
      // A company sign-in (issue #27) has no social provider, only the SSO offer.
      return state.provider === null && state.sso ? <SsoSignInView sso={state.sso} send={send} /> : <SocialSignInView provider={state.provider} send={send} />;
    case 'lockedAccount':
      return <LockedAccountView send={send} passwordReset={methods.passwordReset} />;
    case 'externalAuthentication':
      return <ExternalAuthenticationOptions state={state} send={send} />;
    case 'businessOnboarding':
      return text(m.businessOnboardingText);
    case 'magicCodeEmail':
      return <MagicCodeView state={state} send={send} />;
  }
}

/** Landing page, login, price-alert landing and trips soft gate: email, create account, passkey, social sign-in. */
function EntryOptions({ state, send }: { state: SignInState; send: Send }) {
  const intl = useIntl();
  const methods = use(MethodsContext);
  return (
    <>
      <EmailStep email={state.email} send={send} />
      <div className={styles.options}>
        <OptionButton send={send} event={{ type: 'CREATE_ACCOUNT' }} label={m.createAccountButton} />
        <OptionButton send={send} event={{ type: 'SIGN_IN_WITH_PASSKEY' }} label={m.passkey} shown={methods.passkey} />
      </div>
      {methods.social ? (
        <>
          <p className={styles.or}>{intl.formatMessage(m.or)}</p>
          <SocialButtons send={send} />
        </>
      ) : null}
    </>
  );
}

/**
 * External authentication (core-and-business §2): a password sign-in found an account without a password
 * (EXTERNAL_AUTH_REQUIRED, created with a passkey or a social provider). Offers the ways such an account signs in,
 * as far as the dialog offers them: a passkey, a sign-in code mailed to the email typed, the social providers.
 *
 * Company single sign-on (issue #27): when the email's domain has SSO (the machine's `sso`), its "Continue with
 * {name}" comes first; in SSO-only mode it is the only way offered (the server refuses passwords and codes there).
 */
function ExternalAuthenticationOptions({ state, send }: { state: SignInState; send: Send }) {
  const intl = useIntl();
  const methods = use(MethodsContext);
  if (state.sso?.ssoOnly) {
    return (
      <>
        <SsoRequiredText sso={state.sso} />
        <SsoContinueButton sso={state.sso} send={send} />
      </>
    );
  }
  return (
    <>
      {state.sso ? <SsoOfferBlock sso={state.sso} send={send} passwordFollows={false} /> : null}
      <p className={styles.text}>{intl.formatMessage(m.externalAuthenticationText)}</p>
      <div className={styles.options}>
        <OptionButton send={send} event={{ type: 'SIGN_IN_WITH_PASSKEY' }} label={m.passkey} shown={methods.passkey} />
        <EmailMeACodeButton send={send} shown={methods.emailCode && state.email !== ''} getEmail={() => Promise.resolve(state.email)} />
      </div>
      {methods.social ? <SocialButtons send={send} /> : null}
    </>
  );
}

/** A secondary button that sends one machine event; nothing when `shown` is false (a method not offered). */
function OptionButton({ send, event, label, shown = true }: { send: Send; event: SignInEvent; label: MessageDescriptor; shown?: boolean }) {
  const intl = useIntl();
  if (!shown) return null;
  return (
    <Button variant="secondary" onPress={() => send(event)}>
      {intl.formatMessage(label)}
    </Button>
  );
}

function SocialButtons({ send }: { send: Send }) {
  const intl = useIntl();
  return (
    <div className={styles.options}>
      <Button variant="secondary" onPress={() => send({ type: 'CONTINUE_WITH_PROVIDER', provider: 'google' })}>
        {intl.formatMessage(m.google)}
      </Button>
      <Button variant="secondary" onPress={() => send({ type: 'CONTINUE_WITH_PROVIDER', provider: 'apple' })}>
        {intl.formatMessage(m.apple)}
      </Button>
      <Button variant="secondary" onPress={() => send({ type: 'CONTINUE_WITH_PROVIDER', provider: 'naver' })}>
        {intl.formatMessage(m.naver)}
      </Button>
    </div>
  );
}

const emailSchemaOf = (intl: IntlShape) => z.string().trim().pipe(z.email(intl.formatMessage(m.emailInvalid)).max(254));

const FORM_OPTIONS = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: true } as const;

/**
 * The Email field and Continue: a valid email asks whether its domain has company single sign-on (discover, issue #27;
 * a failure counts as none) and sends SUBMIT_EMAIL with the answer (to the password form, or for an SSO-only domain
 * to the company's sign-in). Continue is disabled while it asks.
 */
function EmailStep({ email, send }: { email: string; send: Send }) {
  const intl = useIntl();
  const schema = useMemo(() => z.object({ email: emailSchemaOf(intl) }), [intl]);
  const form = useForm<{ email: string }, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email }, ...FORM_OPTIONS });
  usePasskeyAutofill(send, use(MethodsContext).passkey);
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(async (values) => send({ type: 'SUBMIT_EMAIL', email: values.email, sso: await discoverSsoQuietly(values.email) }))(e)}>
        <FormTextFieldControl<{ email: string }> path="email" label={intl.formatMessage(m.email)} type="email" inputMode="email" autoComplete="username webauthn" isRequired />
        <Button variant="primary" type="submit" isDisabled={form.formState.isSubmitting}>
          {intl.formatMessage(m.continue)}
        </Button>
      </form>
    </FormProvider>
  );
}

/** Field of the password form a verify error names (contract `AuthVerifyErrorSchema.errorField`). */
const FORM_FIELD = { username: 'email', passwd: 'password', consent: 'consent' } as const;

/** The frame's text for a verify `errorCode` (never the server's English `message`; §8). */
const VERIFY_ERROR_TEXT: Record<AuthVerifyErrorCode, MessageDescriptor> = {
  INVALID_EMAIL: m.errorInvalidEmail,
  INVALID_PASSWORD: m.errorInvalidPassword,
  CONSENT_REQUIRED: m.errorConsentRequired,
  EMAIL_TAKEN: m.errorEmailTaken,
  INVALID_CREDENTIALS: m.errorInvalidCredentials,
  ACCOUNT_LOCKED: m.errorAccountLocked,
  ACCOUNT_DISABLED: m.errorAccountDisabled,
  EXTERNAL_AUTH_REQUIRED: m.errorExternalAuthRequired,
};

type PasswordValues = { email: string; password: string; consent: boolean; optin: boolean; sticky: boolean };

/**
 * Email and Password: signs in (POST /k/run/auth/login) or, when the dialog was opened to register, creates the
 * account (POST /k/run/auth/register, with the terms consent and email-deals choices; §5: remember-me and
 * email deals default true). Success stores the new session's form token and sends SIGNED_IN with the reply's
 * loginRedirectUrl (the machine closes and asks for authentication-state-changed, then to follow it); a locked
 * account sends ACCOUNT_LOCKED; an account without a password sends EXTERNAL_AUTH_REQUIRED (silently: not logged);
 * other verify errors show under the field they name, in the frame's words.
 *
 * Issue #27: when the email step found company single sign-on for the domain (the machine's `sso`) and the Email field
 * still holds an address of that domain, "Continue with {name}" shows above the password; a password refused with
 * EXTERNAL_AUTH_REQUIRED (SSO-only mode) goes to the external-authentication view, which offers the company's sign-in.
 */
function PasswordStep({ state, send }: { state: SignInState; send: Send }) {
  const intl = useIntl();
  const register = state.intent === 'register';
  const methods = use(MethodsContext);
  const setFormToken = useSetAtom(formTokenAtom);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const schema = useMemo(
    () =>
      z.object({
        email: emailSchemaOf(intl),
        password: z.string().min(1, intl.formatMessage(m.passwordRequired)),
        consent: z.boolean(),
        optin: z.boolean(),
        sticky: z.boolean(),
      }),
    [intl],
  );
  const form = useForm<PasswordValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: state.email, password: '', consent: false, optin: true, sticky: true },
    ...FORM_OPTIONS,
  });
  const submit = async (values: PasswordValues): Promise<void> => {
    setFormError(undefined);
    try {
      const credentials = { email: values.email, password: values.password, sticky: values.sticky, consent: values.consent, optin: values.optin };
      // Success, a locked account and the silent EXTERNAL_AUTH_REQUIRED (no password) are settled there.
      const reply = await settleVerifyReply(await (register ? registerAccount(credentials) : signIn(credentials)), { setFormToken, send, email: values.email });
      if (reply === null) return;
      const text = intl.formatMessage(VERIFY_ERROR_TEXT[reply.errorCode]);
      if (reply.errorField) form.setError(FORM_FIELD[reply.errorField], { message: text }, { shouldFocus: true });
      else setFormError(text);
    } catch (error) {
      logger.warn('sign-in failed', error);
      setFormError(apiErrorText(intl, error, m.signInFailed));
    }
  };
  const typedEmail = form.watch('email');
  const sso = state.sso && sameDomain(typedEmail, state.email) ? state.sso : null;
  return (
    <FormProvider {...form}>
      {sso ? <SsoOfferBlock sso={sso} send={send} getEmail={() => form.getValues('email')} /> : null}
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
        <FormTextFieldControl<PasswordValues> path="email" label={intl.formatMessage(m.email)} type="email" inputMode="email" autoComplete="username" isRequired />
        <FormTextFieldControl<PasswordValues>
          path="password"
          label={intl.formatMessage(m.password)}
          type="password"
          autoComplete={register ? 'new-password' : 'current-password'}
          isRequired
        />
        {register ? (
          <>
            <CheckboxControl path="consent" label={intl.formatMessage(m.consent)} />
            <CheckboxControl path="optin" label={intl.formatMessage(m.optin)} />
          </>
        ) : (
          <CheckboxControl path="sticky" label={intl.formatMessage(m.rememberMe)} />
        )}
        {formError ? (
          <p role="alert" className={styles.text}>
            {formError}
          </p>
        ) : null}
        {form.formState.isSubmitting ? (
          <p role="status" className={styles.text}>
            {intl.formatMessage(m.signingIn)}
          </p>
        ) : null}
        <Button variant="primary" type="submit" isDisabled={form.formState.isSubmitting}>
          {intl.formatMessage(register ? m.createAccountButton : m.signInButton)}
        </Button>
      </form>
      <div className={styles.options}>
        <OptionButton send={send} event={{ type: 'FORGOT_PASSWORD' }} label={m.forgotPassword} shown={!register && methods.passwordReset} />
        <EmailMeACodeButton send={send} shown={methods.emailCode} getEmail={async () => ((await form.trigger('email')) ? form.getValues('email') : null)} />
        <OptionButton send={send} event={{ type: 'SIGN_IN_WITH_PASSKEY' }} label={m.passkey} shown={methods.passkey && !register} />
        {register && methods.passkey ? <PasskeyRegisterButton send={send} /> : null}
      </div>
    </FormProvider>
  );
}

/** Whether two email addresses have the same domain (case-insensitive; false when either has none). */
function sameDomain(a: string, b: string): boolean {
  const domain = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';
  return domain(a) !== '' && domain(a) === domain(b);
}

/** A react-aria Checkbox bound to a boolean of the password form, with its error under it. */
function CheckboxControl({ path, label }: { path: 'consent' | 'optin' | 'sticky'; label: string }) {
  const control = useFieldControl<PasswordValues, boolean>({ path });
  return (
    <div className={fields.field}>
      <Checkbox
        className={checkboxStyles.checkbox}
        isSelected={control.value}
        onChange={control.onChange}
        onBlur={control.onBlur}
        inputRef={control.inputRef}
        isInvalid={control.errorMessage !== undefined}
        aria-describedby={control.errorMessage ? `${path}-error` : undefined}
      >
        <span className={checkboxStyles.box} aria-hidden="true">
          <svg className={checkboxStyles.tick} viewBox="0 0 18 18">
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        {label}
      </Checkbox>
      {control.errorMessage ? (
        <p id={`${path}-error`} className={fields.error}>
          {control.errorMessage}
        </p>
      ) : null}
    </div>
  );
}

